// What `npm run bench` runs and for how long: `npm run bench -- api ws` picks parts (all by default),
// BENCH_SECONDS=2 shortens every timed load for development (the budgets assume the full length),
// BENCH_DIST=dir makes the browser benches serve another build.
import { DEFAULT_DIST_DIR } from '../../src/server/config.ts';

/** Default length of one timed load (an autocannon run); BENCH_SECONDS overrides it. */
const DEFAULT_LOAD_SECONDS = 15;

export function loadDurationSeconds(env = process.env): number {
  const seconds = Number(env.BENCH_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_LOAD_SECONDS;
}

/**
 * The build a browser bench serves: dist/, or BENCH_DIST (a copy of another build), so two builds can
 * be compared in interleaved runs on one noisy machine.
 */
export function servedDistDir(env = process.env): string {
  return env.BENCH_DIST ?? DEFAULT_DIST_DIR;
}

/** Parts named on the command line, in the order given; every known part when none is named. */
export function selectParts<Part extends string>(args: readonly string[], known: readonly Part[]): Part[] {
  const unknown = args.filter((arg) => !(known as readonly string[]).includes(arg));
  if (unknown.length > 0) {
    throw new Error(`unknown bench part ${unknown.join(', ')}; choose from ${known.join(', ')}`);
  }
  return args.length === 0 ? [...known] : (args as Part[]);
}
