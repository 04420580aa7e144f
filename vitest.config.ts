import { defineConfig } from 'vitest/config';

const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'scripts/**/*.test.ts'];

/**
 * The unit files that replace a module with `vi.mock`: a mock applies only to modules not yet imported,
 * so these run isolated, in a module graph of their own.
 */
const MODULE_MOCKING_TESTS = ['src/local/sync/upload-entries.test.ts'];

// Unit tests: colocated *.test.ts(x). The Lingui macro transform is not needed here because
// testable modules use plain descriptors; browser behaviour is covered by Playwright instead.
// Files share their worker's modules (`isolate: false`): importing the app's modules again for each
// of ~75 files was most of the stage (33 s against 9 s). So a file that sets a global or a stored
// preference (a clock, `location`, the language) puts it back or resets it before its tests.
export default defineConfig({
  test: {
    environment: 'node',
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: ['src/server/**', ...MODULE_MOCKING_TESTS],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'unit (module mocks)', include: MODULE_MOCKING_TESTS } },
    ],
  },
});
