// What every load test starts from: a server process configured as production runs it behind a proxy
// (TRUST_PROXY, one SESSION_SECRET), the test gateway for payments, and one approved copywriter per virtual user.
import type { EntityManager } from '@mikro-orm/postgresql';
import { createCopywriter, DEFAULT_PASSWORD } from '../../factories.ts';
import { type ServerProcess, startServerProcess } from '../server-process.ts';
import type { LoadCopywriter } from './load-run.ts';

export const LOAD_SESSION_SECRET = 'one secret for every instance of the load tests';

export function startLoadServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  return startServerProcess({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: LOAD_SESSION_SECRET,
    // The virtual users' addresses arrive in X-Forwarded-For, as from a proxy in front of the server.
    TRUST_PROXY: 'true',
    // No Stripe keys: the test gateway takes the payments.
    STRIPE_SECRET_KEY: '',
    PAYMENTS: '',
    LOG_LEVEL: 'warn',
    ...env,
  });
}

export async function makeCopywriters(em: EntityManager, count: number): Promise<LoadCopywriter[]> {
  const copywriters: LoadCopywriter[] = [];
  for (let n = 0; n < count; n += 1) {
    const user = await createCopywriter(em);
    copywriters.push({ id: user.id, email: user.email, password: DEFAULT_PASSWORD });
  }
  return copywriters;
}
