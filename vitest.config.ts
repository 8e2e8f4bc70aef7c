import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const API_TESTS = ['apps/server/src/**/*.api.test.ts', 'tools/**/*.api.test.ts'];

/**
 * The API tests whose outcome can differ between the two database drivers (node-postgres against a
 * server, embedded PGlite): migrations, LISTEN/NOTIFY, heartbeat ingest, raw-SQL paging, database
 * errors, exports, start-up, the job queue and backups. CI runs the whole API suite on the server and these
 * once more on PGlite.
 */
const DRIVER_SENSITIVE_TESTS = [
  'apps/server/src/main.api.test.ts',
  'apps/server/src/platform/db/*.api.test.ts',
  'apps/server/src/platform/paging/*.api.test.ts',
  'apps/server/src/platform/export/*.api.test.ts',
  'apps/server/src/platform/http/hostile-input.api.test.ts',
  'apps/server/src/modules/auth/sessions.api.test.ts',
  'apps/server/src/modules/device/*.api.test.ts',
  'apps/server/src/modules/live/*.api.test.ts',
  'apps/server/src/modules/kiosk-ops/monitor.api.test.ts',
  'apps/server/src/modules/fleet-demo/*.api.test.ts',
  'apps/server/src/modules/audit/audit-log.api.test.ts',
  'apps/server/src/modules/jobs/*.api.test.ts',
  'apps/server/src/modules/system-information/*.api.test.ts',
  'apps/server/src/platform/outbox/outbox.api.test.ts',
  'apps/server/src/modules/ledger/*.api.test.ts',
  'tools/kiosk-sim/simulation.api.test.ts',
];

const apiProject = (name: string, include: string[]) => ({
  test: {
    name,
    include,
    // One migrated database for the run; each test file starts from a copy of it.
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    // The files share one import of the server per worker: each builds its own app on its own
    // database, and no module keeps state across apps.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // The API tests wait on the database as much as on the processor: two workers even on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.tsx',
            'tools/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      apiProject('api', API_TESTS),
      apiProject('api-drivers', DRIVER_SENSITIVE_TESTS),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // A long journey checks a dozen screens with axe, a few seconds each on two cores.
          testTimeout: 150_000,
          // A list answers and redraws in well under a second, but a loaded machine can take several.
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 120_000,
          // Journey files run side by side (two on two cores), each with its own server, database and
          // browser: a journey mostly waits, on the server, on animations and on the browser drawing.
        },
      },
    ],
  },
});
