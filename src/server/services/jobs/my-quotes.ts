// A copywriter's quotes for their 'My Quotes' tab, newest first, each with where it stands: one statement a page,
// the job's status and writer read beside the quote (docs/product.md "Quotes").
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobStatus } from '../../../shared/domain/job-status.ts';
import { quoteOutcome } from '../../../shared/domain/quote-outcome.ts';
import type { MyQuote } from '../../../shared/schemas/my-quotes.ts';
import type { User } from '../../db/entities/user.ts';
import { isoSql, newestFirst, type Page, type PageQuery } from '../read-models/page.ts';

interface MyQuoteRow {
  id: number;
  job_id: number;
  job_title: string;
  job_status: JobStatus;
  job_copywriter_id: number | null;
  estimated_hours: string | null;
  fixed_price: string | null;
  delivery_date: string | null;
  created_at: string;
  position: string;
}

const amount = (value: string | null) => (value === null ? null : Number(value));

export async function findMyQuotes(
  em: EntityManager,
  copywriter: Pick<User, 'id'>,
  query: PageQuery = {},
): Promise<Page<MyQuote>> {
  const keyset = newestFirst(query, 'q.created_at', 'q.id');
  const rows = await em.execute<MyQuoteRow[]>(
    `select q.id, q.job_id, j.title as job_title, j.status as job_status, j.copywriter_id as job_copywriter_id,
            q.estimated_hours, q.fixed_price, ${isoSql('q.delivery_date')} as delivery_date,
            ${isoSql('q.created_at')} as created_at, ${keyset.position} as position
       from quotes q
       join jobs j on j.id = q.job_id
      where q.copywriter_id = ? and ${keyset.after.sql}
      order by ${keyset.orderBy}
      limit ?`,
    [copywriter.id, ...keyset.after.params, keyset.limit + 1],
  );
  return keyset.page(rows, (row) => ({
    id: row.id,
    jobId: row.job_id,
    jobTitle: row.job_title,
    state: quoteOutcome({ status: row.job_status, copywriterId: row.job_copywriter_id }, copywriter.id),
    estimatedHours: amount(row.estimated_hours),
    fixedPrice: amount(row.fixed_price),
    deliveryDate: row.delivery_date,
    createdAt: row.created_at,
  }));
}
