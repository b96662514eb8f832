import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../src/server/db/entities/user.ts';
import { createAccount } from '../src/server/services/auth-service.ts';
import type { Role } from '../src/shared/constants.ts';

let sequence = 0;

export const DEFAULT_PASSWORD = 'correct horse battery';

export async function createUser(
  em: EntityManager,
  overrides: Partial<{ name: string; email: string; password: string; role: Role }> = {},
): Promise<User> {
  sequence += 1;
  const role = overrides.role ?? 'client';
  return createAccount(em.fork(), {
    name: overrides.name ?? `Test ${role} ${sequence}`,
    email: overrides.email ?? `${role}${sequence}-${process.pid}@example.com`,
    password: overrides.password ?? DEFAULT_PASSWORD,
    role,
  });
}
