// Over 300 lines: the chat as docs/product.md "Chat" describes it, section by section.
// The chat as docs/product.md "Chat" describes it, through the REST paths an
// integration uses: open conversations and who takes them, unread counts from the last-read mark, pages of
// messages, a job's conversation, a list in a fixed number of statements, and the live stream's replay.
// Long on purpose: the chat's REST contract in one place, its cases sharing the database, app and live streams
// this file starts once.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { subscribeToChat } from '../../../test/helpers/chat-stream.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { UNREAD_COUNTED_UP_TO, unreadBadge } from '../../shared/domain/unread-count.ts';
import type { ConversationDetailDto } from '../../shared/schemas/chat.ts';
import { CHAT_LIMITS, type ChatEvent, type ConversationSummaryDto } from '../../shared/schemas/chat.ts';
import { Conversation, ConversationParticipant, Message } from '../db/entities/conversation.ts';
import { Notification } from '../db/entities/notification.ts';
import { Quote } from '../db/entities/quote.ts';
import type { User } from '../db/entities/user.ts';
import {
  createConversation,
  postMessage,
  SAY_WHICH_COPYWRITER,
  THREAD_CLOSED,
} from '../services/chat-writes.ts';
import { sendUnreadMessageReminders } from '../services/unread-reminders.ts';

const t = setupTestApp();

interface Person {
  user: User;
  cookie: string;
}

async function person(kind: 'client' | 'admin' | 'copywriter' | 'pending'): Promise<Person> {
  const user =
    kind === 'copywriter'
      ? await createCopywriter(t.em, 'approved')
      : kind === 'pending'
        ? await createCopywriter(t.em, 'pending')
        : await createUser(t.em, { role: kind });
  return { user, cookie: await t.restLoginAs(user) };
}

async function list(who: Person): Promise<ConversationSummaryDto[]> {
  const response = await t.rest({ method: 'GET', url: '/api/conversations', cookie: who.cookie });
  expect(response.status).toBe(200);
  return response.body as ConversationSummaryDto[];
}

async function open(who: Person, id: number) {
  return t.rest({ method: 'GET', url: `/api/conversations/${id}`, cookie: who.cookie });
}

async function write(who: Person, id: number, content: string) {
  return t.rest({
    method: 'POST',
    url: `/api/conversations/${id}/messages`,
    payload: { content },
    cookie: who.cookie,
  });
}

async function start(who: Person, title: string, first?: string): Promise<number> {
  const response = await t.rest({
    method: 'POST',
    url: '/api/conversations',
    payload: { title },
    cookie: who.cookie,
  });
  expect(response.status).toBe(200);
  const { id } = response.body as { id: number };
  if (first) expect((await write(who, id, first)).status).toBe(200);
  return id;
}

const unreadIn = (conversations: ConversationSummaryDto[], id: number) =>
  conversations.find((conversation) => conversation.id === id)?.unreadCount;

describe('starting a conversation', () => {
  it('needs a title and answers the new id', async () => {
    const client = await person('client');
    for (const title of ['', '   ']) {
      const refused = await t.rest({
        method: 'POST',
        url: '/api/conversations',
        payload: { title },
        cookie: client.cookie,
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message: 'Title is required', code: 'VALIDATION_ERROR' });
    }
    const id = await start(client, '  Tone of voice for our blog  ');
    const [listed] = await list(client);
    expect(listed).toMatchObject({
      id,
      title: 'Tone of voice for our blog',
      lastMessage: null,
      unreadCount: 0,
    });
  });
});

