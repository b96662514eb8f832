// What a copywriter reads of their money (docs/decisions/0039): the three totals and a row per job earned,
// all summed from the ledger in the statement that reads them. A row is 'paid' once the money withdrawn
// covers it, the oldest cleared earnings first, so that a refund after a payout shows as a later row still
// to make up rather than as a debt on a row already paid.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EarningItem, EarningStatus, Earnings } from '../../../shared/schemas/payouts.ts';
import { isoSql, newestFirst, type Page, type PageQuery } from '../read-models/page.ts';

export interface EarningTotals {
  pending: number;
  available: number;
  paidOut: number;
}

export async function earningTotals(em: EntityManager, writerId: number): Promise<EarningTotals> {
  const row = await em.execute<{ pending: string; available: string; paid_out: string }>(
    `select coalesce(sum(pending_pence), 0) as pending, coalesce(sum(amount_pence), 0) as available,
            coalesce(-sum(amount_pence) filter (where kind in ('payout', 'payout_return')), 0) as paid_out
       from ledger_entries
      where user_id = ? and kind in ('earning', 'earning_cleared', 'earning_reversal', 'payout', 'payout_return')`,
    [writerId],
    'get',
  );
  return { pending: Number(row.pending), available: Number(row.available), paidOut: Number(row.paid_out) };
}

interface EarningRow {
  id: number;
  position: string;
  job_id: number;
  title: string;
  earned_net: number;
  earned_fee: number;
  net: string;
  fee: string;
  cleared: boolean;
  reversed: boolean;
  available_at: string;
  covered_up_to: string;
}

function statusOf(row: EarningRow, paidOut: number): EarningStatus {
  if (row.reversed && Number(row.net) <= 0) return 'reversed';
  if (!row.cleared) return 'pending';
  return Number(row.covered_up_to) <= paidOut ? 'paid' : 'available';
}

function toItem(row: EarningRow, paidOut: number): EarningItem {
  const status = statusOf(row, paidOut);
  // A wholly reversed earning shows what it was; any other shows what is left of it.
  const [net, fee] =
    status === 'reversed' ? [row.earned_net, row.earned_fee] : [Number(row.net), Number(row.fee)];
  return {
    jobId: row.job_id,
    title: row.title,
    gross: net + fee,
    fee,
    net,
    status,
    availableAt: row.available_at,
  };
}

export async function earningsStatement(
  em: EntityManager,
  writerId: number,
  feePercent: number,
  query: PageQuery = {},
): Promise<Earnings & { nextCursor: string | null }> {
  const totals = await earningTotals(em, writerId);
  const keyset = newestFirst(query, 'e.booked_at', 'e.id');
  const rows = await em.execute<EarningRow[]>(
    `with earned as (
       select min(id) filter (where kind = 'earning') as id, job_id,
              min(created_at) filter (where kind = 'earning') as booked_at,
              max(created_at) filter (where kind = 'earning_cleared') as cleared_at,
              max(pending_pence) filter (where kind = 'earning') as earned_net,
              max(fee_pence) filter (where kind = 'earning') as earned_fee,
              sum(pending_pence + amount_pence) as net, sum(fee_pence) as fee,
              bool_or(kind = 'earning_cleared') as cleared, bool_or(kind = 'earning_reversal') as reversed,
              max(available_at) as available_at
         from ledger_entries
        where user_id = ? and kind in ('earning', 'earning_cleared', 'earning_reversal')
        group by job_id
     ), covered as (
       select e.*, sum(case when e.cleared then greatest(e.net, 0) else 0 end)
                     over (order by e.cleared_at nulls last, e.id) as covered_up_to
         from earned e
     )
     select e.id, ${keyset.position} as position, e.job_id, j.title, e.earned_net, e.earned_fee, e.net, e.fee,
            e.cleared, e.reversed, ${isoSql('e.available_at')} as available_at, e.covered_up_to
       from covered e join jobs j on j.id = e.job_id
      where ${keyset.after.sql}
      order by ${keyset.orderBy}
      limit ?`,
    [writerId, ...keyset.after.params, keyset.limit + 1],
  );
  const page: Page<EarningItem> = keyset.page(rows, (row) => toItem(row, totals.paidOut));
  return { currency: 'GBP', feePercent, ...totals, items: page.items, nextCursor: page.nextCursor };
}

// The same rows for the CSV statement: every one, newest first.
export async function allEarnings(
  em: EntityManager,
  writerId: number,
  feePercent: number,
): Promise<EarningItem[]> {
  const items: EarningItem[] = [];
  let cursor: string | null = null;
  do {
    const page = await earningsStatement(em, writerId, feePercent, { limit: 100, cursor });
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}
