import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
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
    const socket = connect((app.server.address() as AddressInfo).port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    const socketClosed = new Promise((resolve) => socket.once('close', resolve));
    await new Promise<void>((resolve) => socket.write('GET /api/jobs HTTP/1.1\r\n', () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = app.close();
    socket.write('Host: x\r\n\r\n');
    await socketClosed;
    await closed;

    const [head = '', body = ''] = received.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(body)).toEqual({
      message: 'The service is briefly unavailable. Please try again in a moment.',
      code: 'UNAVAILABLE',
      requestId: expect.any(String),
    });
    expect(worked).toEqual([]);
  });
});
