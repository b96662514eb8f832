// What a browser's live stream carries, between server instances (docs/decisions/0006): new chat messages
// and "your notifications changed" for the bell. The transaction that writes a message or a notification
// also sends an id with pg_notify, PostgreSQL delivers it at commit to every instance LISTENing on one
// dedicated connection, and each instance reads a message once and hands it to its own open streams.
// Only ids cross the channel; the database stays the one source of what a message says and who may read it.
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { LiveSubscriber } from './live-subscriber.ts';

export const CHAT_CHANNEL = 'chat_messages';
// A user's in-app notifications changed; the payload is the user's id (src/server/services/notify.ts).
export const NOTIFICATIONS_CHANNEL = 'user_notifications';
// A user's access changed: a session of theirs ended, or their copywriter application was decided. The payload
// is the user's id; each of their streams asks the database again whether its session still counts and what
// it may read (services/chat-stream.ts), so that ending access ends its streams at once on every instance
// (issue 28, finding 5).
export const ACCESS_CHANNEL = 'user_access';
// How the LISTEN connection names itself in pg_stat_activity.
export const LIVE_BUS_APPLICATION_NAME = 'humanise-live-bus';

// Called inside the transaction that wrote the message: delivered at commit, never for a rollback.
export async function announceMessage(em: EntityManager, messageId: number): Promise<void> {
  await em.execute('select pg_notify(?, ?)', [CHAT_CHANNEL, String(messageId)]);
}

// Called inside the transaction that changed the access (or on its own, committing at once): delivered at
// commit, never for a rollback.
export async function announceAccessChange(em: EntityManager, userId: number): Promise<void> {
  await em.execute('select pg_notify(?, ?)', [ACCESS_CHANNEL, String(userId)]);
}

/** A user already holds as many streams as an instance allows. */
export class StreamLimitError extends Error {}

export type LiveEvent<TDelivery> =
  | { type: 'message'; delivery: TDelivery }
  | { type: 'resync' }
  | { type: 'notifications' }
  // The user's access changed: the stream checks its session and what it may read before anything else.
  | { type: 'access' };

export interface LiveSubscription<TDelivery> extends AsyncIterable<LiveEvent<TDelivery>> {
  close(): void;
}

export interface LiveBus<TDelivery = unknown> {
  /** Starts buffering at once: whatever commits after this resolves is delivered. */
  subscribe(
    accepts: (delivery: TDelivery) => boolean,
    signal: AbortSignal,
    // Whose notifications this stream also carries.
    userId?: number,
  ): Promise<LiveSubscription<TDelivery>>;
  /** Ends every subscription as a stop does (the clients reconnect elsewhere) and the connection. */
  close(): Promise<void>;
  readonly subscriberCount: number;
}

export interface LiveBusLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface LiveBusOptions<TDelivery> {
  databaseUrl: string;
  // How many streams one user may hold open on this instance at once.
  maxStreamsPerUser?: number;
  // Reads the messages behind a batch of ids, each with what a stream needs to decide who may see it.
  load(ids: number[]): Promise<TDelivery[]>;
  // The newest message's id (0 with none), read once the bus first listens: where it starts to catch up from.
  newestMessageId(): Promise<number>;
  // The ids of the messages after one, oldest first, at most `limit`: what was committed while no connection
  // listened. The bus reads the table through these alone (src/server/services/chat-reads.ts).
  messageIdsAfter(id: number, limit: number): Promise<number[]>;
  log: LiveBusLogger;
}

// After a lost connection, at most this many missed messages are replayed; more means "read again".
const MAX_REPLAYED = 1000;
const RECONNECT_MS = { first: 100, max: 5000 };

