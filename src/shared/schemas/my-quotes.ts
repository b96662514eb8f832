// GET /api/copywriter/quotes: the 'My Quotes' tab, a copywriter's quotes, newest first, each with where it
// stands (src/shared/domain/quote-outcome.ts).
import { z } from 'zod';
import './zod-setup.ts';
import { QUOTE_OUTCOMES } from '../domain/quote-outcome.ts';
import { isoDateSchema } from './common.ts';

export const myQuoteSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  state: z.enum(QUOTE_OUTCOMES),
  estimatedHours: z.number().nullable(),
  fixedPrice: z.number().nullable(),
  // The date the writer promised the work by; null when the quote names none.
  deliveryDate: isoDateSchema.nullable(),
  createdAt: isoDateSchema,
});
export type MyQuote = z.infer<typeof myQuoteSchema>;
