// Every (role, chat endpoint) pair with the status docs/product.md "Chat" implies, and the same table for the
// live stream: which subscribers a new message reaches. Each call gets fresh state, because writing in an open
// conversation takes it, and one role's success would change what the next role finds.
import { describe, expect, it } from 'vitest';
import { createJob } from '../../../test/factories.ts';
import {
  createMarketplaceActors,
  MARKETPLACE_CALLERS,
  type MarketplaceActors,
  type MarketplaceCaller,
  statusesByCaller,
} from '../../../test/helpers/authorisation-table.ts';
import { subscribeToChat, waitForSubscribers } from '../../../test/helpers/chat-stream.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import type { ChatEvent } from '../../shared/schemas/chat.ts';
import { createConversation, postJobMessage, postMessage } from '../services/chat-writes.ts';

const t = setupTestApp();

const ROLES = MARKETPLACE_CALLERS;
type Actor = MarketplaceCaller;
type Actors = MarketplaceActors;

const em = () => t.em;

// The conversations of the table, each as the rules see it.
const SCENARIOS = {
  // clientA started it and nobody has answered: every approved copywriter may.
  open: async (actors: Actors) => {
    const { id } = await createConversation(em(), actors.clientA, 'Help with my landing page');
    await postMessage(em(), actors.clientA, id, 'Can someone help?');
    return id;
  },
  // `copywriter` answered clientA's conversation, which is now theirs alone (and the admins').
  taken: async (actors: Actors) => {
    const id = await SCENARIOS.open(actors);
    await postMessage(em(), actors.copywriter, id, 'I can.');
    return id;
  },
  // The conversation of clientA's job in progress with `copywriter`.
  job: async (actors: Actors) => {
    const job = await createJob(em(), {
      client: actors.clientA,
      status: 'in_progress',
      copywriter: actors.copywriter,
    });
    return (await postJobMessage(em(), actors.clientA, job.id, 'Any questions?')).conversationId;
  },
  // A copywriter's own conversation is theirs and the admins'.
  copywriters: async (actors: Actors) => {
    const { id } = await createConversation(em(), actors.copywriter, 'A question for the team');
    await postMessage(em(), actors.copywriter, id, 'How are payouts made?');
    return id;
  },
} as const;
type Scenario = keyof typeof SCENARIOS;

// Who writes the message under test: someone whose writing leaves the audience as it was.
const WRITER: Record<Scenario, keyof Actors> = {
  open: 'clientA',
  taken: 'clientA',
  job: 'copywriter',
  copywriters: 'copywriter',
};

const READERS: Record<Scenario, Actor[]> = {
  open: ['clientA', 'copywriter', 'otherCopywriter', 'admin'],
  taken: ['clientA', 'copywriter', 'admin'],
  job: ['clientA', 'copywriter', 'admin'],
  copywriters: ['copywriter', 'admin'],
};

// Signed in and allowed: the status given; signed in and not allowed: 404; signed out: 401.
function onlyReaders(scenario: Scenario, status = 200): Record<Actor, number> {
  return Object.fromEntries(
    ROLES.map((role) => [role, role === 'anonymous' ? 401 : READERS[scenario].includes(role) ? status : 404]),
  ) as Record<Actor, number>;
}
const EVERYONE_SIGNED_IN = Object.fromEntries(
  ROLES.map((role) => [role, role === 'anonymous' ? 401 : 200]),
) as Record<Actor, number>;

interface Row {
  name: string;
  call: (actors: Actors) => Promise<{ method: 'GET' | 'POST'; url: string; body?: unknown }>;
  expect: Record<Actor, number>;
}

