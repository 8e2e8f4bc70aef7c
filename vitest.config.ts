import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'tools/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts', 'tools/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // A long journey checks a dozen screens with axe, a few seconds each on two cores.
          testTimeout: 150_000,
          // A list answers and redraws in well under a second, but a loaded machine can take several.
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 120_000,
          // One browser and one server at a time keep the two cores for the journeys themselves.
          fileParallelism: false,
        },
      },
    ],
  },
});
