// Router tests call procedures through a caller (as the web client does) and the REST paths through
// fastify's inject (as an integration does), both against a real PostgreSQL.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type AppOptions, buildApp } from '../../src/server/app.ts';
import type { User } from '../../src/server/db/entities/user.ts';
import { forgetShortLivedReads } from '../../src/server/db/short-lived-reads.ts';
import { linkSecretOf } from '../../src/server/email/link-secret.ts';
import type { Session, SessionData } from '../../src/server/http/session.ts';
import type { PaymentGateway } from '../../src/server/payments/gateway.ts';
import { createTestGateway } from '../../src/server/payments/test-gateway.ts';
import { appRouter } from '../../src/server/routers/_app.ts';
import { openSession } from '../../src/server/services/user-sessions.ts';
import type { Context } from '../../src/server/trpc/context.ts';
import { createCallerFactory } from '../../src/server/trpc/init.ts';
import type { Role } from '../../src/shared/constants.ts';
import { createUser, DEFAULT_PASSWORD } from '../factories.ts';
import { checkAnswersAgainstContract, writeContractTally } from './openapi-contract-check.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const TEST_ADMIN_CODE = 'test-admin-code';
export const TEST_SESSION_SECRET = 'a test session secret that is long enough';
export const TEST_PUBLIC_URL = 'http://humanise.test';
export const TEST_SETTINGS = {
  adminSignupCode: TEST_ADMIN_CODE,
  publicUrl: TEST_PUBLIC_URL,
  linkSecret: linkSecretOf(TEST_SESSION_SECRET),
  // As in development; the tests of two-factor sign-in turn it on (two-factor.test.ts).
  requireAdminTwoFactor: false,
  payouts: { feePercent: 20, clearanceDays: 7 },
};

const createCaller = createCallerFactory(appRouter);

// An app on a test database as the tests start one: the built-in test gateway, emails kept rather than sent, no
// proxy in front, a silent log. A test names what it needs otherwise (a proxy, a log it reads, production).
// Given the test database, the app reaches it as a server would: behind the tests' pooler, if any, with the
// database's own URL as DATABASE_DIRECT_URL.
export function testAppOptions(db: TestDatabase, overrides: Partial<AppOptions> = {}): AppOptions {
  return {
    orm: db.orm,
    directDatabaseUrl: db.directUrl,
    production: false,
    sessionSecret: TEST_SESSION_SECRET,
    settings: TEST_SETTINGS,
    services: { gateway: createTestGateway() },
    mail: { smtpUrl: undefined, from: 'Humanise AI <hello@humanise.test>', retryDelaySeconds: 1 },
    trustedOrigins: [],
    trustProxy: false,
    logLevel: 'silent',
    ...overrides,
  };
}

// A database of its own and an app on it, ready for requests, for a test file whose app setupTestApp does not
// make; stopTestApp ends both.
export async function startTestApp(
  overrides: Partial<AppOptions> = {},
): Promise<{ db: TestDatabase; app: FastifyInstance }> {
  const db = await createTestDatabase();
  const app = await buildApp(testAppOptions(db, overrides));
  await app.ready();
  checkAnswersAgainstContract(app);
  return { db, app };
}

export async function stopTestApp(app: FastifyInstance | undefined, db: TestDatabase | undefined) {
  writeContractTally();
  await app?.close();
  await db?.drop();
}

export function memorySession(data: SessionData = {}): Session {
  const session: Session = {
    ...data,
    async save() {},
    destroy() {
      delete session.userId;
      delete session.sessionId;
    },
  };
  return session;
}

export interface RestResponse {
  status: number;
  body: unknown;
  headers: Record<string, unknown>;
  cookie: string | undefined;
}

