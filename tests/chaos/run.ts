// `npm run chaos -- --seeds 500 [--from 1] [--report file.json]`: runs seeds against one real server
// (in-memory PGlite), a fresh specialist per seed, and prints one line per failing seed and a total.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createUser, signIn, startTestServer } from '../../src/server/test-support/test-server.ts';
import { runSeed } from './scenario.ts';

const { values } = parseArgs({
  options: {
    seeds: { type: 'string', default: '20' },
    from: { type: 'string', default: '1' },
    report: { type: 'string' },
  },
});
const count = Number(values.seeds);
const from = Number(values.from);

// One specialist signs in per seed from the same address: 500 seeds would trip the sign-in limit.
const server = await startTestServer('pglite', { logLevel: 'silent', rateLimitMultiplier: 1000 });
let passed = 0;
let failed = 0;
const startedAt = Date.now();
const faultTotals: Record<string, number> = {};
try {
  for (let seed = from; seed < from + count; seed += 1) {
    const session = await signIn(server, await createUser(server));
    const result = await runSeed(seed, server.url, session);
    for (const [fault, n] of Object.entries(result.faults))
      faultTotals[fault] = (faultTotals[fault] ?? 0) + n;
    if (result.problems.length === 0) passed += 1;
    else {
      failed += 1;
      console.log(`✗ seed ${seed}:\n    ${result.problems.slice(0, 8).join('\n    ')}`);
    }
  }
} finally {
  await server.stop();
}
const calls = Object.values(faultTotals).reduce((sum, n) => sum + n, 0);
const faulted = calls - (faultTotals.none ?? 0);
console.log(
  `chaos: ${passed} passed, ${failed} failed in ${Math.round((Date.now() - startedAt) / 1000)} s; ` +
    `${faulted} of ${calls} calls faulted (${JSON.stringify(faultTotals)})`,
);
if (values.report) writeFileSync(values.report, JSON.stringify({ passed, failed }));
process.exit(failed > 0 ? 1 : 0);
