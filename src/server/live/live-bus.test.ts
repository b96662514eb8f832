// The bus's own promises: one LISTEN connection however many streams, a lost connection replaced with what
// it missed read from the table, and a stop that ends every stream.
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { hasMessage, subscribeToChat, waitForSubscribers } from '../../../test/helpers/chat-stream.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { createConversation, postMessage } from '../services/chat-writes.ts';
import { LIVE_BUS_APPLICATION_NAME } from './live-bus.ts';

const t = setupTestApp();

async function busConnections(): Promise<number[]> {
  const rows = await t.em.execute<{ pid: number }[]>(
    'select pid from pg_stat_activity where application_name = ? and datname = current_database()',
    [LIVE_BUS_APPLICATION_NAME],
  );
  return rows.map((row) => row.pid);
}

describe('the live bus', () => {
  it('holds one LISTEN connection for all of its streams', async () => {
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t.em)));
    const streams = await Promise.all(users.map((user) => subscribeToChat(t, user)));
    await waitForSubscribers(t, 5);
    expect(await busConnections()).toHaveLength(1);
    for (const stream of streams) stream.stop();
  });

  it('replaces a lost connection and delivers what was written while it was gone', async () => {
    const client = await createUser(t.em);
    const { id } = await createConversation(t.em, client, 'Through a reconnect');
    await postMessage(t.em, client, id, 'Before');
    const stream = await subscribeToChat(t, client);
    await waitForSubscribers(t, 1);

    const [pid] = await busConnections();
    await t.em.execute('select pg_terminate_backend(?)', [pid]);
    // Written at once, before the bus can have listened again: only the replay from the table can bring it.
    await postMessage(t.em, client, id, 'While the bus was away');
    const events = await stream.until((seen) =>
      hasMessage(seen, (message) => message.content === 'While the bus was away'),
    );
    expect(hasMessage(events, (message) => message.content === 'While the bus was away')).toBe(true);

    await postMessage(t.em, client, id, 'After');
    const later = await stream.until((seen) => hasMessage(seen, (message) => message.content === 'After'));
    // "Before" may also arrive, written the moment before the stream began; what came after, once each.
    const contents = later.flatMap((event) => (event.type === 'message' ? [event.message.content] : []));
    expect(contents.filter((content) => content !== 'Before')).toEqual(['While the bus was away', 'After']);
    const [replacement] = await busConnections();
    expect(replacement).toBeDefined();
    expect(replacement).not.toBe(pid);
    stream.stop();
  });
});
