// The admin's view of the money going to writers (docs/decisions/0039): every payout, and the platform's
// commission by month.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminPayoutDto } from '../../../shared/schemas/payouts.ts';
import { Payout } from '../../db/entities/payout.ts';
import { type MonthlySums, sumByMonth } from '../payments/ledger.ts';
import { byCreatedAt, type Page, type PageQuery } from '../read-models/page.ts';
import { payoutDto } from './withdrawals.ts';

export async function listAllPayouts(
  em: EntityManager,
  query: PageQuery = {},
): Promise<Page<AdminPayoutDto>> {
  const keyset = byCreatedAt(query, 'desc');
  const payouts = await em.find(Payout, keyset.where, { ...keyset.options, populate: ['writer'] });
  return keyset.page(payouts, (payout) => ({
    ...payoutDto(payout),
    writerId: payout.writer.id,
    writerName: payout.writer.name,
  }));
}

// The platform's fee on writers' jobs, by the calendar month (UTC) each earning or its reversal was booked in,
// as revenue is counted.
export function commissionByMonth(em: EntityManager, now = new Date()): Promise<MonthlySums> {
  return sumByMonth(em, 'fee_pence', ['earning', 'earning_reversal'], now);
}