describe("a client's conversation", () => {
  it('is open to every approved copywriter until one answers, then theirs and the admins’ alone', async () => {
    const client = await person('client');
    const [first, second] = [await person('copywriter'), await person('copywriter')];
    const pending = await person('pending');
    const otherClient = await person('client');
    const admin = await person('admin');
    const id = await start(client, 'Rewrite of our About page', 'Is anyone free this week?');

    for (const writer of [first, second]) {
      expect(await list(writer)).toMatchObject([{ id, unreadCount: 1 }]);
    }
    expect(await list(pending)).toEqual([]);
    expect(await list(otherClient)).toEqual([]);
    expect((await open(pending, id)).status).toBe(404);

    // The second copywriter reads without answering: that leaves it open.
    expect((await open(second, id)).status).toBe(200);
    expect((await write(first, id, 'I am, happy to help.')).status).toBe(200);

    expect(await list(second)).toEqual([]);
    expect((await open(second, id)).status).toBe(404);
    expect((await write(second, id, 'Me too!')).status).toBe(404);
    expect((await open(admin, id)).status).toBe(200);
    expect((await write(client, id, 'Great, thanks.')).status).toBe(200);

    const detail = (await open(first, id)).body as ConversationDetailDto;
    expect(detail.participants.map((participant) => participant.user.id)).toEqual([
      client.user.id,
      first.user.id,
    ]);
    expect(detail.participants[1]!.user).toMatchObject({ role: 'copywriter', name: first.user.name });
    expect(detail.messages.map((message) => [message.sender.role, message.content])).toEqual([
      ['client', 'Is anyone free this week?'],
      ['copywriter', 'I am, happy to help.'],
      ['client', 'Great, thanks.'],
    ]);
    expect(detail.canPost).toBe(true);
  });

  it('is taken by an admin who answers it, like by a copywriter', async () => {
    const client = await person('client');
    const writer = await person('copywriter');
    const admin = await person('admin');
    const id = await start(client, 'Billing question', 'Can I pay by invoice?');
    expect((await write(admin, id, 'Yes, write to accounts.')).status).toBe(200);
    expect(await list(writer)).toEqual([]);
    expect((await open(await person('admin'), id)).status).toBe(200);
  });

  it('lets only one of two copywriters answering at the same moment take it', async () => {
    const client = await person('client');
    const writers = await Promise.all([1, 2, 3].map(() => person('copywriter')));
    const id = await start(client, 'Quick proofread', 'Anyone?');
    const answers = await Promise.all(writers.map((writer) => write(writer, id, 'Me!')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404, 404]);
  });
});

describe('unread counts', () => {
  it("count the others' messages after the reader's mark, and reading or writing clears them", async () => {
    const client = await person('client');
    const writer = await person('copywriter');
    const id = await start(client, 'Product descriptions', 'First');
    await write(writer, id, 'Hello');
    await write(client, id, 'Second');
    await write(client, id, 'Third');

    // Writing "Hello" marked "First" read; the client's own messages never count for the client.
    expect(unreadIn(await list(writer), id)).toBe(2);
    expect(unreadIn(await list(client), id)).toBe(0);
    await open(writer, id);
    expect(unreadIn(await list(writer), id)).toBe(0);

    await write(writer, id, 'One more');
    await write(writer, id, 'And another');
    expect(unreadIn(await list(client), id)).toBe(2);
    const read = await t.rest({
      method: 'POST',
      url: `/api/conversations/${id}/read`,
      cookie: client.cookie,
    });
    expect([read.status, read.body]).toEqual([200, { success: true }]);
    expect(unreadIn(await list(client), id)).toBe(0);
  });

  it('are kept for an admin and a copywriter who only read, without making them members', async () => {
    const client = await person('client');
    const writer = await person('copywriter');
    const admin = await person('admin');
    const id = await start(client, 'SEO audit', 'Please look at our pages');
    expect(unreadIn(await list(admin), id)).toBe(1);
    await open(admin, id);
    await open(writer, id);
    expect(unreadIn(await list(admin), id)).toBe(0);
    expect(unreadIn(await list(writer), id)).toBe(0);
    await write(client, id, 'Anyone?');
    expect(unreadIn(await list(writer), id)).toBe(1);
    const detail = (await open(client, id)).body as ConversationDetailDto;
    expect(detail.participants.map((participant) => participant.user.id)).toEqual([client.user.id]);
  });

  it('are cleared without a write when the conversation was read to its end already', async () => {
    const client = await person('client');
    const writer = await person('copywriter');
    const id = await start(client, 'Brochure', 'First');
    await write(writer, id, 'Hello');
    const markOf = async () =>
      (
        await t.em
          .getConnection()
          .execute<{ version: string; last_read_at: string }[]>(
            'select xmin::text as version, last_read_at from conversation_participants where conversation_id = ? and user_id = ?',
            [id, client.user.id],
          )
      )[0]!;
    await open(client, id);
    const read = await markOf();
    // Read again with nothing new: the row is not written again (a new row version would have a new xmin).
    await open(client, id);
    expect(await markOf()).toEqual(read);
    await write(writer, id, 'Something new');
    await open(client, id);
    expect(Date.parse((await markOf()).last_read_at)).toBeGreaterThan(Date.parse(read.last_read_at));
    expect(unreadIn(await list(client), id)).toBe(0);
  });

  it('stop at a hundred, which the badge reads as 99+, and count again from the mark once read', async () => {
    const client = await person('client');
    const writer = await person('copywriter');
    const id = await start(client, 'A long thread', 'First');
    await write(writer, id, 'Hello');
    await open(client, id);
    // 120 more of the writer's messages, after the client's mark, as a busy thread left unread would hold.
    await t.em.getConnection().execute(
      `insert into messages (conversation_id, sender_id, content, created_at)
         select ?, ?, 'Line ' || n, clock_timestamp() from generate_series(1, 120) n`,
      [id, writer.user.id],
    );
    expect(unreadIn(await list(client), id)).toBe(UNREAD_COUNTED_UP_TO);
    expect(unreadBadge(UNREAD_COUNTED_UP_TO)).toBe('99+');
    expect(unreadBadge(99)).toBe('99');
    await open(client, id);
    await write(writer, id, 'One more');
    expect(unreadIn(await list(client), id)).toBe(1);
  });

  it('never miss a message written in the same millisecond as the one read', async () => {
    const client = await person('client');
    const writer = await person('copywriter');
    const id = await start(client, 'Fast typing', 'a');
    const sent = await Promise.all(['b', 'c', 'd', 'e'].map((content) => write(writer, id, content)));
    const times = sent
      .filter((response) => response.status === 200)
      .map((response) => Date.parse((response.body as { createdAt: string }).createdAt));
    expect(new Set(times).size).toBe(times.length);
  });
});

