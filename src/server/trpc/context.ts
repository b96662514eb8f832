import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getIronSession, type SessionOptions } from 'iron-session';

export interface SessionData {
  userId?: number;
  sessionVersion?: number;
}

// What a procedure sees of the cookie session: iron-session's object in HTTP, a plain object in tests.
export type Session = SessionData & {
  save(): Promise<void>;
  destroy(): void;
};

export interface Settings {
  adminSignupCode: string | undefined;
}

export interface Context {
  em: EntityManager;
  session: Session;
  ip: string;
  settings: Settings;
}

export interface ContextDeps {
  em: EntityManager;
  sessionOptions: SessionOptions;
  settings: Settings;
}

export const SESSION_COOKIE = 'humanise_session';

// One forked EntityManager per request: its identity map lives and dies with the request.
export function contextFactory(deps: ContextDeps) {
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => ({
    em: deps.em.fork(),
    session: await getIronSession<SessionData>(req.raw, res.raw, deps.sessionOptions),
    ip: req.ip,
    settings: deps.settings,
  });
}
