/**
 * Replayer dependencies for the colocated tests: the real database, no waiting (each delay is
 * recorded instead), no jitter (random 0.5), a fixed clock and an online browser. A test gives the
 * network side (`send`, `sendBatch`, `readServerRow`) and overrides what it is about.
 */
import { getDb } from '../db.ts';
import type { ReplayDeps } from './replayer.ts';

export function recordingReplayDeps(overrides: Partial<ReplayDeps>): ReplayDeps & { delays: number[] } {
  const delays: number[] = [];
  return {
    db: getDb(),
    send: async () => {
      throw new Error('no single send expected');
    },
    readServerRow: async () => undefined,
    sleep: async (ms) => {
      delays.push(ms);
    },
    random: () => 0.5,
    now: () => 1_000,
    isOnline: () => true,
    delays,
    ...overrides,
  };
}
