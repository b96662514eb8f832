// API keys (docs/decisions/0047). A key is 32 random bytes behind a recognisable prefix; only its SHA-256 is
// kept. A slow password hash (argon2) guards what people choose and reuse, which a fast hash would let an
// attacker with the table guess; a key has 256 bits of entropy and no guess comes close, so one fast hash is as
// safe, and it is looked up by equality on every request, where argon2's tens of milliseconds would be paid on
// each call. Nothing about a key is remembered between requests: each one reads the row, so a revocation or a
// suspension holds at once on every instance.
import { createHash, randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../../shared/constants.ts';
import { type ApiKeyScope, SCOPES_OF_ROLE } from '../../shared/domain/api-key-scopes.ts';
import {
  API_KEYS_PER_ACCOUNT,
  type ApiKeyDto,
  type ApiKeyList,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '../../shared/schemas/api-keys.ts';
import { countKeyRequest } from '../db/api-key-requests.ts';
import { ApiKey } from '../db/entities/api-key.ts';
import { User } from '../db/entities/user.ts';
import { AppError } from '../errors.ts';
import { recordAudit } from './audit-log.ts';
import { refuseTooMany, secondsUntilFree } from './throttle.ts';

export const API_KEY_PREFIX = 'hk_live_';
// hk_live_ and four characters of the key: enough to tell an owner's keys apart, far too few to guess it by.
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 4;
export const API_KEY_REQUESTS_PER_MINUTE = 600;

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function dto(key: ApiKey): ApiKeyDto {
  return {
    id: key.id,
    name: key.name,
    scopes: key.scopes.split(' ') as ApiKeyScope[],
    prefix: key.prefix,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  };
}

/** POST /api/account/api-keys: the key is answered this once; a scope beyond the owner's role is a 400. */
export async function createApiKey(
  em: EntityManager,
  user: User,
  input: CreateApiKeyInput,
): Promise<CreatedApiKey> {
  const allowed: readonly ApiKeyScope[] = SCOPES_OF_ROLE[user.role as Role];
  const beyond = input.scopes.filter((scope) => !allowed.includes(scope));
  if (beyond.length > 0) {
    throw new AppError('VALIDATION_ERROR', `Your account cannot grant ${beyond.join(', ')}`, {
      issues: [{ path: ['scopes'], message: `Your account cannot grant ${beyond.join(', ')}` }],
    });
  }
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return em.transactional(async (tx) => {
    // Under the owner's row lock, so that two creations at once cannot pass the count together.
    await tx.findOneOrFail(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const count = await tx.count(ApiKey, { user: user.id, revokedAt: null });
    if (count >= API_KEYS_PER_ACCOUNT) {
      throw new AppError('CONFLICT', `An account may have at most ${API_KEYS_PER_ACCOUNT} API keys`);
    }
    const row = tx.create(ApiKey, {
      user: user.id,
      name: input.name,
      scopes: input.scopes.join(' '),
      prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
      hash: hashApiKey(key),
    });
    await tx.flush();
    recordAudit(tx, {
      action: 'api_key.created',
      actor: user,
      subject: user,
      detail: `${row.name} (${row.prefix}…): ${row.scopes}`,
    });
    await tx.flush();
    return { ...dto(row), key };
  });
}

/** GET /api/account/api-keys: the live keys, the newest first, never the key itself. */
export async function listApiKeys(em: EntityManager, userId: number): Promise<ApiKeyList> {
  const keys = await em.find(
    ApiKey,
    { user: userId, revokedAt: null },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: API_KEYS_PER_ACCOUNT },
  );
  return { apiKeys: keys.map(dto) };
}

/** DELETE /api/account/api-keys/{id}: another's key, or one revoked already, is not found. */
export async function revokeApiKey(em: EntityManager, user: User, id: number): Promise<void> {
  await em.transactional(async (tx) => {
    const [row] = await tx.execute<{ name: string; prefix: string }[]>(
      `update api_keys set revoked_at = now() where id = ? and user_id = ? and revoked_at is null
        returning name, prefix`,
      [id, user.id],
    );
    if (!row) throw new AppError('NOT_FOUND', 'API key not found');
    recordAudit(tx, {
      action: 'api_key.revoked',
      actor: user,
      subject: user,
      detail: `${row.name} (${row.prefix}…)`,
    });
    await tx.flush();
  });
}

/** Every live key of the account ends (a suspension, in its transaction). */
export async function revokeKeysOf(em: EntityManager, userId: number): Promise<number> {
  const rows = await em.execute<{ id: number }[]>(
    'update api_keys set revoked_at = now() where user_id = ? and revoked_at is null returning id',
    [userId],
  );
  return rows.length;
}

export interface KeyHolder {
  user: User;
  keyId: number;
  scopes: ApiKeyScope[];
  // The key's requests counted in its current window, this request's calls included, and when it ends.
  hits: number;
  windowEndsAt: Date;
}

// A key's window of requests: its limit (600 unless Settings say less) is a number per minute.
const RATE_WINDOW_SECONDS = 60;

/**
 * The owner of a live key, or a 401, with the request's `calls` counted against the key's rate. A suspended
 * owner's key signs nobody in, whatever its row says. One statement reads, counts and records the use
 * (db/api-key-requests.ts); whether the count is over the limit is `enforceKeyRate`'s to say.
 */
export async function authenticateApiKey(em: EntityManager, key: string, calls = 1): Promise<KeyHolder> {
  const found = key.startsWith(API_KEY_PREFIX)
    ? await countKeyRequest(em, hashApiKey(key), calls, RATE_WINDOW_SECONDS)
    : null;
  if (!found) throw new AppError('UNAUTHORIZED', 'This API key is not valid');
  return { ...found, scopes: found.scopes.split(' ') as ApiKeyScope[] };
}

/**
 * The key's quota and what is left of it, as the IETF's RateLimit header fields say them
 * (draft-ietf-httpapi-ratelimit-headers-10): the policy once, the requests left and the seconds until the window
 * ends. An integration paces itself by them rather than by its 429s.
 */
export function rateLimitHeaders(
  holder: Pick<KeyHolder, 'hits' | 'windowEndsAt'>,
  perMinute: number,
): Record<'RateLimit-Policy' | 'RateLimit', string> {
  const left = Math.max(0, perMinute - holder.hits);
  const seconds = Math.max(0, Math.ceil((holder.windowEndsAt.getTime() - Date.now()) / 1000));
  return {
    'RateLimit-Policy': `"key";q=${perMinute};w=${RATE_WINDOW_SECONDS}`,
    RateLimit: `"key";r=${left};t=${seconds}`,
  };
}

/**
 * At most `perMinute` requests a minute per key, counted in fixed windows of a minute (docs/decisions/0047):
 * past it, 429 with Retry-After until the window ends. A call refused here has been counted, as every call
 * a key makes is; the next window starts from nothing.
 */
export function enforceKeyRate(holder: Pick<KeyHolder, 'hits' | 'windowEndsAt'>, perMinute: number): void {
  if (holder.hits <= perMinute) return;
  refuseTooMany(secondsUntilFree(holder.windowEndsAt, 0), 'Too many requests with this API key');
}

// The scope each procedure needs of a key, by its router and whether it reads or writes. A procedure of no
// router here (the account, sign-in, admin pages, payouts, two-factor) is refused to every key: only a
// signed-in person does those (docs/decisions/0047).
const SCOPES_OF_ROUTER: Record<string, { query: ApiKeyScope; mutation: ApiKeyScope }> = {
  jobs: { query: 'jobs:read', mutation: 'jobs:write' },
  quotes: { query: 'jobs:read', mutation: 'jobs:write' },
  disputes: { query: 'jobs:read', mutation: 'jobs:write' },
  copywriter: { query: 'jobs:read', mutation: 'jobs:write' },
  payments: { query: 'jobs:read', mutation: 'payments:write' },
  chat: { query: 'chat', mutation: 'chat' },
  webhooks: { query: 'webhooks', mutation: 'webhooks' },
};

/** The scope a key needs for a procedure, or none when no key may call it. */
export function scopeOfProcedure(path: string, type: string): ApiKeyScope | undefined {
  const scopes = SCOPES_OF_ROUTER[path.split('.')[0] ?? ''];
  if (!scopes) return undefined;
  return type === 'query' ? scopes.query : scopes.mutation;
}

/** A 403 INSUFFICIENT_SCOPE unless the key carries the scope. */
export function checkScope(holder: Pick<KeyHolder, 'scopes'>, scope: ApiKeyScope | undefined): void {
  if (!scope || !holder.scopes.includes(scope)) {
    throw new AppError(
      'INSUFFICIENT_SCOPE',
      scope ? `This API key lacks the ${scope} scope` : 'API keys cannot make this call; sign in instead',
    );
  }
}
