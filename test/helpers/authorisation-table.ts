// The engine of the (role, endpoint) tables: each caller signs in through the REST API, and each gets the
// call made afresh (new state), so that one caller's success cannot change what the next one finds.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../../src/server/db/entities/user.ts';
import { createCopywriter, createUser } from '../factories.ts';
import type { setupTestApp } from './test-app.ts';

export interface TableCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
}

export async function statusesByCaller<Actors extends Record<string, User>>(
  harness: ReturnType<typeof setupTestApp>,
  actors: Actors,
  callers: readonly (keyof Actors | 'anonymous')[],
  call: (actors: Actors) => Promise<TableCall>,
): Promise<Record<string, number>> {
  const cookies = new Map<keyof Actors, string>();
  await Promise.all(
    Object.entries(actors).map(async ([role, user]) => cookies.set(role, await harness.restLoginAs(user))),
  );
  const seen: Record<string, number> = {};
  for (const caller of callers) {
    const request = await call(actors);
    const response = await harness.rest({
      method: request.method,
      url: request.url,
      payload: request.body as never,
      cookie: caller === 'anonymous' ? undefined : cookies.get(caller),
    });
    seen[String(caller)] = response.status;
  }
  return seen;
}

// The seven callers of the marketplace and chat tables: every role, and a copywriter in each state.
export const MARKETPLACE_CALLERS = [
  'anonymous',
  'clientA',
  'clientB',
  'pendingCopywriter',
  'copywriter',
  'otherCopywriter',
  'admin',
] as const;
export type MarketplaceCaller = (typeof MARKETPLACE_CALLERS)[number];
export type MarketplaceActors = Record<Exclude<MarketplaceCaller, 'anonymous'>, User>;

export async function createMarketplaceActors(em: () => EntityManager): Promise<MarketplaceActors> {
  return {
    clientA: await createUser(em()),
    clientB: await createUser(em()),
    pendingCopywriter: await createCopywriter(em(), 'pending'),
    copywriter: await createCopywriter(em(), 'approved'),
    otherCopywriter: await createCopywriter(em(), 'approved'),
    admin: await createUser(em(), { role: 'admin' }),
  };
}
