// The OpenAPI document declares what the server answers (docs/decisions/0049), and the tests' check of every
// answer against it (test/helpers/openapi-contract-check.ts) refuses what it does not declare.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { contractOf } from '../../test/helpers/openapi-contract-check.ts';
import { operationFacts, statusesOf } from './openapi-contract.ts';
import { buildOpenApiDocument } from './openapi-document.ts';
import { appRouter } from './routers/_app.ts';

const document = buildOpenApiDocument();
const contract = contractOf(document as never);

function answer(statusCode: number, body: unknown, headers: Record<string, string> = {}) {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  } as unknown as LightMyRequestResponse;
}

const factsOf = (name: string) => operationFacts(appRouter).find((facts) => facts.name === name)!;

describe('the document', () => {
  it('declares public operations open to anyone and guarded ones open to a session or a key', () => {
    const paths = document.paths as Record<string, Record<string, { security?: unknown }>>;
    expect(paths['/auth/login']?.post?.security).toEqual([]);
    expect(paths['/jobs/{id}']?.get?.security).toEqual([{ sessionCookie: [] }, { bearerKey: [] }]);
    expect(paths['/account']?.get?.security).toEqual([{ sessionCookie: [] }]);
    expect(paths['/jobs']?.post?.security).toEqual([{}, { sessionCookie: [] }, { bearerKey: [] }]);
  });

  it("derives an operation's statuses from its procedure", () => {
    expect(factsOf('jobs.byId')).toMatchObject({ guard: 'signedIn', mutation: false, namesRow: true });
    expect(statusesOf(factsOf('jobs.byId'))).toEqual([200, 400, 401, 403, 404, 408, 414, 429, 431, 500, 503]);
    expect(factsOf('admin.stats').guard).toBe('role');
    expect(statusesOf(factsOf('blog.publishedPosts'))).not.toContain(403);
    expect(statusesOf(factsOf('payments.createPaymentIntent'))).toEqual(
      expect.arrayContaining([402, 409, 502]),
    );
  });
});

describe('the check of an answer', () => {
  it('passes an error the operation declares, with its issues', () => {
    const body = {
      message: 'Too short',
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'email', message: 'Too short' }],
    };
    expect(() => contract.check('POST', '/api/auth/login', answer(400, body))).not.toThrow();
  });

  it('refuses a status the operation does not declare', () => {
    expect(() =>
      contract.check('GET', '/api/jobs/1', answer(402, { message: 'x', code: 'PAYMENT_DECLINED' })),
    ).toThrow(/does not declare/);
  });

  it('refuses an error body of another shape', () => {
    const body = { message: 'Too short', code: 'VALIDATION_ERROR', issues: [{ message: 'Too short' }] };
    expect(() => contract.check('POST', '/api/auth/login', answer(400, body))).toThrow(/does not match/);
    expect(() => contract.check('GET', '/api/jobs/1', answer(404, { message: 'x', code: 'GONE' }))).toThrow(
      /does not match/,
    );
  });

  it('refuses a 429 without Retry-After', () => {
    const body = { message: 'Slow down', code: 'TOO_MANY_REQUESTS' };
    expect(() => contract.check('POST', '/api/auth/login', answer(429, body))).toThrow(/Retry-After/);
    expect(() =>
      contract.check('POST', '/api/auth/login', answer(429, body, { 'retry-after': '30' })),
    ).not.toThrow();
  });
});
