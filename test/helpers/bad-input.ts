// Bad input of every kind gets a 400 JSON error with a message and a code, never a 5xx (README, "The API").
// Each case spoils one part of a body the endpoint accepts, and the body itself is sent last: the 400s are
// then known to come from the spoilt part, not from a body that was never valid.
import { expect } from 'vitest';
import type { RestResponse, setupTestApp } from './test-app.ts';

type Harness = ReturnType<typeof setupTestApp>;

export interface BadInputTarget {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  // A body the endpoint accepts (answers 2xx to, after the bad cases); each case spoils one part of it.
  validBody: Record<string, unknown>;
  optional?: string[];
  cookie?: () => string | undefined;
}

const ONE_MB_STRING = 'x'.repeat(1024 * 1024);

function expectBadRequest(response: RestResponse, label: string) {
  expect(response.status, `${label}\n${JSON.stringify(response.body)}`).toBe(400);
  expect(response.headers['content-type'], label).toContain('application/json');
  const body = response.body as { message?: unknown; code?: unknown; stack?: unknown };
  expect(typeof body.message, label).toBe('string');
  expect(typeof body.code, label).toBe('string');
  expect(JSON.stringify(body), label).not.toMatch(/at .+\.(ts|js):\d+|stack|select |insert /i);
}

export async function expectBadInputRejected(harness: Harness, target: BadInputTarget) {
  const request = (payload: string) =>
    harness.rest({
      method: target.method,
      url: target.url,
      headers: { 'content-type': 'application/json' },
      payload,
      cookie: target.cookie?.(),
    });
  const send = (payload: string, label: string) =>
    request(payload).then((response) =>
      expectBadRequest(response, `${target.method} ${target.url}: ${label}`),
    );

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

  const accepted = await request(JSON.stringify(target.validBody));
  expect(
    accepted.status,
    `${target.method} ${target.url}: the valid body\n${JSON.stringify(accepted.body)}`,
  ).toBeGreaterThanOrEqual(200);
  expect(accepted.status, `${target.method} ${target.url}: the valid body`).toBeLessThan(300);
}
