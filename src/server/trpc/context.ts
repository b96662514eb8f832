import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionOptions } from 'iron-session';
import type { Session, SessionData } from '../http/session.ts';
import { sessionReader } from '../http/session-reader.ts';
import type { LiveBus } from '../live/live-bus.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import type { WebhookSettings } from '../queue/webhook-tasks.ts';
import type { Delivery } from '../services/chat-stream.ts';
import type { PayoutRules } from '../services/payouts/earnings.ts';

export interface Settings {
  adminSignupCode: string | undefined;
  // The origin of every absolute link (PUBLIC_URL), and the key that signs the links in emails.
  publicUrl: string;
  linkSecret: string;
  // REQUIRE_ADMIN_2FA: an admin without two-factor sign-in may use no admin call (docs/decisions/0037).
  requireAdminTwoFactor: boolean;
  // PLATFORM_FEE_PERCENT and PAYOUT_CLEARANCE_DAYS (docs/decisions/0039).
  payouts: PayoutRules;
  // Requests a minute per API key; 600 unless a test says less (docs/decisions/0047).
  apiKeyRequestsPerMinute?: number;
  // How webhooks are sent (docs/decisions/0048); unset, as outside production with a 10 s first retry.
  webhooks?: WebhookSettings;
}

export interface Services {
  gateway: PaymentGateway;
  // New chat messages and bell changes from every instance; buildApp starts one per app
  // (src/server/live/live-bus.ts).
  liveBus: LiveBus<Delivery>;
}

export interface Context {
  em: EntityManager;
  session: Session;
  // The key of `Authorization: Bearer <key>`, which then signs the caller in instead of the cookie; '' for an
  // Authorization header of another shape, which no key matches (docs/decisions/0047).
  bearer?: string | undefined;
  // The procedure calls the request makes: a /trpc batch makes several, and a key counts each (docs/decisions/0047).
  calls?: number;
  ip: string;
  userAgent?: string | undefined;
  settings: Settings;
  services: Services;
  // The path and query the request came to (a paged list names its next page from it), and a response
  // header to add (Retry-After, Link).
  url: string;
  setHeader(name: string, value: string): void;
  // The id the request is logged under, which a 5xx answer names; none for a call made without HTTP.
  requestId?: string;
}

export interface ContextDeps {
  em: EntityManager;
  sessionOptions: SessionOptions;
  settings: Settings;
  // The services for one request's procedures (the HTTP edge may wrap them: http/off-turn-services.ts).
  servicesOf(request: FastifyRequest): Services;
}

/** The key an Authorization header carries, '' when it is malformed, none without the header. */
export function bearerOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  return /^Bearer +([\x21-\x7e]{1,200})$/i.exec(header)?.[1] ?? '';
}

// One forked EntityManager per request: its identity map lives and dies with the request.
export function contextFactory(deps: ContextDeps) {
  const sessions = sessionReader(deps.sessionOptions);
  return async ({
    req,
    res,
    info,
  }: {
    req: FastifyRequest;
    res: FastifyReply;
    // tRPC's description of the request; the REST adapter's requests make one call each.
    info?: { calls: readonly unknown[] };
  }): Promise<Context> => ({
    em: deps.em.fork(),
    session: await sessions.read<SessionData>(req.raw, res.raw),
    bearer: bearerOf(req.headers.authorization),
    calls: Math.max(1, info?.calls.length ?? 1),
    ip: req.ip,
    userAgent: req.headers['user-agent'],
    settings: deps.settings,
    services: deps.servicesOf(req),
    // The REST adapter rewrites req.url without its /api prefix; the original is what a client asked for.
    url: req.originalUrl,
    setHeader(name, value) {
      res.header(name, value);
    },
    requestId: req.id,
  });
}
