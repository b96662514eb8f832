import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          // argon2 and a fresh database per file make the first test of a file slower than a unit test.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
