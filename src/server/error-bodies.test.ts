// Every error body comes from errors.ts's formatter (docs/product.md "The REST contract"): the routes outside
// the procedures and the HTTP layer's own refusals throw, and one error handler answers.
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, rawConnection } from '../../test/helpers/raw-connection.ts';
import { startTestApp, stopTestApp } from '../../test/helpers/test-app.ts';
import type { TestDatabase } from '../../test/helpers/test-database.ts';

let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, app } = await startTestApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => stopTestApp(app, db));

// What the server answers to bytes written straight to a connection.
async function rawAnswer(bytes: string): Promise<{ head: string; body: unknown }> {
  const connection = rawConnection((app.server.address() as AddressInfo).port, bytes);
  await connection.closed;
  return answerOf(connection.received());
}

describe('error bodies', () => {
  it('are written by no file of the server but the formatter', () => {
    const root = import.meta.dirname;
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'errors.ts',
    );
    // A reply sent an object literal with a code of its own, or a status of 4xx/5xx set by hand.
    const handWritten = /\.send\(\s*\{[^}]*\bcode:|\.(status|code)\(\s*[45]\d\d\s*\)/;
    const offenders = sources.filter((file) => handWritten.test(readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('answer a bad unsubscribe link with 400 and its message', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/unsubscribe?token=not-a-token' });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: 'This unsubscribe link is not valid', code: 'VALIDATION_ERROR' },
    ]);
    const tooLong = await app.inject({ method: 'POST', url: `/api/unsubscribe?token=${'a'.repeat(201)}` });
    expect([tooLong.statusCode, tooLong.json()]).toEqual([
      400,
      { message: 'This unsubscribe link is not valid', code: 'VALIDATION_ERROR' },
    ]);
  });

  it("answer what Node's HTTP server refuses before any route sees it", async () => {
    expect(await rawAnswer('NOT HTTP AT ALL\r\n\r\n')).toEqual({
      head: expect.stringMatching(/^HTTP\/1\.1 400 /),
      body: { message: 'The request is not valid HTTP', code: 'BAD_REQUEST' },
    });
    expect(
      await rawAnswer(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    ).toEqual({
      head: expect.stringMatching(/^HTTP\/1\.1 431 /),
      body: { message: 'The request headers are too large', code: 'HEADERS_TOO_LARGE' },
    });
  });
});
