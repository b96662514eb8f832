// A copywriter's (or the admin's house) quote: by hours at £75, or a fixed price (SPEC.md sections 3 and 5).
import { z } from 'zod';
import './zod-setup.ts';
import { TEXT_MAXIMUMS } from '../constants.ts';
import { idSchema } from './common.ts';

const MAX_HOURS = 1000;
const MAX_PRICE_GBP = 100_000;

const quoteMessage = z
  .string()
  .trim()
  .max(TEXT_MAXIMUMS.quoteMessage, 'The message can be at most 5,000 characters')
  .nullish()
  .transform((message) => (message ? message : null));

const quoteTermsShape = {
  estimatedHours: z
    .number()
    .gt(0, 'Please enter a valid number of hours.')
    .max(MAX_HOURS, 'A quote can be at most 1,000 hours.')
    .nullish()
    .transform((value) => value ?? null),
  fixedPrice: z
    .number()
    .gt(0, 'Please enter a valid fixed price.')
    .max(MAX_PRICE_GBP, 'A fixed price can be at most £100,000.')
    .nullish()
    .transform((value) => value ?? null),
  quoteMessage,
};

function exactlyOneTerm(quote: { estimatedHours: number | null; fixedPrice: number | null }): boolean {
  return (quote.estimatedHours === null) !== (quote.fixedPrice === null);
}
const ONE_TERM = { message: 'Quote either a number of hours or a fixed price', path: ['estimatedHours'] };

// The payload of SPEC.md section 7: exactly one of estimatedHours and fixedPrice, the other null.
export const quoteTermsSchema = z.object(quoteTermsShape).refine(exactlyOneTerm, ONE_TERM);
export type QuoteTerms = z.input<typeof quoteTermsSchema>;

// The same terms with the job's id, as the REST path carries it.
export const submitQuoteSchema = z
  .object({ id: idSchema('job'), ...quoteTermsShape })
  .refine(exactlyOneTerm, ONE_TERM);

// The copywriter's quote form: a mode switch and the two number inputs.
export const quoteFormSchema = z
  .object({
    mode: z.enum(['hours', 'fixed']),
    hours: z.number().nullable(),
    fixedPrice: z.number().nullable(),
    message: z.string().max(TEXT_MAXIMUMS.quoteMessage, 'The message can be at most 5,000 characters'),
  })
  .superRefine((form, context) => {
    if (form.mode === 'hours' && !(form.hours !== null && form.hours > 0)) {
      context.addIssue({ code: 'custom', path: ['hours'], message: 'Please enter a valid number of hours.' });
    }
    if (form.mode === 'fixed' && !(form.fixedPrice !== null && form.fixedPrice > 0)) {
      context.addIssue({
        code: 'custom',
        path: ['fixedPrice'],
        message: 'Please enter a valid fixed price.',
      });
    }
  });
export type QuoteForm = z.infer<typeof quoteFormSchema>;

// The form's values as the payload: the field of the other mode is sent as null.
export function quoteFormToTerms(form: QuoteForm): QuoteTerms {
  return {
    estimatedHours: form.mode === 'hours' ? form.hours : null,
    fixedPrice: form.mode === 'fixed' ? form.fixedPrice : null,
    quoteMessage: form.message.trim() || null,
  };
}

export const acceptQuoteSchema = z.object({
  jobId: idSchema('job'),
  // 0 accepts the house quote, which no copywriter made.
  copywriterId: z.coerce
    .number()
    .int('Not a copywriter id')
    .min(0, 'Not a copywriter id')
    .max(2_147_483_647, 'Not a copywriter id'),
});
