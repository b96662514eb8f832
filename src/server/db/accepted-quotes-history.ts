// The accepted quotes of the instant estimate's window, read once a minute per service and database
// (docs/decisions/0044-instant-estimate.md, "Kept for a minute"): the page asks as a text is typed, and the
// statement reads every acceptance of 90 days, while the answer moves only as quotes are accepted.
import type { EntityManager } from '@mikro-orm/postgresql';
import { HOURLY_RATE_GBP, type ServiceType } from '../../shared/constants.ts';
import { ESTIMATE_WINDOW_DAYS } from '../../shared/domain/estimate.ts';
import { toPence } from '../../shared/domain/pricing.ts';
import { preparedRows } from './prepared-query.ts';
import { shortLivedRead } from './short-lived-reads.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// As long as the answer may be a minute older than the browser's own five minutes make it anyway.
const KEPT_MS = 60_000;

// One statement, read through the partial index job_events_quote_accepted_index (its EXPLAIN is in the
// decision record): the jobs accepted in the window, each once, then each job by its primary key. The LIMIT 1
// keeps the planner from making that a hash join, which read the whole jobs table (73 ms against 19 ms over
// 20,000 jobs). A job accepted, sent back to its quotes and accepted again counts once, at the terms it holds
// now; one sent back holds none and counts not at all. The price is priceGbp's (src/shared/domain/pricing.ts):
// the fixed price, else the hours, counted in hundredths, at the hourly rate.
export const ACCEPTED_HISTORY_SQL = `with accepted as (
  select j.per_thousand
  from (
    select distinct e.job_id from job_events e
    where e.kind = 'quote_accepted' and e.created_at >= ?
  ) e
  cross join lateral (
    select coalesce(j.fixed_price * 100, round(round(j.estimated_hours * 100) * ?::numeric / 100)) * 1000
      / j.word_count as per_thousand
    from jobs j
    where j.id = e.job_id and j.service_type = ? and j.word_count > 0
      and (j.fixed_price is not null or j.estimated_hours is not null)
    limit 1
  ) j
)
select count(*)::int as sample,
  percentile_cont(0.25) within group (order by per_thousand) as low,
  percentile_cont(0.75) within group (order by per_thousand) as high
from accepted`;

interface HistoryRow {
  sample: number;
  low: number | string | null;
  high: number | string | null;
}

export interface AcceptedHistory {
  sample: number;
  low: number;
  high: number;
}

async function readAcceptedHistory(em: EntityManager, serviceType: ServiceType): Promise<AcceptedHistory> {
  const since = new Date(Date.now() - ESTIMATE_WINDOW_DAYS * DAY_MS);
  const [row] = await preparedRows<HistoryRow>(em, ACCEPTED_HISTORY_SQL, [
    since,
    toPence(HOURLY_RATE_GBP),
    serviceType,
  ]);
  return { sample: row?.sample ?? 0, low: Number(row?.low ?? 0), high: Number(row?.high ?? 0) };
}

/** The accepted quotes' middle half (25th to 75th percentile), in pence per 1,000 words, and how many. */
export const acceptedHistory = shortLivedRead(KEPT_MS, readAcceptedHistory);