export function createLiveBus<TDelivery>(options: LiveBusOptions<TDelivery>): LiveBus<TDelivery> {
  const subscribers = new Set<LiveSubscriber<TDelivery>>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let reconnectDelay = RECONNECT_MS.first;
  let closed = false;
  // The newest id this instance has heard of: after a lost connection, what came later is replayed.
  let newestId: number | undefined;
  // Ids read from the table after a reconnect; a notification for one of them (committed between LISTEN and
  // that read) is the same message again.
  let replayedIds = new Set<number>();
  let pendingIds: number[] = [];
  let flushing: Promise<void> = Promise.resolve();
  let flushScheduled = false;

  const broadcast = (event: LiveEvent<TDelivery>) => {
    for (const subscriber of subscribers) subscriber.push(event);
  };

  const remember = (id: number) => {
    if (newestId === undefined || id > newestId) newestId = id;
  };

  // Notifications that arrive together are read together: one query per batch, whatever the streams.
  const enqueue = (ids: number[]) => {
    for (const id of ids) {
      remember(id);
      pendingIds.push(id);
    }
    if (flushScheduled || pendingIds.length === 0) return;
    flushScheduled = true;
    setImmediate(() => {
      flushScheduled = false;
      const batch = pendingIds.sort((a, b) => a - b);
      pendingIds = [];
      // One batch after the other, so that streams see messages in the order they were read.
      flushing = flushing.then(() => deliver(batch));
    });
  };

  const deliver = async (ids: number[]) => {
    if (subscribers.size === 0) return;
    let deliveries: TDelivery[];
    try {
      deliveries = await options.load(ids);
    } catch (error) {
      options.log.error({ err: error, ids }, 'chat: could not read new messages; streams will read again');
      broadcast({ type: 'resync' });
      return;
    }
    for (const delivery of deliveries) {
      for (const subscriber of subscribers) {
        if (subscriber.accepts(delivery)) subscriber.push({ type: 'message', delivery });
      }
    }
  };

  const onNotification = (notification: pg.Notification) => {
    if (notification.channel === NOTIFICATIONS_CHANNEL || notification.channel === ACCESS_CHANNEL) {
      const userId = Number(notification.payload);
      const type = notification.channel === ACCESS_CHANNEL ? 'access' : 'notifications';
      for (const subscriber of subscribers) {
        if (subscriber.userId === userId) subscriber.push({ type });
      }
      return;
    }
    if (notification.channel !== CHAT_CHANNEL) return;
    const id = Number(notification.payload);
    if (!Number.isSafeInteger(id) || id <= 0 || replayedIds.delete(id)) return;
    enqueue([id]);
  };

  const scheduleReconnect = () => {
    if (closed || reconnectTimer || subscribers.size === 0) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect().catch((error: unknown) => {
        options.log.warn({ err: error }, 'live bus: reconnecting to PostgreSQL failed; trying again');
        scheduleReconnect();
      });
    }, reconnectDelay);
    reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MS.max);
  };

  const lost = (which: pg.Client, error?: unknown) => {
    if (client !== which) return;
    client = undefined;
    which.removeAllListeners('notification');
    which.end().catch(() => {});
    if (closed) return;
    options.log.warn({ err: error }, 'live bus: lost the LISTEN connection; reconnecting');
    scheduleReconnect();
  };

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const fresh = new pg.Client({
        connectionString: options.databaseUrl,
        keepAlive: true,
        application_name: LIVE_BUS_APPLICATION_NAME,
      });
      fresh.on('error', (error) => lost(fresh, error));
      fresh.on('end', () => lost(fresh));
      fresh.on('notification', onNotification);
      try {
        await fresh.connect();
        await fresh.query(`listen ${CHAT_CHANNEL}`);
        await fresh.query(`listen ${NOTIFICATIONS_CHANNEL}`);
        await fresh.query(`listen ${ACCESS_CHANNEL}`);
        if (closed) {
          await fresh.end();
          return;
        }
        client = fresh;
        // Listening from here on; anything committed while no connection listened is read from the table.
        if (newestId === undefined) {
          newestId = await options.newestMessageId();
        } else {
          const ids = await options.messageIdsAfter(newestId, MAX_REPLAYED + 1);
          replayedIds = new Set(ids);
          if (ids.length > MAX_REPLAYED) {
            for (const id of ids) remember(id);
            broadcast({ type: 'resync' });
          } else {
            enqueue(ids);
          }
        }
        reconnectDelay = RECONNECT_MS.first;
      } catch (error) {
        if (client === fresh) client = undefined;
        fresh.removeAllListeners('end');
        await fresh.end().catch(() => {});
        throw error;
      }
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  return {
    async subscribe(accepts, signal, userId) {
      if (closed) throw new Error('The live bus is closed');
      if (!client) await connect();
      // Counted and added with no await between, so that streams opened together cannot all slip under it.
      const limit = options.maxStreamsPerUser;
      if (userId !== undefined && limit !== undefined) {
        let held = 0;
        for (const subscriber of subscribers) if (subscriber.userId === userId) held += 1;
        if (held >= limit) throw new StreamLimitError(`at most ${limit} streams per user`);
      }
      const subscriber = new LiveSubscriber(accepts, userId, (gone) => {
        subscribers.delete(gone);
      });
      subscribers.add(subscriber);
      if (signal.aborted) subscriber.close();
      else signal.addEventListener('abort', () => subscriber.close(), { once: true });
      return subscriber;
    },

    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      for (const subscriber of [...subscribers]) subscriber.end('stopping');
      await connecting?.catch(() => {});
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners('end');
        await last.end().catch(() => {});
      }
    },

    get subscriberCount() {
      return subscribers.size;
    },
  };
}
