// The job read model: the single job and every list of the dashboards as one SQL statement each, the page of
// jobs with their copywriter's and client's names, their conversation, the quotes their viewer may see with
// each writer's record, built into the DTOs of src/shared/schemas/jobs.ts without hydrating entities (which
// cost several times the query on these lists, bench/jobs-list.ts) by job-items.ts. What the viewer sees of a
// job comes from visibility.ts, for the single job and the lists alike.
//
// A list item carries the openings of its long texts (docs/product.md "Limits"); the whole of
// them is on GET /api/jobs/{id}. Only what a list's cards show whole stays whole: the client's card shows
// the delivered text and compares it with the draft (docs/product.md "The job's life"), so a client's
// completed job keeps both; the admin's and the copywriter's cards show previews (the admin's 200 characters,
// the copywriter's three lines: docs/product.md "Admin" and "Copywriters: directory and application").
import type { EntityManager } from '@mikro-orm/postgresql';
import { isDelivered, JOB_STATUSES } from '../../../shared/domain/job-status.ts';
import type { JobDto, JobSort } from '../../../shared/schemas/jobs.ts';
import { LIST_PREVIEW_CHARS } from '../../../shared/schemas/paging.ts';
import type { User } from '../../db/entities/user.ts';
import { preparedRows } from '../../db/prepared-query.ts';
import {
  fitPage,
  isoSql,
  type Page,
  type PageQuery,
  pageLimit,
  rankCursor,
  timeCursor,
} from '../read-models/page.ts';
import { writerRecordColumns } from '../writer-records.ts';
import { type JobRow, type JobTexts, toJobItem } from './job-items.ts';
import { dueOrder, invitedFirstOrder, newestOrder, OPEN_FOR_QUOTES_SQL } from './job-orders.ts';
import { type JobViewer, jobVisibility } from './visibility.ts';

export type JobList = 'client' | 'admin' | 'available' | 'active' | 'completed';

interface ListShape {
  // Which jobs, with its parameters, and the time the list is ordered by (newest first, then the id).
  where: string;
  params: unknown[];
  time: string;
  // What the viewer sees of each job (visibility.ts); 'none' where no quote they may see can be there.
  quotes: 'all' | 'own' | 'none';
  clientName: boolean;
  conversation: 'own' | 'any' | 'none';
  texts: JobTexts;
}

// A list, or the single job as its own page shows it.
type Selection = JobList | { id: number };

function shapeOf(selection: Selection, viewer: JobViewer): ListShape {
  const seen = jobVisibility(viewer);
  const common = { ...seen, texts: 'previews' as JobTexts, time: 'j.created_at', params: [viewer?.id] };
  if (typeof selection === 'object') {
    return { ...common, where: 'j.id = ?', params: [selection.id], texts: 'whole' };
  }
  switch (selection) {
    case 'client':
      return { ...common, where: 'j.client_id = ?', texts: 'delivered' };
    case 'admin':
      return { ...common, where: 'true', params: [] };
    // Open for quotes, and not yet quoted by this copywriter (docs/product.md "Quotes"): of the quotes on
    // them, they would see only their own, and there is none.
    case 'available':
      return {
        ...common,
        where: `j.status in ${OPEN_FOR_QUOTES_SQL}
          and not exists (select 1 from quotes mine where mine.job_id = j.id and mine.copywriter_id = ?)`,
        params: [viewer?.id],
        quotes: 'none',
      };
    case 'active':
      return {
        ...common,
        where: `j.copywriter_id = ? and j.status = 'in_progress'`,
        time: 'j.updated_at',
      };
    case 'completed':
      return {
        ...common,
        where: `j.copywriter_id = ? and j.status = 'completed'`,
        // Every completed job has its completion time; the fallback only keeps the order total.
        time: 'coalesce(j.completed_at, j.updated_at)',
      };
  }
}

// The delivered statuses, as SQL: the client's card shows a delivery's draft whole.
const DELIVERED_SQL = JOB_STATUSES.filter(isDelivered)
  .map((status) => `'${status}'`)
  .join(', ');

// One more character than a preview holds tells whether the text was cut.
const PREVIEW_SQL_CHARS = LIST_PREVIEW_CHARS + 1;

const QUOTE_JSON = `json_build_object(
    'id', q.id, 'copywriterId', q.copywriter_id, 'copywriterName', u.name,
    'estimatedHours', q.estimated_hours, 'fixedPrice', q.fixed_price, 'quoteMessage', q.message,
    'createdAt', ${isoSql('q.created_at')}, 'deliveryDate', ${isoSql('q.delivery_date')},
    'rating', r.rating, 'completed', r.completed)`;

export type JobListQuery = PageQuery & { sort?: JobSort | undefined };

