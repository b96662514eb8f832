// Reads of the books (ledger-entry.ts): a client's prepaid hours and the month's revenue are sums of rows
// that are never changed, so neither can drift from the payments that made them.
import type { EntityManager } from '@mikro-orm/postgresql';

export async function hoursBalance(em: EntityManager, userId: number): Promise<number> {
  const row = await em.execute<{ balance: string }>(
    'select coalesce(sum(hours), 0) as balance from ledger_entries where user_id = ?',
    [userId],
    'get',
  );
  return Number(row.balance);
}

export interface MonthlySums {
  currentPence: number;
  previousPence: number;
}

// A column of the ledger's rows of these kinds, summed by the calendar month (UTC) each was booked in, this
// month and the last.
export async function sumByMonth(
  em: EntityManager,
  column: 'amount_pence' | 'fee_pence',
  kinds: readonly string[],
  now = new Date(),
): Promise<MonthlySums> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const previousStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const row = await em.execute<{ current: string; previous: string }>(
    `select coalesce(sum(${column}) filter (where created_at >= ?), 0) as current,
            coalesce(sum(${column}) filter (where created_at < ?), 0) as previous
       from ledger_entries
      where kind in (?) and created_at >= ?`,
    [monthStart, monthStart, kinds, previousStart],
    'get',
  );
  return { currentPence: Number(row.current), previousPence: Number(row.previous) };
}

// Money taken by card (hour packages and jobs) less refunds, by the calendar month (UTC) each was booked in:
// a refund lowers the month it was made in, as it does on a bank statement.
export function revenueByMonth(em: EntityManager, now = new Date()): Promise<MonthlySums> {
  return sumByMonth(em, 'amount_pence', ['card_payment', 'refund'], now);
}
