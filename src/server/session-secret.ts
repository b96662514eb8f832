import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from './env.ts';
import { StartupError } from './process-errors.ts';

// Production must be given a secret (README.md, "Configure it"); development makes one once and keeps it, so
// that a restart does not sign everybody out.
export async function resolveSessionSecret(env: Env): Promise<string> {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.NODE_ENV === 'production') {
    throw new StartupError(
      'SESSION_SECRET is not set. In production, set it to a random string of at least 32 characters ' +
        '(for example: openssl rand -hex 32).',
    );
  }
  const file = path.resolve(env.DATA_DIR, 'session-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
