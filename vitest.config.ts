import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's own default for a run is one worker fewer than the cores: a single one on CI's two cores, which ran
    // the files one after another (18 minutes, measured). An integration test file spends much of its time
    // waiting on PostgreSQL, another process, and each file's imports run while another file waits, so two
    // workers at least. Each file has a database of its own (test/helpers/test-database.ts).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'],
          exclude: ['**/*.libreoffice.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        // Files checked by opening them in LibreOffice (docs/decisions/0046-word-tracked-changes.md): each
        // start of soffice takes seconds, longer on a busy machine.
        test: {
          name: 'libreoffice',
          include: ['src/**/*.libreoffice.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts', 'examples/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          // A worker's files share its imported modules rather than each importing the app again (3 to 5 s a
          // file on CI's machine): 578 s for the whole run before, 407 s after, measured. Safe as the files
          // keep nothing of theirs in modules: each makes its own database and app, and the few module-level
          // switches are put back by the tests that set them (list-output.test.ts, embedded-postgres.test.ts).
          isolate: false,
          // argon2 and a fresh database per file make the first test of a file slower than a unit test.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