/** The statement of one page of a list, or of the single job, with its parameters. */
export function jobListStatement(
  list: Selection,
  viewer: JobViewer,
  query: JobListQuery,
  now: Date = new Date(),
): { sql: string; params: unknown[]; limit: number } {
  const shape = shapeOf(list, viewer);
  const limit = pageLimit(query);
  const order =
    query.sort === 'due'
      ? dueOrder(shape, query, now)
      : list === 'available'
        ? invitedFirstOrder(shape, query, viewer?.id)
        : newestOrder(shape, shape.time, query);
  const cut = (column: string) => `left(${column}, ${PREVIEW_SQL_CHARS})`;
  const whole = shape.texts === 'whole';
  const content = whole
    ? 'j.content'
    : shape.texts === 'delivered'
      ? `case when j.status in (${DELIVERED_SQL}) then j.content else ${cut('j.content')} end`
      : cut('j.content');
  const result = shape.texts === 'previews' ? cut('j.result') : 'j.result';
  const extraNotes = whole ? 'j.extra_notes' : cut('j.extra_notes');
  // The page's ids first: the texts are read (and their openings cut) for the page's jobs only, not for
  // every job the order had to look at.
  const page = `keys as (
    ${order.keys}),
  page as (
    select j.id, j.title, j.status, j.service_type, j.writing_style, ${content} as content,
           ${extraNotes} as extra_notes, j.word_count, ${result} as result,
           j.estimated_hours, j.fixed_price, j.quote_message, j.copywriter_id, j.client_id, j.rating,
           ${isoSql('j.created_at')} as created_at, ${isoSql('j.updated_at')} as updated_at,
           ${isoSql('j.completed_at')} as completed_at, j.review,
           ${isoSql('j.review_window_ends_at')} as review_window_ends_at, ${isoSql('j.approved_at')} as approved_at,
           j.revisions_requested, ${isoSql('j.deadline')} as deadline,
           ${isoSql('j.delivery_date')} as delivery_date, j.invited_copywriter_id, ${order.columns}
      from keys join jobs j on j.id = keys.id)`;
  const params: unknown[] = [...order.params, limit + 1];
  let ctes = page;
  let quotes = `'[]'::json`;
  let quoteJoin = '';
  if (shape.quotes !== 'none') {
    // Each quoting writer's record once, whatever the number of their quotes on the page, and every job's
    // quotes in one grouped pass.
    ctes += `,
  quoted as (
    select q.id, q.job_id, q.copywriter_id, q.estimated_hours, q.fixed_price, q.message, q.created_at,
           q.delivery_date
      from quotes q
     where q.job_id in (select id from page)${shape.quotes === 'own' ? ' and q.copywriter_id = ?' : ''}),
  records as materialized (
    select w.copywriter_id, ${writerRecordColumns('w')}
      from jobs w
     where w.copywriter_id in (select copywriter_id from quoted)
     group by w.copywriter_id),
  quote_lists as (
    select q.job_id, json_agg(${QUOTE_JSON} order by q.created_at, q.id) as quotes
      from quoted q
      left join users u on u.id = q.copywriter_id
      left join records r on r.copywriter_id = q.copywriter_id
     group by q.job_id)`;
    if (shape.quotes === 'own') params.push(viewer?.id);
    quotes = `coalesce(ql.quotes, '[]'::json)`;
    quoteJoin = '\n  left join quote_lists ql on ql.job_id = page.id';
  }
  let conversation = 'null';
  if (shape.conversation === 'own') {
    conversation = `(select c.id from conversations c where c.job_id = page.id
         and (c.writer_id = ? or (c.writer_id is null and page.copywriter_id = ?))
       order by c.writer_id nulls last limit 1)`;
    params.push(viewer?.id, viewer?.id);
  } else if (shape.conversation === 'any') {
    conversation = `(select c.id from conversations c where c.job_id = page.id
       order by c.writer_id is not distinct from page.copywriter_id desc, c.writer_id nulls first,
         coalesce(c.last_message_at, c.created_at) desc, c.id desc
       limit 1)`;
  }
  const sql = `with ${ctes}
select page.*, cw.name as copywriter_name, ${shape.clientName ? 'cl.name' : 'null'} as client_name,
       ${conversation} as conversation_id,
       ${quotes} as quotes
  from page
  left join users cw on cw.id = page.copywriter_id${shape.clientName ? '\n  left join users cl on cl.id = page.client_id' : ''}${quoteJoin}
 order by ${order.by}`;
  return { sql, params, limit };
}

/** One page of a job list, in one statement whatever the number of jobs, quotes and writers on it. */
export async function jobListPage(
  em: EntityManager,
  list: JobList,
  viewer: User,
  query: JobListQuery,
): Promise<Page<JobDto>> {
  const { sql, params, limit } = jobListStatement(list, viewer, query);
  const rows = await preparedRows<JobRow>(em, sql, params);
  const texts = shapeOf(list, viewer).texts;
  return fitPage(
    rows,
    limit,
    (row) => toJobItem(row, texts, viewer),
    (row) =>
      row.rank === undefined ? timeCursor(row.position, row.id) : rankCursor(row.rank, row.position, row.id),
  );
}

/** The single job as its viewer sees it, by the lists' statement; undefined when there is none. */
export async function jobRowDto(
  em: EntityManager,
  viewer: JobViewer,
  id: number,
): Promise<JobDto | undefined> {
  const { sql, params } = jobListStatement({ id }, viewer, {});
  const [row] = await preparedRows<JobRow>(em, sql, params);
  return row && toJobItem(row, 'whole', viewer);
}
