import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../src/server/db/entities/user.ts';
import { createTestDatabase, type TestDatabase } from '../test/helpers/test-database.ts';

const root = path.resolve(import.meta.dirname, '..');
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db.drop());

async function createAdmin(args: string[], password: string) {
  const child = spawn(process.execPath, ['scripts/create-admin.ts', ...args, '--password-stdin'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: db.url },
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  child.stdin.end(`${password}\n`);
  const [code] = await once(child, 'exit');
  return { code, output };
}

describe('npm run create-admin', () => {
  it('creates an admin who can log in, with the password hashed', async () => {
    const result = await createAdmin(
      ['--email', 'Boss@Example.com', '--name', 'The Boss'],
      'a long admin password',
    );
    expect(result.code, result.output).toBe(0);
    const admin = await db.orm.em.fork().findOneOrFail(User, { email: 'boss@example.com' });
    expect(admin.role).toBe('admin');
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses bad input with the form messages and a second account for the same email', async () => {
    const bad = await createAdmin(['--email', 'nope', '--name', 'B'], 'short');
    expect(bad.code).toBe(2);
    expect(bad.output).toContain('Password must be at least 8 characters long');
    expect(bad.output).toContain('Please enter a valid email address');
    const common = await createAdmin(['--email', 'common@example.com', '--name', 'Casey'], 'password1');
    expect(common.code).toBe(2);
    expect(common.output).toContain('This password is too common. Choose another.');

    await createAdmin(['--email', 'twice@example.com', '--name', 'Twice'], 'a long admin password');
    const again = await createAdmin(
      ['--email', 'twice@example.com', '--name', 'Twice'],
      'a long admin password',
    );
    expect(again.code).toBe(1);
    expect(again.output).toContain('An account with this email already exists');
  });
});