describe('a conversation’s messages', () => {
  it('come newest page first, oldest first within it, with earlier pages on request', async () => {
    const client = await person('client');
    const id = await start(client, 'A long story');
    const em = t.em;
    const conversation = await em.findOneOrFail(Conversation, id);
    const total = CHAT_LIMITS.messagesPerPage + 5;
    for (let i = 1; i <= total; i += 1) {
      em.create(Message, {
        conversation,
        sender: client.user.id,
        content: `Message ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      });
    }
    await em.flush();

    const detail = (await open(client, id)).body as ConversationDetailDto;
    expect(detail.messages).toHaveLength(CHAT_LIMITS.messagesPerPage);
    expect(detail.messages[0]!.content).toBe('Message 6');
    expect(detail.messages.at(-1)!.content).toBe(`Message ${total}`);
    expect(detail.hasEarlierMessages).toBe(true);
    expect(detail.conversation.lastMessage?.content).toBe(`Message ${total}`);

    const earlier = await t.rest({
      method: 'GET',
      url: `/api/conversations/${id}/messages?before=${detail.messages[0]!.id}`,
      cookie: client.cookie,
    });
    expect(earlier.status).toBe(200);
    const page = earlier.body as { messages: { content: string }[]; hasEarlierMessages: boolean };
    expect(page.messages.map((message) => message.content)).toEqual(
      [1, 2, 3, 4, 5].map((i) => `Message ${i}`),
    );
    expect(page.hasEarlierMessages).toBe(false);
  });

  it('are listed in a fixed number of statements, whatever the number of conversations', async () => {
    const client = await person('client');
    const writer = await person('copywriter');
    const countFor = async (who: Person, expected: number) => {
      let listed: unknown[] = [];
      const statements = await t.statementsDuring(async () => {
        listed = await list(who);
      });
      expect(listed).toHaveLength(expected);
      return statements.length;
    };
    await start(client, 'One', 'Hello');
    await start(client, 'Two', 'Hello');
    const few = await countFor(writer, 2);
    for (let i = 0; i < 20; i += 1) {
      const id = await createConversation(t.em, client.user, `Conversation ${i}`);
      await postMessage(t.em, client.user, id.id, `Hello ${i}`);
      if (i % 2) await postMessage(t.em, writer.user, id.id, `Answer ${i}`);
    }
    const many = await countFor(writer, 22);
    expect(many).toBe(few);
    // The session's user, the approval check and the list itself.
    expect(many).toBeLessThanOrEqual(3);
  });
});

describe("a job's conversations", () => {
  it('are private per writer while quotes are in, and close to the writers not chosen once another is paid', async () => {
    const client = await person('client');
    const [chosen, other] = [await person('copywriter'), await person('copywriter')];
    const job = await createJob(t.em, { client: client.user, status: 'offer_made' });
    const fork = t.em;
    for (const writer of [chosen, other]) {
      fork.create(Quote, { job: job.id, copywriter: writer.user.id, fixedPrice: 90 });
    }
    await fork.flush();
    const message = (who: Person, content: string, copywriterId?: number) =>
      t.rest({
        method: 'POST',
        url: `/api/conversations/job/${job.id}/message`,
        payload: { content, ...(copywriterId ? { copywriterId } : {}) },
        cookie: who.cookie,
      });

    // With two quotes in, a message must say which writer it is for.
    const unsure = await message(client, 'Which of you can start today?');
    expect([unsure.status, (unsure.body as { message: string }).message]).toEqual([
      409,
      SAY_WHICH_COPYWRITER,
    ]);
    const toChosen = await message(client, 'Can you start today? My budget is firm.', chosen.user.id);
    const toOther = await message(client, 'Could you do it for less?', other.user.id);
    expect([toChosen.status, toOther.status]).toEqual([200, 200]);
    const chosenThread = (toChosen.body as { conversationId: number }).conversationId;
    const otherThread = (toOther.body as { conversationId: number }).conversationId;
    expect(chosenThread).not.toBe(otherThread);
    // A writer's answer goes to their own thread; no writer reads another's.
    const pitch = await message(other, 'I can do it for £70.');
    expect((pitch.body as { conversationId: number }).conversationId).toBe(otherThread);
    expect((await list(chosen)).map((conversation) => conversation.id)).toEqual([chosenThread]);
    expect((await list(other)).map((conversation) => conversation.id)).toEqual([otherThread]);
    expect((await open(chosen, otherThread)).status).toBe(404);
    expect((await open(other, chosenThread)).status).toBe(404);
    expect((await write(chosen, otherThread, 'Mine is better')).status).toBe(404);
    expect((await list(client)).map((conversation) => conversation.id).sort()).toEqual(
      [chosenThread, otherThread].sort(),
    );
    // Each writer's job card links to their own thread.
    const available = async (writer: Person) =>
      (await t.rest({ method: 'GET', url: `/api/jobs/${job.id}`, cookie: writer.cookie })).body as {
        conversationId: number | null;
      };
    expect((await available(chosen)).conversationId).toBe(chosenThread);
    expect((await available(other)).conversationId).toBe(otherThread);

    // The client accepts and pays the chosen writer: the other thread closes for good.
    const accepted = await t.rest({
      method: 'POST',
      url: `/api/client/accept-quote/${job.id}/${chosen.user.id}`,
      cookie: client.cookie,
    });
    expect(accepted.status).toBe(200);
    const paid = await t.rest({
      method: 'POST',
      url: '/api/payments/process-job-payment',
      payload: { jobId: job.id, amount: 9000 },
      cookie: client.cookie,
    });
    expect(paid.status).toBe(200);
    expect((await message(client, 'Welcome aboard')).status).toBe(200);
    expect((await write(chosen, chosenThread, 'Starting now')).status).toBe(200);
    for (const [who, words] of [
      [other, 'Still available!'],
      [client, 'Sorry, we chose another'],
    ] as const) {
      const refused = await write(who, otherThread, words);
      expect([refused.status, (refused.body as { message: string }).message]).toEqual([409, THREAD_CLOSED]);
    }
    expect((await message(other, 'Any news?')).status).toBe(409);
    // The writer not chosen keeps their own thread's history, and reads nothing written since.
    const otherView = (await open(other, otherThread)).body as ConversationDetailDto;
    expect(otherView.messages.map((m) => m.content)).toEqual([
      'Could you do it for less?',
      'I can do it for £70.',
    ]);
    expect(otherView.canPost).toBe(false);
    expect((await list(other)).map((conversation) => conversation.id)).toEqual([otherThread]);
    expect((await open(other, chosenThread)).status).toBe(404);
    const clientJobs = await t.rest({ method: 'GET', url: '/api/jobs', cookie: client.cookie });
    expect((clientJobs.body as { id: number; conversationId: number | null }[])[0]).toMatchObject({
      id: job.id,
      conversationId: chosenThread,
    });
  });

  it("remind by email only the people who may read a job's thread, whoever joined it before", async () => {
    const client = await person('client');
    const [chosen, other] = [await person('copywriter'), await person('copywriter')];
    const job = await createJob(t.em, {
      client: client.user,
      status: 'in_progress',
      copywriter: chosen.user,
    });
    // A thread begun before anyone was chosen, which a writer not chosen had joined by writing in it.
    const fork = t.em;
    const thread = fork.create(Conversation, { title: job.title, job: job.id, createdBy: client.user.id });
    await fork.flush();
    for (const who of [client, chosen, other]) {
      fork.create(ConversationParticipant, { conversation: thread.id, user: who.user.id });
    }
    fork.create(Message, {
      conversation: thread.id,
      sender: client.user.id,
      content: 'The brief has changed',
      createdAt: new Date(Date.now() - 20 * 60_000),
    });
    await fork.flush();
    await sendUnreadMessageReminders(t.em.fork());
    const reminded = await t.em.fork().find(Notification, { kind: 'unread_message' }, { populate: ['user'] });
    expect(reminded.map((notification) => notification.user.id)).toEqual([chosen.user.id]);
    expect((await open(other, thread.id)).status).toBe(404);
    expect((await open(chosen, thread.id)).status).toBe(200);
  });
});

describe('the live stream replays what a reconnecting screen missed', () => {
  async function firstEvents(user: User, lastEventId: string, count: number): Promise<[string, ChatEvent][]> {
    const stream = await subscribeToChat(t, user, { lastEventId });
    await stream.until((events) => events.length >= count, 1000);
    stream.stop();
    return stream.received;
  }

  it('from the database, only what the reader may read, with each message id as the event id', async () => {
    const client = await person('client');
    const writer = await person('copywriter');
    const stranger = await person('client');
    const id = await start(client, 'Replay', 'Before');
    const [before] = (await list(client)).map((conversation) => conversation.lastMessage!.id);
    await write(writer, id, 'Missed one');
    await start(stranger, 'Not for them', 'Private');
    await write(client, id, 'Missed two');

    const events = await firstEvents(client.user, String(before), 3);
    // First, now that it listens, word for the bell to read again; then the replay.
    expect(
      events.map(([, event]) => (event.type === 'message' ? event.message.content : event.type)),
    ).toEqual(['notifications', 'Missed one', 'Missed two']);
    expect(events[0]![0]).toBe(String(before));
    expect(
      events
        .slice(1)
        .map(([eventId, event]) => eventId === String(event.type === 'message' && event.message.id)),
    ).toEqual([true, true]);
  });

  it('tells the screen to read everything again when too much was missed', async () => {
    const client = await person('client');
    const id = await start(client, 'Busy');
    const em = t.em;
    const conversation = await em.findOneOrFail(Conversation, id);
    for (let i = 0; i <= CHAT_LIMITS.catchUpMessages; i += 1) {
      em.create(Message, { conversation, sender: client.user.id, content: `m${i}` });
    }
    await em.flush();
    const events = await firstEvents(client.user, '0', 2);
    expect(events.map(([, event]) => event.type)).toEqual(['notifications', 'resync']);
    const newest = await t.em.findOneOrFail(Message, { conversation: id }, { orderBy: { id: 'desc' } });
    expect(events[1]![0]).toBe(String(newest.id));
  });
});

// A copywriter's quote on a new job of the client's, which writes the client a notification.
async function quoteOnNewJob(writer: Person, client: Person): Promise<void> {
  const job = await createJob(t.em, { client: client.user });
  const quoted = await t.rest({
    method: 'POST',
    url: `/api/copywriter/submit-quote/${job.id}`,
    payload: { estimatedHours: 1, fixedPrice: null, quoteMessage: null },
    cookie: writer.cookie,
  });
  expect(quoted.status).toBe(200);
}

describe('the live stream tells the bell', () => {
  it("carries word of a new notification to its user's streams only", async () => {
    const client = await person('client');
    const other = await person('client');
    const writer = await person('copywriter');
    const mine = await subscribeToChat(t, client.user);
    const theirs = await subscribeToChat(t, other.user);
    // Each stream opens with what the bell holds, once it listens.
    await mine.until((events) => events.length >= 1);
    await theirs.until((events) => events.length >= 1);
    const opening = { type: 'notifications', bell: { newestId: 0, unread: 0 } };
    expect(mine.events()).toEqual([opening]);

    await quoteOnNewJob(writer, client);
    await mine.until((events) => events.length >= 2);
    expect(mine.events()).toEqual([opening, { type: 'notifications' }]);
    // The id to resume from is still the last message's.
    expect(mine.received[1]![0]).toBe(mine.received[0]![0]);
    // Nothing for the other client: a message of their own, written after the quote, reaches their stream
    // with nothing between it and the stream's first event.
    await start(other, 'Written after the quote', 'Sentinel');
    await theirs.until((events) => events.some((event) => event.type === 'message'));
    expect(theirs.events().map((event) => event.type)).toEqual(['notifications', 'message']);
    mine.stop();
    theirs.stop();
  });

  // A page that has just read the bell reads it again only if the stream's first event says otherwise: a
  // notification written between the page's read and the stream's listening (live-stream.tsx).
  it('opens with the newest notification and the unread count the bell read answers', async () => {
    const client = await person('client');
    const writer = await person('copywriter');
    await quoteOnNewJob(writer, client);
    const bell = async () => {
      const answer = await t.rest({
        method: 'GET',
        url: '/api/notifications?limit=8',
        cookie: client.cookie,
      });
      return answer.body as { unread: number; items: { id: number }[] };
    };
    const opening = async () => {
      const stream = await subscribeToChat(t, client.user);
      await stream.until((events) => events.length >= 1);
      stream.stop();
      return stream.events()[0];
    };
    const read = await bell();
    expect(read.unread).toBe(1);
    expect(await opening()).toEqual({
      type: 'notifications',
      bell: { newestId: read.items[0]!.id, unread: 1 },
    });
    // Marked read, the count the stream opens with is the bell's.
    const marked = await t.rest({
      method: 'POST',
      url: '/api/notifications/read',
      payload: {},
      cookie: client.cookie,
    });
    expect(marked.status).toBe(200);
    expect(await opening()).toEqual({
      type: 'notifications',
      bell: { newestId: read.items[0]!.id, unread: 0 },
    });
  });
});

describe('live streams per user', () => {
  it('holds at most 5 open at once for one user, and refuses the sixth with 429', async () => {
    const client = await person('client');
    const other = await person('client');
    const streams = [];
    for (let n = 0; n < 5; n += 1) {
      const stream = await subscribeToChat(t, client.user);
      await stream.until((events) => events.length >= 1);
      expect(stream.events()).toHaveLength(1);
      streams.push(stream);
    }
    const sixth = await subscribeToChat(t, client.user);
    expect(await sixth.ended).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Someone else is not held back by it, and a closed stream frees its place.
    const theirs = await subscribeToChat(t, other.user);
    await theirs.until((events) => events.length >= 1);
    expect(theirs.events()).toHaveLength(1);
    streams[0]!.stop();
    await streams[0]!.ended;
    const again = await subscribeToChat(t, client.user);
    await again.until((events) => events.length >= 1);
    expect(again.events()).toHaveLength(1);
    for (const stream of [...streams, theirs, again]) stream.stop();
  });
});
