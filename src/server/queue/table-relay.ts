// Rows of a table handed to the queue as tasks, each row exactly once whichever instance takes it: a batch is
// selected `for update skip locked` (rows another instance holds are skipped, not waited for), given its
// tasks and marked handed over, in one transaction. The outbox's emails and the review windows both go this
// way (docs/decisions/0007, docs/decisions/0010).
import type { Db, PgBoss } from 'pg-boss';
import type { QueueLogger } from './queue-setup.ts';

// The most rows one transaction hands over; a full batch is followed by another at once.
export const RELAY_BATCH = 500;

export interface TableRelayOptions {
  boss: PgBoss;
  // Notified by PostgreSQL at the commit of a change that leaves rows to hand over, on every instance.
  channel: string;
  // Hands over at most RELAY_BATCH rows through the transaction given; resolves with how many it handed.
  relayBatch(transaction: Db): Promise<number>;
  // What the relay does, for the log line of a failed run.
  what: string;
  log: QueueLogger;
}

export interface TableRelay {
  /** Hands over every row waiting; resolves with how many it handed over. */
  run(): Promise<number>;
  /** The same without waiting: a failure is logged, and the next notification or sweep tries again. */
  soon(): void;
  /** Stops listening and lets the run under way finish. */
  stop(): Promise<void>;
}

export async function startTableRelay(options: TableRelayOptions): Promise<TableRelay> {
  const db = options.boss.getDb();
  const relayAll = async (): Promise<number> => {
    let total = 0;
    for (;;) {
      const transaction = await db.beginTransaction!();
      let handed: number;
      try {
        handed = await options.relayBatch(transaction.db);
        await transaction.commit();
      } catch (error) {
        await transaction.rollback();
        throw error;
      }
      total += handed;
      if (handed < RELAY_BATCH) return total;
    }
  };
  const relay = coalesced(relayAll);
  const soon = () => {
    relay.run().catch((error: unknown) => options.log.error({ err: error }, `queue: ${options.what} failed`));
  };
  // A reconnect runs the relay too, for what was committed while no connection listened.
  const listener = await db.listen?.(options.channel, soon, soon);
  soon();
  return {
    run: relay.run,
    soon,
    async stop() {
      await listener?.close();
      await relay.current()?.catch(() => {});
    },
  };
}

// One run at a time: a call while a run is under way asks for one more run after it, and answers with the
// run under way (so that a wake-up that arrives mid-run is never lost, and never starts a second run).
function coalesced(once: () => Promise<number>) {
  let running: Promise<number> | undefined;
  let again = false;
  return {
    current: () => running,
    run(): Promise<number> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let total = 0;
        do {
          again = false;
          total += await once();
        } while (again);
        return total;
      })().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
