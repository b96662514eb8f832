// Bodies built to hurt the server rather than to be read: JSON nested thousands of levels deep. Through either
// door the answer is a 4xx JSON error with a message and a code, never a 5xx.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/helpers/test-app.ts';

const t = setupTestApp();

const DEPTH = 5000;
const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;

const BODIES = {
  'an array nested 5,000 deep': deepArray,
  'an object nested 5,000 deep': deepObject,
  'a field holding an array nested 5,000 deep': `{"email":${deepArray},"password":"secret-password"}`,
  'a field holding an object nested 5,000 deep': `{"email":"someone@example.com","password":${deepObject}}`,
};

function expectClientError(response: { status: number; body: unknown; headers: Record<string, unknown> }) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(String(response.headers['content-type'])).toContain('application/json');
}

describe('JSON nested 5,000 levels deep', () => {
  for (const [name, payload] of Object.entries(BODIES)) {
    it(`POST /api/auth/login with ${name} answers 4xx JSON`, async () => {
      const response = await t.rest({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectClientError(response);
      const body = response.body as { message?: unknown; code?: unknown };
      expect(typeof body.message).toBe('string');
      expect(typeof body.code).toBe('string');
    });

    it(`POST /api/jobs (a signed-in client) with ${name} answers 4xx JSON`, async () => {
      const { cookie } = await t.restLogin('client');
      const response = await t.rest({
        method: 'POST',
        url: '/api/jobs',
        headers: { 'content-type': 'application/json' },
        payload,
        cookie,
      });
      expectClientError(response);
    });

    it(`POST /trpc/auth.login with ${name} answers 4xx JSON`, async () => {
      const response = await t.rest({
        method: 'POST',
        url: '/trpc/auth.login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectClientError(response);
    });
  }
});
