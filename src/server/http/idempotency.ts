// Idempotency-Key on every POST under /api (docs/decisions/0050): the same key with the same request from the
// same caller within 24 hours is answered the first answer again, without doing the work twice; with another
// request 422, while the first is still running 409. It lives at the edge, around the procedure's call
// (rest-adapter.ts); services never see it (docs/decisions/0026).
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ABANDONED_AFTER_SECONDS,
  claimIdempotencyKey,
  type KeptAnswer,
  keepAnswer,
  refreshIdempotencyKey,
  releaseIdempotencyKey,
} from '../db/idempotency-keys.ts';
import { AppError } from '../errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
// Said on an answer given again, as Stripe does.
export const REPLAYED_HEADER = 'idempotent-replayed';
// The headers of an answer that are kept with it. Never Set-Cookie: a replay hands out no session.
export const KEPT_HEADERS = ['location', 'link'] as const;

// 1 to 255 visible ASCII characters. Two headers arrive joined by ", ", which has a space: refused too.
const KEY = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key, none without the header, or a 400 when it is malformed. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY.test(value)) {
    throw new AppError(
      'INVALID_IDEMPOTENCY_KEY',
      'The Idempotency-Key header must be 1 to 255 visible ASCII characters',
    );
  }
  return value;
}

// JSON with each object's keys sorted: the same body sent with its keys in another order or other spacing is
// the same request.
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of the canonical request: method, path (without the query) and body (none reads as {}). */
export function fingerprintOf(method: string, url: string, body: unknown): string {
  const path = url.split('?', 1)[0]!;
  return createHash('sha256')
    .update(`${method}\n${path}\n${canonicalJson(body ?? {})}`)
    .digest('hex');
}

/**
 * Whether an answer is one to give again. A 5xx is not kept (the retry runs again: nothing may have been
 * done), nor a 401, 408 or 429, which say "not now" or "not you" rather than what the request did.
 */
export function isKept(status: number): boolean {
  return status >= 200 && status < 500 && ![401, 408, 429].includes(status);
}

// The running request refreshes its row well within the minute after which a retry may take it over.
const REFRESH_MS = (ABANDONED_AFTER_SECONDS * 1000) / 4;

/**
 * The request's answer: run once under the caller's key and kept, or the kept answer of the first run
 * (`replayed`). 422 IDEMPOTENCY_KEY_REUSED for another request under the key, 409 IDEMPOTENCY_KEY_IN_USE
 * while the first is still running.
 */
export async function answerOnce(
  em: EntityManager,
  claim: { userId: number; key: string; fingerprint: string },
  run: () => Promise<KeptAnswer>,
  onStoreFailure: (error: unknown) => void,
): Promise<KeptAnswer & { replayed: boolean }> {
  const taken = await claimIdempotencyKey(em, claim.userId, claim.key, claim.fingerprint);
  if (taken.kind === 'reused') {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used with another request: use a new key for a new request',
    );
  }
  if (taken.kind === 'in-use') {
    throw new AppError(
      'IDEMPOTENCY_KEY_IN_USE',
      'A request with this Idempotency-Key is still being answered: try again in a moment',
    );
  }
  if (taken.kind === 'done') return { ...taken.answer, replayed: true };

  const refresh = setInterval(() => {
    refreshIdempotencyKey(em, taken.id).catch(onStoreFailure);
  }, REFRESH_MS);
  refresh.unref();
  let answer: KeptAnswer;
  try {
    answer = await run();
  } catch (error) {
    clearInterval(refresh);
    await releaseIdempotencyKey(em, taken.id).catch(onStoreFailure);
    throw error;
  }
  clearInterval(refresh);
  // The answer is sent whatever becomes of its keeping: a row left running is taken over after a minute.
  try {
    if (isKept(answer.status)) await keepAnswer(em, taken.id, answer);
    else await releaseIdempotencyKey(em, taken.id);
  } catch (error) {
    onStoreFailure(error);
  }
  return { ...answer, replayed: false };
}
