import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['web/src/**/*.test.ts'], environment: 'node' } },
      // Component tests: one widget rendered in jsdom (mocks only here, never for the product).
      {
        test: {
          name: 'web-dom',
          include: ['web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/test/dom-setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          // One migrated, seeded database per run; each test file works on its own copy (server/test/database.ts).
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
