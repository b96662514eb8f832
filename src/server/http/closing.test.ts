import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerOf, rawConnection } from '../../../test/helpers/raw-connection.ts';
import { closing } from './closing.ts';
import { errorReplies } from './error-replies.ts';

describe('closing', () => {
  it('answers a request that arrives while the app closes 503 with the one error body, and closes its connection', async () => {
    const app = Fastify({ forceCloseConnections: 'idle', return503OnClosing: false });
    await app.register(errorReplies);
    await app.register(closing);
    const worked: string[] = [];
    app.get('/api/jobs', async () => {
      worked.push('jobs');
      return [];
    });
    await app.listen({ port: 0, host: '127.0.0.1' });

    // The request's first line is read before the stop begins, the rest of it after.
    const accepted = once(app.server, 'connection');
    const connection = rawConnection(
      (app.server.address() as AddressInfo).port,
      'GET /api/jobs HTTP/1.1\r\n',
    );
    await accepted;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = app.close();
    connection.socket.write('Host: x\r\n\r\n');
    await connection.closed;
    await closed;

    const { head, body } = answerOf(connection.received());
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(body).toEqual({
      message: 'The service is briefly unavailable. Please try again in a moment.',
      code: 'UNAVAILABLE',
      requestId: expect.any(String),
    });
    expect(worked).toEqual([]);
  });
});
