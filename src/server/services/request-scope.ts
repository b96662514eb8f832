// What a service may know of the request it serves, whoever calls it (a tRPC procedure, the REST adapter
// through one, a script or a test): the request's EntityManager, the cookie session and the caller's address.
// Services never see tRPC's context itself, so they can be called without it.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Session } from '../http/session.ts';

export interface RequestScope {
  em: EntityManager;
  session: Session;
  ip: string;
  // The browser's User-Agent, of which a new session keeps a short description.
  userAgent?: string | undefined;
}
