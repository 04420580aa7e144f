// `npm run fuzz -- [--cases 10000] [--seed N] [--route "POST /api/patients"]`: the hostile-input gate
// (src/server/quality) at full size on in-memory PGlite; prints a table per endpoint, then every failing case.
import { parseArgs } from 'node:util';
import { prepareFuzz, type RouteStats, routeSeed } from '../../src/server/quality/fuzz/fuzz-routes.ts';
import { FUZZ_TABLE } from '../../src/server/quality/fuzz/fuzz-table.ts';
import { coverageProblems } from '../../src/server/quality/route-coverage.ts';
import { seedWorld } from '../../src/server/quality/seed-world.ts';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000_000) },
    route: { type: 'string' },
  },
});
const totalCases = Number(values.cases);
const seed = Number(values.seed);

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

function printTable(rows: readonly RouteStats[]) {
  const header = ['endpoint', 'cases', '2xx', '4xx', '5xx', 'other', 'unsent', 'p50 ms', 'max ms'];
  const lines = rows.map((row) => {
    const times = [...row.timesMs].sort((a, b) => a - b);
    return [
      row.key,
      String(row.cases),
      String(row.byClass['2xx']),
      String(row.byClass['4xx']),
      String(row.byClass['5xx']),
      String(row.byClass.other),
      String(row.byClass.unsent),
      percentile(times, 0.5).toFixed(1),
      (times.at(-1) ?? 0).toFixed(1),
    ];
  });
  const sum = (pick: (row: RouteStats) => number) =>
    String(rows.reduce((total, row) => total + pick(row), 0));
  lines.push([
    'total',
    sum((row) => row.cases),
    sum((row) => row.byClass['2xx']),
    sum((row) => row.byClass['4xx']),
    sum((row) => row.byClass['5xx']),
    sum((row) => row.byClass.other),
    sum((row) => row.byClass.unsent),
    '',
    '',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

const world = await seedWorld('pglite');
let failures = 0;
try {
  const coverage = coverageProblems('fuzz', world.server.routes, FUZZ_TABLE);
  for (const problem of coverage) console.log(`✗ ${problem}`);
  const fuzz = await prepareFuzz(world);
  const keys = values.route ? [values.route] : Object.keys(FUZZ_TABLE);
  const perRoute = Math.ceil(totalCases / keys.length);
  console.log(
    `fuzz: ${perRoute} cases × ${keys.length} endpoints, seed ${seed} (--seed ${seed} replays it)\n`,
  );
  const rows: RouteStats[] = [];
  for (const key of keys) {
    const stats = await fuzz.fuzzRoute(key, { cases: perRoute, seed: routeSeed(seed, key) });
    rows.push(stats);
    process.stderr.write(`  ${key}: ${stats.cases} cases, ${stats.failures.length} failing\n`);
  }
  printTable(rows);
  for (const row of rows) {
    for (const failure of row.failures.slice(0, 5)) console.log(`\n✗ ${row.key}\n  ${failure}`);
    if (row.failures.length > 5) console.log(`  … and ${row.failures.length - 5} more on ${row.key}`);
    failures += row.failures.length;
  }
  failures += coverage.length;
  console.log(`\nfuzz: ${failures} failing case(s), seed ${seed}`);
} finally {
  await world.close();
}
process.exit(failures > 0 ? 1 : 0);
