// Every write the server acknowledged with a 2xx, looked for in the database afterwards: the rows by the ids the
// answers named, and the state an acceptance or a payment left the job in. What is missing is returned, one
// line each, so that a test's failure names it.
import pg from 'pg';
import type { AcknowledgedWrite, WriteKind } from './journey.ts';

const TABLES: Partial<Record<WriteKind, string>> = {
  user: 'users',
  job: 'jobs',
  quote: 'quotes',
  payment: 'payments',
  message: 'messages',
};

export async function missingWrites(databaseUrl: string, writes: AcknowledgedWrite[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const missing: string[] = [];
    for (const [kind, table] of Object.entries(TABLES)) {
      const ids = writes.filter((write) => write.kind === kind).map((write) => write.id);
      const found = await client.query<{ id: number }>(`select id from ${table} where id = any($1::int[])`, [
        ids,
      ]);
      const present = new Set(found.rows.map((row) => row.id));
      for (const id of ids) if (!present.has(id)) missing.push(`${kind} ${id}`);
    }

    const messages = writes.filter((write) => write.kind === 'message');
    const contents = await client.query<{ id: number; content: string }>(
      'select id, content from messages where id = any($1::int[])',
      [messages.map((write) => write.id)],
    );
    const contentOf = new Map(contents.rows.map((row) => [row.id, row.content]));
    for (const write of messages) {
      const content = contentOf.get(write.id);
      if (content !== undefined && content !== write.detail) missing.push(`message ${write.id} as sent`);
    }

    // An accepted job has its copywriter; a paid one has a succeeded payment and has left `unpaid`.
    const accepted = writes.filter((write) => write.kind === 'acceptance');
    const jobs = await client.query<{ id: number; copywriter_id: number | null; status: string }>(
      'select id, copywriter_id, status from jobs where id = any($1::int[])',
      [accepted.map((write) => write.id)],
    );
    const jobById = new Map(jobs.rows.map((row) => [row.id, row]));
    for (const write of accepted) {
      const job = jobById.get(write.id);
      if (!job || job.copywriter_id !== write.detail || ['quote', 'offer_made'].includes(job.status))
        missing.push(`acceptance of job ${write.id}`);
    }
    const payments = writes.filter((write) => write.kind === 'payment');
    const paid = await client.query<{ id: number; job_id: number; status: string; job_status: string }>(
      `select p.id, p.job_id, p.status, j.status as job_status
         from payments p join jobs j on j.id = p.job_id where p.id = any($1::int[])`,
      [payments.map((write) => write.id)],
    );
    const paymentById = new Map(paid.rows.map((row) => [row.id, row]));
    for (const write of payments) {
      const payment = paymentById.get(write.id);
      if (
        !payment ||
        payment.job_id !== write.detail ||
        payment.status !== 'succeeded' ||
        payment.job_status !== 'in_progress'
      )
        missing.push(`payment ${write.id} of job ${write.detail}`);
    }
    return missing;
  } finally {
    await client.end();
  }
}
