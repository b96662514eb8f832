// The admin's view of the money going to writers (docs/decisions/0039): every payout, and the platform's
// commission by month.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminPayoutDto } from '../../../shared/schemas/payouts.ts';
import { Payout } from '../../db/entities/payout.ts';
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

export interface MonthlyCommission {
  currentPence: number;
  previousPence: number;
}

// The platform's fee on writers' jobs, by the calendar month (UTC) each earning or its reversal was booked in,
// as revenue is counted (payments/ledger.ts).
export async function commissionByMonth(em: EntityManager, now = new Date()): Promise<MonthlyCommission> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const previousStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const row = await em.execute<{ current: string; previous: string }>(
    `select coalesce(sum(fee_pence) filter (where created_at >= ?), 0) as current,
            coalesce(sum(fee_pence) filter (where created_at < ?), 0) as previous
       from ledger_entries
      where kind in ('earning', 'earning_reversal') and created_at >= ?`,
    [monthStart, monthStart, previousStart],
    'get',
  );
  return { currentPence: Number(row.current), previousPence: Number(row.previous) };
}
