// Every chat endpoint that takes input, sent malformed JSON, wrong types, 1 MB strings, missing fields and ids
// that are not ids by a caller who may use it: a 4xx JSON error each time, never a 5xx. The live stream,
// which answers in server-sent events, reports bad input as an error event.
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type BadInputTarget, expectBadInputRejected } from '../../../test/helpers/bad-input.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { createConversation, postMessage } from '../services/chat-writes.ts';

const t = setupTestApp();

async function clientWithConversation() {
  const client = await createUser(t.em);
  const { id } = await createConversation(t.em, client, 'A question');
  await postMessage(t.em, client, id, 'Hello');
  return { id, cookie: await t.restLoginAs(client) };
}

const CASES: { name: string; target: () => Promise<BadInputTarget> }[] = [
  {
    name: 'POST /api/conversations',
    target: async () => {
      const { cookie } = await t.restLogin('client');
      return { method: 'POST', url: '/api/conversations', validBody: { title: 'Hi' }, cookie: () => cookie };
    },
  },
  {
    name: 'POST /api/conversations/{id}/messages',
    target: async () => {
      const { id, cookie } = await clientWithConversation();
      return {
        method: 'POST',
        url: `/api/conversations/${id}/messages`,
        validBody: { content: 'Hello again' },
        cookie: () => cookie,
      };
    },
  },
  {
    name: 'POST /api/conversations/{id}/read',
    target: async () => {
      const { id, cookie } = await clientWithConversation();
      return { method: 'POST', url: `/api/conversations/${id}/read`, validBody: {}, cookie: () => cookie };
    },
  },
];

describe('bad input to the chat endpoints', () => {
  for (const { name, target } of CASES) {
    it(`${name} answers a 4xx JSON error`, async () => {
      await expectBadInputRejected(t, await target());
    });
  }

  it('answers 400 for ids that are not ids, in every path and query', async () => {
    const { id, cookie } = await clientWithConversation();
    const urls = [
      ...['abc', '0', '-1', '1.5', '99999999999'].flatMap((bad) => [
        `GET /api/conversations/${bad}`,
        `GET /api/conversations/${bad}/messages?before=5`,
        `POST /api/conversations/${bad}/messages`,
        `POST /api/conversations/${bad}/read`,
      ]),
      `GET /api/conversations/${id}/messages`,
      `GET /api/conversations/${id}/messages?before=abc`,
      `GET /api/conversations/${id}/messages?before=${'9'.repeat(5000)}`,
    ];
    for (const line of urls) {
      const [method, url] = line.split(' ') as ['GET' | 'POST', string];
      const response = await t.rest({
        method,
        url,
        cookie,
        ...(method === 'POST' ? { payload: { content: 'Hello' } } : {}),
      });
      expect(response.status, line).toBe(400);
      expect(response.body, line).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('answers 404 for a conversation that does not exist', async () => {
    const { cookie } = await t.restLogin('client');
    for (const [method, url] of [
      ['GET', '/api/conversations/424242'],
      ['GET', '/api/conversations/424242/messages?before=9'],
      ['POST', '/api/conversations/424242/messages'],
      ['POST', '/api/conversations/424242/read'],
    ] as const) {
      const response = await t.rest({ method, url, cookie, payload: { content: 'Hi' } });
      expect([response.status, (response.body as { code: string }).code], url).toEqual([404, 'NOT_FOUND']);
    }
  });

  it('reports a bad lastEventId on the live stream as an error event, with no detail of the server', async () => {
    const { cookie } = await t.restLogin('client');
    for (const input of [
      { lastEventId: 'abc' },
      { lastEventId: '1'.repeat(1000) },
      { lastEventId: '9999999999' },
      { lastEventId: 5 },
      'x',
    ]) {
      const response = await t.rest({
        method: 'GET',
        url: `/trpc/chat.events?input=${encodeURIComponent(JSON.stringify(input))}`,
        cookie,
      });
      expect(response.status).toBeLessThan(500);
      const body = String(response.body);
      expect(body).toContain('event: serialized-error');
      expect(body).toContain('"code":"VALIDATION_ERROR"');
      expect(body).not.toMatch(/at .+\.(ts|js):\d+|stack|select /i);
    }
  });

  it('refuses the live stream to a visitor with an error event, not a stream', async () => {
    const response = await t.rest({ method: 'GET', url: '/trpc/chat.events' });
    expect(String(response.body)).toContain('"code":"UNAUTHORIZED"');
    expect(String(response.body)).not.toContain('event: connected\ndata: {}\n\nevent: message');
  });
});
