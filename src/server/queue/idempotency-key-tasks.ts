// The Idempotency-Keys older than 24 hours are deleted by an hourly sweep, run by whichever instance takes it
// (docs/decisions/0050). A key is answered by its age, not by the sweep: an expired row the sweep has not yet
// reached is taken over as a new key.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Job, PgBoss } from 'pg-boss';
import { deleteExpiredIdempotencyKeys } from '../db/idempotency-keys.ts';
import { ensureQueue } from './queue-setup.ts';

export const IDEMPOTENCY_KEY_SWEEP_QUEUE = 'idempotency-key-sweep';

export async function startIdempotencyKeyTasks(boss: PgBoss, options: { orm: MikroORM }): Promise<void> {
  await ensureQueue(boss, IDEMPOTENCY_KEY_SWEEP_QUEUE, { retryLimit: 1, expireInSeconds: 300 });
  await boss.work(IDEMPOTENCY_KEY_SWEEP_QUEUE, async (_tasks: Job[]) => {
    await deleteExpiredIdempotencyKeys(options.orm.em.fork());
  });
  await boss.schedule(IDEMPOTENCY_KEY_SWEEP_QUEUE, '41 * * * *');
}
