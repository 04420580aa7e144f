import { defineConfig } from 'vitest/config';

// Unit tests: colocated *.test.ts(x). The Lingui macro transform is not needed here because
// testable modules use plain descriptors; browser behaviour is covered by Playwright instead.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    exclude: ['src/server/**'],
    environment: 'node',
    restoreMocks: true,
  },
});
