// `npm test`: everything CI runs, cheapest first — lint, boundaries, catalogs, types, unit, server
// (PGlite and a real PostgreSQL), seeded sync chaos, production build, then Playwright in Debian's Chromium. Every
// stage runs even when an earlier one failed, so one run reports everything. It ends with each stage's
// duration against its share of the budget, the ten slowest tests, and last `tests: N passed, M failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { missingDocPaths } from '../scripts/doc-paths.ts';
import { checkCatalogsAreExtracted, findMissingTranslations } from './support/i18n-check.ts';
import { startPrivatePostgres } from './support/postgres.ts';
import {
  type PlaywrightReport,
  type PlaywrightSuite,
  playwrightTimes,
  printTimings,
  type StageTime,
  type TestTime,
  type VitestReport,
  vitestTimes,
} from './support/suite-timings.ts';
import { ensureSystemDeps } from './support/system-deps.ts';

type Tally = { passed: number; failed: number };
const total: Tally = { passed: 0, failed: 0 };
const failures: string[] = [];
const flaky: string[] = [];
const startedAt = Date.now();
const stages: StageTime[] = [];
const slowTests: TestTime[] = [];
let stageStartedAt = Date.now();

function record(stage: string, tally: Tally) {
  total.passed += tally.passed;
  total.failed += tally.failed;
  if (tally.failed > 0) failures.push(`${stage}: ${tally.failed} failed`);
  const now = Date.now();
  stages.push({ stage, seconds: (now - stageStartedAt) / 1000 });
  stageStartedAt = now;
  console.log(`\n▸ ${stage}: ${tally.passed} passed, ${tally.failed} failed\n`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(stage: string, ok: boolean) {
  record(stage, ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
}

function checkProblems(stage: string, problems: string[]) {
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  check(stage, problems.length === 0);
}

/** Runs vitest with a JSON report and counts its tests (a crashed run counts as one failure). */
function vitest(stage: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const report = join(scratch, `${stage.replace(/\W+/g, '-')}.json`);
  const ok = run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  record(stage, countVitest(report, ok));
}

function countVitest(report: string, ok: boolean): Tally {
  if (!existsSync(report)) return { passed: 0, failed: 1 };
  const json = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  slowTests.push(...vitestTimes(json));
  // A suite that fails to load has no failed test but a failed run: count it.
  const failed = json.numFailedTests + (!ok && json.numFailedTests === 0 ? 1 : 0);
  return { passed: json.numPassedTests, failed };
}

/** The titles of the tests that failed once and passed on their retry. */
function flakyTitles(suites: PlaywrightSuite[], path: string[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'flaky')
        .map((test) => `[${test.projectName}] ${[...path, suite.title, spec.title].join(' › ')}`),
    ),
    ...flakyTitles(suite.suites ?? [], [...path, suite.title]),
  ]);
}

/**
 * Playwright with one retry: a test that fails twice fails the run. A first failure that its retry
 * passed is counted as passed but named in the run's summary (and its trace kept), so a flaky test
 * stays in sight instead of failing a 50-minute run on a loaded machine by the luck of one draw.
 */
function playwright(stage: string) {
  const report = join(scratch, 'playwright.json');
  const ok = run('npx', ['playwright', 'test', '--retries=1', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  if (!existsSync(report)) return record(stage, { passed: 0, failed: 1 });
  const json = JSON.parse(readFileSync(report, 'utf8')) as PlaywrightReport;
  flaky.push(...flakyTitles(json.suites));
  slowTests.push(...playwrightTimes(json.suites));
  const failed = json.stats.unexpected + (!ok && json.stats.unexpected === 0 ? 1 : 0);
  record(stage, { passed: json.stats.expected + json.stats.flaky, failed });
}

/** Seeded sync chaos (tests/chaos): each seed counts as one test. */
function chaos(stage: string, seeds: number) {
  const report = join(scratch, 'chaos.json');
  const ok = run('node', [
    '--import',
    'tsx',
    'tests/chaos/run.ts',
    '--seeds',
    String(seeds),
    '--report',
    report,
  ]);
  if (!existsSync(report)) return record(stage, { passed: 0, failed: 1 });
  const json = JSON.parse(readFileSync(report, 'utf8')) as Tally;
  record(stage, { passed: json.passed, failed: json.failed + (!ok && json.failed === 0 ? 1 : 0) });
}

const scratch = mkdtempSync(join(tmpdir(), 'mindoffice-test-'));

ensureSystemDeps();
stageStartedAt = Date.now();
check('lint (biome)', run('npx', ['biome', 'check', '--error-on-warnings', '.']));
check('layer boundaries', run('node', ['--import', 'tsx', 'scripts/check-boundaries.ts']));
checkProblems('docs name existing files', missingDocPaths(process.cwd()));
checkProblems('catalogs up to date', checkCatalogsAreExtracted());
checkProblems('fr/ar translations complete', findMissingTranslations());
check('compile catalogs', run('npm', ['run', 'i18n:compile', '--silent']));
check('typecheck (tsc)', run('npm', ['run', 'typecheck', '--silent']));
vitest('unit', []);

// With TEST_DATABASE_URL every server suite runs once on PGlite and once on PostgreSQL.
const postgres = process.env.TEST_DATABASE_URL ? undefined : await startPrivatePostgres();
try {
  vitest('server on PGlite and PostgreSQL', ['--config', 'vitest.server.config.ts'], {
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? postgres?.url,
  });
} finally {
  await postgres?.stop();
}

chaos('sync chaos (20 seeds)', 20);

const built = run('npx', ['vite', 'build', '--logLevel', 'warn']);
check('production build', built);
if (built) playwright('end-to-end (Chromium)');
else record('end-to-end (Chromium)', { passed: 0, failed: 1 });

rmSync(scratch, { recursive: true, force: true });
const seconds = Math.round((Date.now() - startedAt) / 1000);
printTimings(stages, slowTests);
if (failures.length > 0) console.log(`Failed stages:\n  ${failures.join('\n  ')}`);
if (flaky.length > 0) console.log(`Flaky (failed once, passed on retry):\n  ${flaky.join('\n  ')}`);
console.log(`Duration: ${seconds} s`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
