// The admin's quote in the house's name, on a job no copywriter has quoted yet (docs/product.md "Admin"): the
// table allows it only from `quote`, and at most one per job.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QuoteDto } from '../../../shared/schemas/jobs.ts';
import type { User } from '../../db/entities/user.ts';
import { placeQuote, type Terms } from './quote.ts';

export function submitHouseQuote(options: {
  em: EntityManager;
  actor: User;
  jobId: number;
  terms: Terms;
}): Promise<QuoteDto> {
  return placeQuote({ ...options, copywriter: null });
}
