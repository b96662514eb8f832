// A 500 through either door leaves its cause in the server's log, the error with its stack, under a request id
// that the caller also gets in the error body, so that a report of a failure can be matched to its log line.
// The body itself says nothing of the cause.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, stopTestApp } from '../../test/helpers/test-app.ts';
import type { TestDatabase } from '../../test/helpers/test-database.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface LogLine {
  level: number;
  reqId?: string;
  msg?: string;
  err?: { message?: string; stack?: string };
}

let db: TestDatabase;
let app: FastifyInstance;
const logLines: LogLine[] = [];

beforeAll(async () => {
  ({ db, app } = await startTestApp({
    logLevel: 'info',
    logStream: new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    }),
  }));
  // The directory reads this table: without it, every read of the directory is a database error.
  await db.orm.em
    .getConnection()
    .execute('alter table copywriter_profiles rename to copywriter_profiles_gone');
});

afterAll(async () => stopTestApp(app, db));

function failureLogged(requestId: string): LogLine | undefined {
  return logLines.find((line) => line.reqId === requestId && line.level >= 50 && line.err?.stack);
}

describe('a 500', () => {
  it('through the REST door: the cause in the log under the request id the body names', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/copywriters',
      // A caller does not choose the id its request is logged under.
      headers: { 'request-id': 'chosen-by-the-caller', 'x-request-id': 'chosen-by-the-caller' },
    });
    expect(response.statusCode).toBe(500);
    const body = response.json() as { message: string; code: string; requestId: string };
    expect(body).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_SERVER_ERROR',
      requestId: expect.stringMatching(UUID),
    });
    expect(response.body).not.toMatch(/copywriter_profiles|\bat \S+:\d+/);

    const logged = failureLogged(body.requestId);
    expect(logged, JSON.stringify(logLines)).toBeDefined();
    expect(logged?.err?.stack).toContain('copywriter_profiles');
    expect(logged?.err?.stack).toMatch(/\n\s+at /);
  });

  it('through the tRPC door: the same, with the request id in data.api', async () => {
    const response = await app.inject({ method: 'GET', url: '/trpc/copywriter.directory' });
    expect(response.statusCode).toBe(500);
    const body = response.json() as {
      error: { data: { api: { message: string; code: string; requestId: string }; stack?: string } };
    };
    expect(body.error.data.api).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_SERVER_ERROR',
      requestId: expect.stringMatching(UUID),
    });
    expect(body.error.data.stack).toBeUndefined();
    expect(response.body).not.toMatch(/copywriter_profiles|\bat \S+:\d+/);

    const logged = failureLogged(body.error.data.api.requestId);
    expect(logged, JSON.stringify(logLines)).toBeDefined();
    expect(logged?.err?.stack).toContain('copywriter_profiles');
    expect(logged?.err?.stack).toMatch(/\n\s+at /);
  });

  it('gives each request its own id', async () => {
    const ids = new Set<string>();
    for (let n = 0; n < 3; n += 1) {
      const response = await app.inject({ method: 'GET', url: '/api/copywriters' });
      ids.add((response.json() as { requestId: string }).requestId);
    }
    expect(ids.size).toBe(3);
  });
});