// `gateway` makes the payment gateway when the app is built (a Stripe test points it at the Stripe-shaped
// server it started at the top of its file); the built-in test gateway by default.
// `smtpUrl` sends email to an SMTP server the test started; without it emails are kept, as in development.
// `settings` adds to TEST_SETTINGS (webhooks retried after 1 s, for one).
export function setupTestApp(
  options: {
    webRoot?: string;
    gateway?: () => PaymentGateway;
    smtpUrl?: () => string;
    settings?: Partial<Context['settings']>;
  } = {},
) {
  const settings = { ...TEST_SETTINGS, ...options.settings };
  let db: TestDatabase;
  let app: FastifyInstance;
  let gateway: PaymentGateway;
  // Behind the tests' pooler, session state lost between transactions shows as a 5xx ("prepared statement …
  // does not exist", docs/decisions/0024), which a test expecting some other failure might not notice. The
  // files run there expect no 5xx at all, so any one fails the file.
  const serverErrors: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    gateway = options.gateway?.() ?? createTestGateway();
    app = await buildApp(
      testAppOptions(db, {
        services: { gateway },
        mail: {
          smtpUrl: options.smtpUrl?.(),
          from: 'Humanise AI <hello@humanise.test>',
          retryDelaySeconds: 1,
        },
        webRoot: options.webRoot,
        settings,
      }),
    );
    if (db.directUrl) {
      app.addHook('onResponse', async (request, reply) => {
        if (reply.statusCode >= 500)
          serverErrors.push(`${request.method} ${request.url}: ${reply.statusCode}`);
      });
    }
    await app.ready();
    // Every answer of the app is checked against its OpenAPI document (docs/decisions/0049).
    checkAnswersAgainstContract(app);
  });
  beforeEach(async () => {
    await db.reset();
    // What the app kept of the emptied tables (src/server/db/short-lived-reads.ts) goes with them.
    forgetShortLivedReads(db.orm.em);
  });
  afterAll(async () => {
    await stopTestApp(app, db);
    if (serverErrors.length) throw new Error(`answered 5xx behind the pooler:\n${serverErrors.join('\n')}`);
  });

  const harness = {
    get app() {
      return app;
    },
    get em() {
      return db.orm.em.fork();
    },
    // The test database itself, whether or not the app reaches it through a pooler.
    get databaseUrl() {
      return db.url;
    },

    statementsDuring(work: () => Promise<unknown>) {
      return db.statementsDuring(work);
    },

    context(session: Session = memorySession(), ip = '127.0.0.1'): Context {
      return {
        em: db.orm.em.fork(),
        session,
        ip,
        settings,
        services: { gateway, liveBus: app.liveBus },
        url: '/',
        setHeader() {},
      };
    },

    // A session signed in as the user, as a login opens one (a row of user_sessions, docs/decisions/0034).
    async sessionOf(user: User): Promise<Session> {
      const em = db.orm.em.fork();
      const sessionId = await openSession(em, user, { ip: '127.0.0.1', userAgent: 'vitest' });
      return memorySession({ userId: user.id, sessionId });
    },

    caller(session: Session = memorySession()) {
      return createCaller(harness.context(session));
    },

    // A caller signed in as a new user of the given role ('anonymous': nobody).
    async createTestCaller({ as }: { as: Role | 'anonymous' }) {
      if (as === 'anonymous') return { caller: harness.caller(), user: undefined, session: memorySession() };
      const user = await createUser(db.orm.em, { role: as });
      const session = await harness.sessionOf(user);
      return { caller: harness.caller(session), user, session };
    },

    async rest(options: InjectOptions & { cookie?: string }): Promise<RestResponse> {
      const { cookie, headers, ...rest } = options;
      const response = await app.inject({ ...rest, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
      const setCookie = response.headers['set-cookie'];
      const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
      let body: unknown = response.body;
      if (String(response.headers['content-type'] ?? '').includes('application/json') && response.body) {
        body = JSON.parse(response.body);
      }
      return { status: response.statusCode, body, headers: response.headers, cookie: first?.split(';')[0] };
    },

    // Signs a new user of the role in through POST /api/auth/login and returns the session cookie.
    async restLogin(role: Role): Promise<{ user: User; cookie: string }> {
      const user = await createUser(db.orm.em, { role });
      return { user, cookie: await harness.restLoginAs(user) };
    },

    // Signs an existing factory-made user in through POST /api/auth/login.
    async restLoginAs(user: User): Promise<string> {
      const response = await harness.rest({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: DEFAULT_PASSWORD },
      });
      if (response.status !== 200 || !response.cookie) throw new Error(`login failed: ${response.status}`);
      return response.cookie;
    },
  };
  return harness;
}
