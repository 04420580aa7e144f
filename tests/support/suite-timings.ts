// Where `npm test`'s time goes, printed at the end of every run (so in every CI log): each stage's
// duration against its share of the 15-minute budget, and the ten slowest tests of any runner.

export type StageTime = { stage: string; seconds: number };
export type TestTime = { title: string; seconds: number };

/** The whole suite's budget on a 2-core machine (README, "Tests"). */
export const SUITE_BUDGET_SECONDS = 15 * 60;

/**
 * Each stage's share of the budget, in seconds; the checks before the unit tests share one line's
 * worth. A stage past its share is flagged, so growth shows in the log before the budget is spent.
 */
const STAGE_SHARE_SECONDS: Readonly<Record<string, number>> = {
  'lint (biome)': 10,
  'layer boundaries': 5,
  'docs name existing files': 5,
  'catalogs up to date': 15,
  'fr/ar translations complete': 5,
  'compile catalogs': 10,
  'typecheck (tsc)': 30,
  unit: 30,
  'server on PGlite and PostgreSQL': 150,
  'sync chaos (20 seeds)': 60,
  'production build': 40,
  'end-to-end (Chromium)': 540,
};

export type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: { name: string; assertionResults: { fullName: string; duration?: number | null }[] }[];
};

export function vitestTimes(report: VitestReport): TestTime[] {
  return (report.testResults ?? []).flatMap((file) =>
    file.assertionResults.map((test) => ({
      title: `${relativeName(file.name)} › ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
}

export type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: {
    title: string;
    tests: { projectName: string; status: string; results?: { duration: number }[] }[];
  }[];
  suites?: PlaywrightSuite[];
};

export type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
};

/** Each test's time, its retry included (a retried test costs the run both attempts). */
export function playwrightTimes(suites: readonly PlaywrightSuite[], path: string[] = []): TestTime[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        title: `[${test.projectName}] ${[...path, suite.title, spec.title].join(' › ')}`,
        seconds: (test.results ?? []).reduce((sum, result) => sum + result.duration, 0) / 1000,
      })),
    ),
    ...playwrightTimes(suite.suites ?? [], [...path, suite.title]),
  ]);
}

function relativeName(path: string): string {
  const cwd = `${process.cwd()}/`;
  return path.startsWith(cwd) ? path.slice(cwd.length) : path;
}

export function printTimings(stages: readonly StageTime[], tests: readonly TestTime[]): void {
  const total = stages.reduce((sum, stage) => sum + stage.seconds, 0);
  console.log(`Stages (budget ${SUITE_BUDGET_SECONDS} s):`);
  for (const { stage, seconds } of stages) {
    const share = STAGE_SHARE_SECONDS[stage];
    const over = share !== undefined && seconds > share ? `  ⚠ over its share of ${share} s` : '';
    console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${stage}${over}`);
  }
  console.log(`  ${total.toFixed(0).padStart(5)} s  all stages`);
  console.log('Ten slowest tests:');
  for (const { title, seconds } of [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${title}`);
  }
}
