// Every operation of the OpenAPI document, fuzzed through both doors (REST and tRPC) by callers of every role:
// whatever arrives, the answer is never a 5xx, and an error is JSON. Seeded and reproducible: a failure prints
// its seed and path, and FUZZ_SEED replays it. `npm test` runs FUZZ_RUNS (default 25) requests per operation
// and door; `npm run test:load` runs 1,000.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../test/factories.ts';
import { type FuzzRequest, operationsOf, requestsFor } from '../../test/helpers/fuzz-requests.ts';
import { setupTestApp } from '../../test/helpers/test-app.ts';
import { buildOpenApiDocument } from './openapi-document.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

const t = setupTestApp();
const operations = operationsOf(buildOpenApiDocument() as never);

async function callers(): Promise<(string | undefined)[]> {
  const client = await createUser(t.em);
  const copywriter = await createCopywriter(t.em, 'approved');
  const admin = await createUser(t.em, { role: 'admin' });
  // Some ids exist, so that requests reach past "not found" into the rules.
  await createJob(t.em, { client });
  await createJob(t.em, { client, copywriter, status: 'in_progress' });
  return [
    undefined,
    await t.restLoginAs(client),
    await t.restLoginAs(copywriter),
    await t.restLoginAs(admin),
  ];
}

async function send(request: FuzzRequest, cookie: string | undefined) {
  return t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
    payload: request.payload,
  });
}

describe('fuzzing every operation from the OpenAPI document', () => {
  it('found the operations', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  for (const operation of operations) {
    for (const door of ['rest', 'trpc'] as const) {
      it(`${operation.method.toUpperCase()} ${operation.path} through ${door}`, async () => {
        const cookies = await callers();
        let failure: string | undefined;
        await fc
          .assert(
            fc.asyncProperty(
              requestsFor(operation, door),
              fc.nat(cookies.length - 1),
              async (request, who) => {
                const response = await send(request, cookies[who]);
                const ok =
                  response.statusCode < 500 &&
                  (response.statusCode < 400 || String(response.headers['content-type']).includes('json'));
                if (!ok) {
                  failure = `${response.statusCode} ${request.method} ${request.url.slice(0, 200)} ${String(
                    request.payload,
                  ).slice(0, 200)}: ${response.body.slice(0, 300)}`;
                }
                return ok;
              },
            ),
            { numRuns: RUNS, seed: SEED, endOnFailure: true },
          )
          .catch((error: unknown) => {
            throw new Error(
              `${failure ?? ''}\n${error instanceof Error ? error.message.slice(0, 600) : error}`,
            );
          });
      }, 120_000);
    }
  }
});
