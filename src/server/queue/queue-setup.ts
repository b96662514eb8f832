// What every part of the task queue shares: how it logs, and how it declares a pg-boss queue.
import type { PgBoss } from 'pg-boss';

export interface QueueLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type QueueSettings = Parameters<PgBoss['createQueue']>[1];

// Run at every start: a queue made by an older release takes the settings of this one. pg-boss refuses any
// update naming a policy or partitioning (fixed at creation), even the same one: a second instance, or a
// restart, would otherwise fail to start once a queue with a policy exists (the webhooks').
export async function ensureQueue(boss: PgBoss, name: string, settings: QueueSettings): Promise<void> {
  if (!(await boss.getQueue(name))) {
    await boss.createQueue(name, settings);
    return;
  }
  const { policy: _policy, partition: _partition, ...changeable } = settings ?? {};
  if (Object.keys(changeable).length > 0) await boss.updateQueue(name, changeable);
}
