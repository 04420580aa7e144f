import { defineConfig } from 'vitest/config';

// Server integration tests: a real Hono server on an ephemeral port over in-memory PGlite, and also over
// real PostgreSQL when TEST_DATABASE_URL is set. Files run one at a time: each owns a PGlite instance
// (2–3 s to create) or a PostgreSQL database, and timings stay readable.
export default defineConfig({
  test: {
    // tests/client-server: the browser's engine (src/local, on fake IndexedDB) against the real server.
    include: ['src/server/**/*.test.ts', 'tests/client-server/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // Node 20 has a WebSocket client only behind this flag (built in from Node 22).
    execArgv: ['--experimental-websocket', '--no-warnings=ExperimentalWarning'],
  },
});
