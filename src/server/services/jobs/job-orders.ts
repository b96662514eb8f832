// The orders of the job lists, as the body of the statement that finds a page's ids (job-rows.ts).
//
// Two lists order by a rank: the jobs by due date (overdue, still ahead, the rest) and the available jobs
// (invited first). A rank computed per row has no index, so PostgreSQL sorted every candidate job on each
// request: at 100,000 jobs the admin's list by due date took seconds (docs/decisions/0030). Here each rank
// is a branch of its own, a `union all` of small ordered reads, each in the order of an index
// (`jobs.ts`'s partial indexes), each after the cursor when the cursor is in its rank, each limited to the
// page: a page costs a few index reads whatever the number of jobs.
import { OVERDUE_STATUSES } from '../../../shared/domain/deadlines.ts';
import { OPEN_FOR_QUOTES } from '../../../shared/domain/job-status.ts';
import { DUE_WAITING_STATUSES, NOT_DUE_STATUSES, statusListSql } from '../../db/entities/job.ts';
import {
  decodeRankCursor,
  newestFirst,
  type PageQuery,
  pageLimit,
  positionOf,
  type RankPosition,
} from '../read-models/page.ts';

export interface ListOrder {
  // The body of the keys CTE: the page's ids and what orders them, after the cursor's position.
  keys: string;
  params: unknown[];
  // What the page carries of the order: its sort columns and the position its cursor is made of.
  columns: string;
  by: string;
}

// The jobs a list holds, before its order.
export interface ListFilter {
  where: string;
  params: unknown[];
}

// Newest first by the list's time, then the id.
export function newestOrder(filter: ListFilter, time: string, query: PageQuery): ListOrder {
  const keyset = newestFirst(query, time, 'j.id');
  return {
    keys: `select j.id, ${time} as sort_time
      from jobs j
     where ${filter.where} and ${keyset.after.sql}
     order by ${keyset.orderBy}
     limit ?`,
    params: [...filter.params, ...keyset.after.params],
    columns: `keys.sort_time, ${positionOf('keys.sort_time')} as position`,
    by: 'page.sort_time desc, page.id desc',
  };
}

const micros = (time: string) => `(extract(epoch from ${time}) * 1000000)::bigint`;
// A cursor's microseconds back as the time they were read from, exactly (no floating point on the way).
const fromMicros = (sign: '+' | '-') => `timestamptz 'epoch' ${sign} ?::bigint * interval '1 microsecond'`;

// One rank of a ranked order: which of the list's jobs it holds, its order (an index's), its sort key (one
// signed number, so that the cursor is one position), and the SQL of "after this position" within the rank.
interface Rank {
  rank: number;
  where: string;
  params: unknown[];
  orderBy: string;
  sortKey: string;
  after(position: RankPosition): { sql: string; params: unknown[] };
}

function rankedOrder(filter: ListFilter, query: PageQuery, ranks: Rank[], by: string): ListOrder {
  const position = decodeRankCursor(query.cursor);
  const limit = pageLimit(query) + 1;
  const branches: string[] = [];
  const params: unknown[] = [];
  for (const rank of ranks) {
    // The ranks before the cursor's are shown; the cursor's own starts after its position.
    if (position && rank.rank < position.rank) continue;
    const after = position?.rank === rank.rank ? rank.after(position) : { sql: 'true', params: [] };
    branches.push(`(select j.id, ${rank.rank} as rank, ${rank.sortKey} as sort_key
         from jobs j
        where ${filter.where} and ${rank.where} and ${after.sql}
        order by ${rank.orderBy}
        limit ?)`);
    params.push(...filter.params, ...rank.params, ...after.params, limit);
  }
  // A cursor past the last rank (a hand-made one) reads nothing.
  const union =
    branches.length > 0 ? branches.join('\n      union all\n      ') : 'select 0, 0, 0::bigint where false';
  return {
    keys: `select k.id, k.rank, k.sort_key
      from (${union}) k (id, rank, sort_key)
     order by ${by.replaceAll('page.', 'k.')}
     limit ?`,
    params,
    columns: 'keys.rank, keys.sort_key, keys.sort_key::text as position',
    by,
  };
}

const DUE = 'coalesce(j.delivery_date, j.deadline)';
const OWED = statusListSql(OVERDUE_STATUSES);

// Ranks that order by the due time, soonest first, then the id.
function byDue(rank: number, where: string, params: unknown[]): Rank {
  return {
    rank,
    where,
    params,
    orderBy: `${DUE}, j.id`,
    sortKey: micros(DUE),
    after: ({ key, id }) => ({ sql: `(${DUE}, j.id) > (${fromMicros('+')}, ?)`, params: [key, id] }),
  };
}

// Ranks that order newest first; ties of the same second by the id, in `idOrder`. The sort key is minus the
// time, so that every rank orders by its key ascending.
function byNewest(rank: number, where: string, params: unknown[], idOrder: 'asc' | 'desc'): Rank {
  const beyond = idOrder === 'asc' ? '>' : '<';
  return {
    rank,
    where,
    params,
    orderBy: `j.created_at desc, j.id ${idOrder}`,
    sortKey: `-${micros('j.created_at')}`,
    after: ({ key, id }) => ({
      sql: `j.created_at <= ${fromMicros('-')} and (j.created_at < ${fromMicros('-')} or j.id ${beyond} ?)`,
      params: [key, key, id],
    }),
  };
}

/**
 * By due date (docs/product.md "Deadlines and delivery dates"): overdue work first, the longest overdue at
 * the top; then the work still ahead of its due date, soonest first; then the rest (nothing due, or delivered
 * or withdrawn), newest first. Which work is overdue is decided as of the request. The work still ahead is
 * two branches, owed work not yet due and work waiting for its payment or quote, each in its own index.
 */
export function dueOrder(filter: ListFilter, query: PageQuery, now: Date): ListOrder {
  const waiting = statusListSql(DUE_WAITING_STATUSES);
  return rankedOrder(
    filter,
    query,
    [
      byDue(0, `j.status in ${OWED} and ${DUE} < ?`, [now]),
      byDue(1, `j.status in ${OWED} and ${DUE} >= ?`, [now]),
      byDue(1, `j.status in ${waiting} and ${DUE} is not null`, []),
      byNewest(2, `(${DUE} is null or j.status in ${statusListSql(NOT_DUE_STATUSES)})`, [], 'asc'),
    ],
    'page.rank, page.sort_key, page.id',
  );
}

/**
 * A copywriter's open jobs (docs/product.md "Writer profiles and invitations"): those whose client asked them
 * for a quote first, then the rest; each newest first, then the id, newest first too.
 */
export function invitedFirstOrder(
  filter: ListFilter,
  query: PageQuery,
  viewerId: number | undefined,
): ListOrder {
  return rankedOrder(
    filter,
    query,
    [
      byNewest(0, 'j.invited_copywriter_id = ?', [viewerId], 'desc'),
      byNewest(1, 'j.invited_copywriter_id is distinct from ?', [viewerId], 'desc'),
    ],
    'page.rank, page.sort_key, page.id desc',
  );
}

// Open for quotes, as literals: a partial index is used only where the query's own text implies its predicate
// (a parameter would not, once PostgreSQL plans a prepared statement for any value).
export const OPEN_FOR_QUOTES_SQL = statusListSql(OPEN_FOR_QUOTES);
