// DECISIONS.md "Errors": bad input of every kind gets a 4xx JSON error with a message and a code, never a 5xx.
import { expect } from 'vitest';
import type { RestResponse, setupTestApp } from './test-app.ts';

type Harness = ReturnType<typeof setupTestApp>;

export interface BadInputTarget {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  // A body the endpoint would accept; each case spoils one part of it.
  validBody: Record<string, unknown>;
  optional?: string[];
  cookie?: () => string | undefined;
}

const ONE_MB_STRING = 'x'.repeat(1024 * 1024);

function expectClientError(response: RestResponse, label: string) {
  expect(response.status, label).toBeGreaterThanOrEqual(400);
  expect(response.status, label).toBeLessThan(500);
  expect(response.headers['content-type'], label).toContain('application/json');
  const body = response.body as { message?: unknown; code?: unknown; stack?: unknown };
  expect(typeof body.message, label).toBe('string');
  expect(typeof body.code, label).toBe('string');
  expect(JSON.stringify(body), label).not.toMatch(/at .+\.(ts|js):\d+|stack|select |insert /i);
}

export async function expectBadInputRejected(harness: Harness, target: BadInputTarget) {
  const send = (payload: string, label: string) =>
    harness
      .rest({
        method: target.method,
        url: target.url,
        headers: { 'content-type': 'application/json' },
        payload,
        cookie: target.cookie?.(),
      })
      .then((response) => expectClientError(response, `${target.method} ${target.url}: ${label}`));

  await send('{"unterminated": ', 'malformed JSON');
  const requiredKeys = Object.keys(target.validBody).filter((key) => !target.optional?.includes(key));
  if (requiredKeys.length > 0) {
    await send('', 'empty body');
    await send('"just a string"', 'a JSON string instead of an object');
    await send('[1, 2, 3]', 'an array instead of an object');
  }

  for (const key of Object.keys(target.validBody)) {
    const value = target.validBody[key];
    const missing = { ...target.validBody };
    delete missing[key];
    if (requiredKeys.includes(key)) await send(JSON.stringify(missing), `${key} missing`);

    const wrongType = typeof value === 'number' ? 'not a number' : { nested: [1, 2] };
    await send(JSON.stringify({ ...target.validBody, [key]: wrongType }), `${key} of the wrong type`);
    if (typeof value === 'string') {
      await send(JSON.stringify({ ...target.validBody, [key]: ONE_MB_STRING }), `${key} of 1 MB`);
    }
  }
}
