// A copywriter's (or the admin's house) quote: by hours at £75, or a fixed price (docs/product.md "Quotes").
import { z } from 'zod';
import './zod-setup.ts';
import { MIN_FIXED_PRICE_GBP, MIN_QUOTE_HOURS, TEXT_MAXIMUMS } from '../constants.ts';
import { DEADLINE_MESSAGES, deliveryDateProblem, isDeliveryDateAhead } from '../domain/deadlines.ts';
import { isWholePence, isWholeTenths, roundPence, roundTenths } from '../domain/pricing.ts';
import { typedNumber } from '../domain/typed-number.ts';
import { idSchema, isoDateTimeInput, text } from './common.ts';

const MAX_HOURS = 1000;
const MAX_PRICE_GBP = 100_000;

const quoteMessage = text()
  .trim()
  .max(TEXT_MAXIMUMS.quoteMessage, 'The message can be at most 5,000 characters')
  .nullish()
  .transform((message) => (message ? message : null));

// Hours are quoted in tenths, at least 0.1; a fixed price in whole pence, at least £1. Anything finer would be
// rounded by its column into another quote (0.001 hours into a free job), so it is refused instead, and the
// accepted value is rounded to exactly what the column stores, so that the quote answers the price it keeps.
// The bounds abort, so that a field gets one message.
export const quoteHoursSchema = z
  .number()
  .min(MIN_QUOTE_HOURS, { message: 'A quote is at least 0.1 hours.', abort: true })
  .max(MAX_HOURS, { message: 'A quote can be at most 1,000 hours.', abort: true })
  .refine(isWholeTenths, 'Quote hours in tenths of an hour, such as 1.5.');

export const fixedPriceSchema = z
  .number()
  .min(MIN_FIXED_PRICE_GBP, { message: 'A fixed price is at least £1.', abort: true })
  .max(MAX_PRICE_GBP, { message: 'A fixed price can be at most £100,000.', abort: true })
  .refine(isWholePence, 'A fixed price is in whole pence, such as 49.99.');

// The date the writer promises the work by, if they do (docs/product.md "Deadlines and delivery dates"); not in
// the past. That it falls by the job's deadline is checked where the job is known: the service, and the form
// (quoteFormSchemaFor).
export const deliveryDateSchema = isoDateTimeInput(DEADLINE_MESSAGES.deliveryFormat).refine(
  (date) => isDeliveryDateAhead(date),
  DEADLINE_MESSAGES.deliveryPast,
);

const quoteTermsShape = {
  estimatedHours: quoteHoursSchema
    .nullish()
    .transform((value) => (value == null ? null : roundTenths(value))),
  fixedPrice: fixedPriceSchema.nullish().transform((value) => (value == null ? null : roundPence(value))),
  quoteMessage,
  deliveryDate: deliveryDateSchema.nullish().transform((date) => date ?? null),
};

function exactlyOneTerm(quote: { estimatedHours: number | null; fixedPrice: number | null }): boolean {
  return (quote.estimatedHours === null) !== (quote.fixedPrice === null);
}
const ONE_TERM = { message: 'Quote either a number of hours or a fixed price', path: ['estimatedHours'] };

// The REST payload: exactly one of estimatedHours and fixedPrice, the other null (docs/product.md "Quotes").
export const quoteTermsSchema = z.object(quoteTermsShape).refine(exactlyOneTerm, ONE_TERM);
export type QuoteTerms = z.input<typeof quoteTermsSchema>;

// The same terms with the job's id, as the REST path carries it.
export const submitQuoteSchema = z
  .object({ id: idSchema('job'), ...quoteTermsShape })
  .refine(exactlyOneTerm, ONE_TERM);

const typedNumberSchema = z.union([z.number(), z.string(), z.null()]).transform(typedNumber);

// The copywriter's quote form: a mode switch and the two number inputs, and the delivery date. The number
// fields hold what was typed (typedNumber); the parsed form holds their numbers.
const quoteFormObject = z
  .object({
    mode: z.enum(['hours', 'fixed']),
    hours: typedNumberSchema,
    fixedPrice: typedNumberSchema,
    message: text().max(TEXT_MAXIMUMS.quoteMessage, 'The message can be at most 5,000 characters'),
    deliveryDate: z.string().nullable(),
  })
  .superRefine((form, context) => {
    if (form.mode === 'hours') {
      const message =
        form.hours === null
          ? 'Please enter a valid number of hours.'
          : quoteHoursSchema.safeParse(form.hours).error?.issues[0]?.message;
      if (message) context.addIssue({ code: 'custom', path: ['hours'], message });
    }
    if (form.mode === 'fixed') {
      const message =
        form.fixedPrice === null
          ? 'Please enter a valid fixed price.'
          : fixedPriceSchema.safeParse(form.fixedPrice).error?.issues[0]?.message;
      if (message) context.addIssue({ code: 'custom', path: ['fixedPrice'], message });
    }
  });

// The form for one job: its delivery date falls by the job's deadline when it has one.
export function quoteFormSchemaFor(deadline: string | null) {
  return quoteFormObject.superRefine((form, context) => {
    const problem = deliveryDateProblem(form.deliveryDate, deadline);
    if (problem) context.addIssue({ code: 'custom', path: ['deliveryDate'], message: problem });
  });
}
export const quoteFormSchema = quoteFormSchemaFor(null);
/** The form's values as its fields hold them. */
export type QuoteFormValues = z.input<typeof quoteFormSchema>;
/** The form's values once checked, its numbers parsed. */
export type QuoteForm = z.output<typeof quoteFormSchema>;

// The form's values as the payload: the field of the other mode is sent as null.
export function quoteFormToTerms(form: QuoteForm): QuoteTerms {
  return {
    estimatedHours: form.mode === 'hours' ? form.hours : null,
    fixedPrice: form.mode === 'fixed' ? form.fixedPrice : null,
    quoteMessage: form.message.trim() || null,
    deliveryDate: form.deliveryDate,
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