const ROWS: Row[] = [
  {
    name: 'GET /api/conversations',
    call: async () => ({ method: 'GET', url: '/api/conversations' }),
    expect: EVERYONE_SIGNED_IN,
  },
  {
    name: 'POST /api/conversations',
    call: async () => ({ method: 'POST', url: '/api/conversations', body: { title: 'A question' } }),
    expect: EVERYONE_SIGNED_IN,
  },
  ...(Object.keys(SCENARIOS) as Scenario[]).flatMap((scenario): Row[] => [
    {
      name: `GET /api/conversations/{id}, ${scenario}`,
      call: async (actors) => ({
        method: 'GET',
        url: `/api/conversations/${await SCENARIOS[scenario](actors)}`,
      }),
      expect: onlyReaders(scenario),
    },
    {
      name: `GET /api/conversations/{id}/messages, ${scenario}`,
      call: async (actors) => ({
        method: 'GET',
        url: `/api/conversations/${await SCENARIOS[scenario](actors)}/messages?before=1000`,
      }),
      expect: onlyReaders(scenario),
    },
    {
      name: `POST /api/conversations/{id}/messages, ${scenario}`,
      call: async (actors) => ({
        method: 'POST',
        url: `/api/conversations/${await SCENARIOS[scenario](actors)}/messages`,
        body: { content: 'Hello' },
      }),
      expect: onlyReaders(scenario),
    },
    {
      name: `POST /api/conversations/{id}/read, ${scenario}`,
      call: async (actors) => ({
        method: 'POST',
        url: `/api/conversations/${await SCENARIOS[scenario](actors)}/read`,
      }),
      expect: onlyReaders(scenario),
    },
  ]),
  ...(
    [
      // In its review window the conversation stays open to the client and the copywriter alike; once the
      // delivery is approved it closes for both (docs/product.md "The job page, review and revisions").
      ['under review', { approvedAt: null }, onlyReaders('job')],
      ['approved', { approvedAt: new Date() }, { ...onlyReaders('job'), clientA: 409, copywriter: 409 }],
    ] as const
  ).map(([state, change, expected]) => ({
    name: `POST /api/conversations/{id}/messages, the conversation of a completed job ${state}`,
    call: async (actors: Actors) => {
      const job = await createJob(em(), {
        client: actors.clientA,
        status: 'in_progress',
        copywriter: actors.copywriter,
      });
      const { conversationId } = await postJobMessage(em(), actors.copywriter, job.id, 'Nearly done');
      const fork = em();
      const { Job } = await import('../db/entities/job.ts');
      await fork.nativeUpdate(
        Job,
        { id: job.id },
        { status: 'completed', reviewWindowEndsAt: new Date(Date.now() + 86_400_000), ...change },
      );
      return {
        method: 'POST' as const,
        url: `/api/conversations/${conversationId}/messages`,
        body: { content: 'Thanks' },
      };
    },
    expect: expected,
  })),
];

describe('who may call what', () => {
  for (const row of ROWS) {
    it(row.name, async () => {
      const actors = await createMarketplaceActors(em);
      expect(await statusesByCaller(t, actors, ROLES, row.call)).toEqual(row.expect);
    });
  }
});

const isMessage = (event: ChatEvent, test: (content: string, id: number) => boolean) =>
  event.type === 'message' && test(event.message.content, event.message.id);

describe('the live stream (chat.events)', () => {
  it('refuses a caller who is not signed in', async () => {
    const { caller } = await t.createTestCaller({ as: 'anonymous' });
    await expect(caller.chat.events()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  for (const scenario of Object.keys(SCENARIOS) as Scenario[]) {
    it(`delivers a new message in a conversation (${scenario}) to its readers only`, async () => {
      const actors = await createMarketplaceActors(em);
      const conversationId = await SCENARIOS[scenario](actors);
      const signedIn = Object.keys(actors) as (keyof Actors)[];
      const streams = await Promise.all(signedIn.map((role) => subscribeToChat(t, actors[role])));
      try {
        await waitForSubscribers(t, signedIn.length);
        // Each subscriber then gets a message of its own: once that has arrived, whatever the stream was
        // going to deliver before it has been delivered.
        const own = await Promise.all(
          signedIn.map(async (role) => (await createConversation(em(), actors[role], 'Mine')).id),
        );
        const target = await postMessage(
          em(),
          actors[WRITER[scenario]],
          conversationId,
          'The message under test',
        );
        await Promise.all(
          signedIn.map((role, index) => postMessage(em(), actors[role], own[index]!, `Sentinel ${role}`)),
        );

        const reached: string[] = [];
        for (const [index, role] of signedIn.entries()) {
          const events = await streams[index]!.until((seen) =>
            seen.some((event) => isMessage(event, (content) => content === `Sentinel ${role}`)),
          );
          expect(
            events.some((event) => isMessage(event, (content) => content === `Sentinel ${role}`)),
            `${role} got its own message`,
          ).toBe(true);
          if (events.some((event) => isMessage(event, (_, id) => id === target.id))) reached.push(role);
        }
        expect(reached.sort()).toEqual([...READERS[scenario]].sort());
      } finally {
        for (const stream of streams) stream.stop();
      }
    });
  }
});
