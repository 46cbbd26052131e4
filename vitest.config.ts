import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One test file more than there are CPUs: vitest's default (CPUs - 1) is one on a 2-CPU machine, where three kept
    // both CPUs busier than two (an API test file waits on its database copy and its app's start; docs/decisions.md,
    // "Test run length"). Set for all projects: vitest runs projects with different maxWorkers one after another.
    maxWorkers: availableParallelism() + 1,
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
          // Files share a worker's module cache and document: each used to import antd, the contract and its page
          // afresh in a new worker, three quarters of the project's time (255 s → 65 s). dom-setup.ts gives each file
          // what a worker of its own would: the request layer's one mock, empty storage, document and stores.
          isolate: false,
          // A page test renders antd in jsdom, which takes seconds; on the 2-CPU machine while other work runs, a whole
          // page (filters, table, dialog) once took over 15 s. The limit only catches a hang: speed is measured in bench/.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          // One migrated, seeded database per run; each test file works on its own copy (server/test/database.ts).
          globalSetup: ['server/test/global-setup.ts'],
          // Files share a worker's module cache: each imports the whole server, which took a third of the project's time
          // when every file imported it afresh. Files still share no state that matters: each builds its own app on its
          // own copy of the database (docs/decisions.md, "Test databases").
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
