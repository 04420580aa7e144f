import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './src/server/test-support/longest-first-sequencer.ts';

// Server integration tests: a real Hono server on an ephemeral port over in-memory PGlite, and also over
// real PostgreSQL when TEST_DATABASE_URL is set. Each file owns its PGlite instance and its PostgreSQL
// database, so files share nothing but the machine. Three at once on two cores: with two, the cores
// were idle a third of the run (waiting on PostgreSQL and on sockets) — 131 s against 118 s.
export default defineConfig({
  test: {
    // tests/client-server: the browser's engine (src/local, on fake IndexedDB) against the real server.
    include: ['src/server/**/*.test.ts', 'tests/client-server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test-support/pglite-snapshot.ts'],
    fileParallelism: true,
    maxWorkers: 3,
    // The fuzz and the authorization matrix first, even on a fresh clone (the sequencer says why).
    sequence: { sequencer: LongestFirstSequencer },
    // A worker keeps the modules it imported from one file to the next: importing the server again
    // for each of the ~60 files was half the suite's CPU (261 s → 129 s of user time). Files share
    // their worker's globals, so a file that sets one (a clock, `location`) puts it back.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // Node 20 has a WebSocket client only behind this flag (built in from Node 22).
    execArgv: ['--experimental-websocket', '--no-warnings=ExperimentalWarning'],
  },
});
