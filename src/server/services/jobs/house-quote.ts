// The admin's quote in the house's name, on a job no copywriter has quoted yet (docs/product.md "Admin"): the
// table allows it only from `quote`, and at most one per job.
import type { QuoteDto } from '../../../shared/schemas/jobs.ts';
import { placeQuote, type Terms } from './quote.ts';
import type { JobEventOptions } from './transitions.ts';

export function submitHouseQuote(
  options: JobEventOptions & {
    terms: Terms;
  },
): Promise<QuoteDto> {
  return placeQuote({ ...options, copywriter: null });
}
