import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
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
