// What `npm run bench` runs and for how long: `npm run bench -- api ws` picks parts (all by default),
// BENCH_SECONDS=2 shortens every timed load for development (the budgets assume the full length).

/** Default length of one timed load (an autocannon run); BENCH_SECONDS overrides it. */
const DEFAULT_LOAD_SECONDS = 15;

export function loadDurationSeconds(env = process.env): number {
  const seconds = Number(env.BENCH_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_LOAD_SECONDS;
}

/** Parts named on the command line, in the order given; every known part when none is named. */
export function selectParts<Part extends string>(args: readonly string[], known: readonly Part[]): Part[] {
  const unknown = args.filter((arg) => !(known as readonly string[]).includes(arg));
  if (unknown.length > 0) {
    throw new Error(`unknown bench part ${unknown.join(', ')}; choose from ${known.join(', ')}`);
  }
  return args.length === 0 ? [...known] : (args as Part[]);
}
