// The promise of the outbox, kept with real processes: 1,000 emails written while the SMTP server refuses
// connections are retried with backoff; once it is back, the app server is stopped in the middle of sending
// and started again; every email arrives, and none twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../../../test/helpers/server-process.ts';
import { createSmtpSink, type SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';
import { User } from '../db/entities/user.ts';
import { notify } from '../services/notify.ts';

const EMAILS = 1000;

let db: TestDatabase;
let sink: SmtpSink;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  // Not started: connections to its port are refused until the test starts it.
  sink = await createSmtpSink();
});
afterAll(async () => {
  for (const server of servers) await stopServerProcess(server).catch(() => undefined);
  await sink?.stop();
  await db?.drop();
});

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function count(sql: string): Promise<number> {
  const [row] = await db.orm.em.fork().execute<{ n: number }[]>(`select (${sql})::int as n`);
  return row?.n ?? 0;
}

// Written as the product writes them: in transactions of the changes that cause them, 100 to a transaction.
async function writeReceipts(email: string, total: number): Promise<void> {
  const user = await createUser(db.orm.em, { email });
  for (let batch = 0; batch < total / 100; batch += 1) {
    await db.orm.em.fork().transactional(async (tx) => {
      const to = await tx.findOneOrFail(User, user.id);
      await notify(
        tx,
        Array.from({ length: 100 }, (_, index) => {
          const n = batch * 100 + index + 1;
          return {
            to,
            eventKey: `${email}:${n}`,
            message: {
              kind: 'payment_receipt' as const,
              paymentId: n,
              description: `Receipt ${n}`,
              amountPence: 100 * n,
              paidAt: new Date().toISOString(),
            },
          };
        }),
      );
    });
  }
}

function start(): Promise<ServerProcess> {
  return startServerProcess({
    ...db.serverEnv,
    SMTP_URL: sink.url,
    MAIL_FROM: 'Humanise AI <hello@humanise.test>',
    PUBLIC_URL: 'http://humanise.test',
    MAIL_RETRY_DELAY_SECONDS: '1',
    LOG_LEVEL: 'error',
  }).then((server) => {
    servers.push(server);
    return server;
  });
}

describe('the email queue under faults', () => {
  it('delivers 1,000 emails once each across an SMTP outage and a restart mid-send', async () => {
    const first = await start();
    await writeReceipts('receipts@example.com', EMAILS);
    expect(await count('select count(*) from emails')).toBe(EMAILS);

    // Every email is tried and refused, and some are tried again: the backoff is running.
    await until(async () => (await count('select count(*) from emails where attempts >= 2')) > 0, 'a retry');
    expect(await count("select count(*) from emails where status = 'sent'")).toBe(0);
    expect(sink.received).toHaveLength(0);

    // The SMTP server comes back; the app server is stopped while it is sending.
    await sink.start();
    await until(async () => sink.received.length >= 100, 'the first emails to arrive');
    expect(await stopServerProcess(first)).toBe(0);
    const arrivedBeforeRestart = sink.received.length;
    expect(arrivedBeforeRestart).toBeLessThan(EMAILS);

    await start();
    await until(
      async () => (await count("select count(*) from emails where status = 'sent'")) === EMAILS,
      'every email sent',
    );
    await until(
      async () =>
        (await count(
          "select count(*) from pgboss.job where name = 'email-send' and state in ('created', 'retry', 'active')",
        )) === 0,
      'the queue to be empty',
    );

    const ids = sink.received.map((email) => email.messageId);
    expect(ids).toHaveLength(EMAILS);
    expect(new Set(ids).size).toBe(EMAILS);
    const numbers = new Set(sink.received.map((email) => email.text.match(/Receipt (\d+)/)?.[1]));
    expect(numbers.size).toBe(EMAILS);
    console.info(
      `resilience: ${arrivedBeforeRestart} of ${EMAILS} arrived before the restart, the rest after; none twice`,
    );
  }, 240_000);

  it('shares the queue between two instances running at once: each email sent by one of them, once', async () => {
    for (const server of servers.splice(0)) await stopServerProcess(server);
    sink.clear();
    const [a, b] = await Promise.all([start(), start()]);
    await writeReceipts('shared@example.com', 500);
    await until(
      async () =>
        (await count(
          "select count(*) from emails where to_address = 'shared@example.com' and status = 'sent'",
        )) === 500,
      'every email sent',
    );
    const ids = sink.received.map((email) => email.messageId);
    expect(ids).toHaveLength(500);
    expect(new Set(ids).size).toBe(500);
    expect(await Promise.all([stopServerProcess(a), stopServerProcess(b)])).toEqual([0, 0]);
  }, 120_000);
});
