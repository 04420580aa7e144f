/**
 * Gate 2: seeded property-based fuzz of every route with hostile paths, queries, headers and bodies
 * derived from its valibot schema — no 5xx, no stack or SQL shown, no change on a refused request.
 * One test file per driver (hostile-input-<driver>.test.ts): at ~40 s each it is the suite's longest
 * file, and two files let two workers share it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DriverName, TEST_DRIVERS } from '../test-support/drivers.ts';
import { type FuzzRun, prepareFuzz, routeSeed } from './fuzz/fuzz-routes.ts';
import { FUZZ_TABLE } from './fuzz/fuzz-table.ts';
import { coverageProblems } from './route-coverage.ts';
import { seedWorld, type World } from './seed-world.ts';

/** Random cases per route after its sweep in `npm test`; `npm run fuzz` runs far more (tests/fuzz/run.ts). */
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES_PER_ROUTE ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const SEED_TIMEOUT_MS = 180_000;
const ROUTE_TIMEOUT_MS = 120_000;

export function describeHostileInput(driver: DriverName): void {
  describe.skipIf(!TEST_DRIVERS.includes(driver))(`hostile input on every endpoint on ${driver}`, () => {
    let world: World;
    let fuzz: FuzzRun;
    beforeAll(async () => {
      world = await seedWorld(driver);
      fuzz = await prepareFuzz(world);
    }, SEED_TIMEOUT_MS);
    afterAll(async () => {
      await world?.close();
    });

    it('has a fuzz entry for every route of the app, and none for a route the app lacks', () => {
      expect(coverageProblems('fuzz', world.server.routes, FUZZ_TABLE)).toEqual([]);
    });

    it.each(Object.keys(FUZZ_TABLE))(
      '%s never answers 5xx, shows no stack or SQL, and changes nothing when it refuses',
      async (key) => {
        if (!world.server.routes.some((route) => `${route.method} ${route.path}` === key)) return;
        const seed = routeSeed(SEED, key);
        const stats = await fuzz.fuzzRoute(key, { cases: CASES_PER_ROUTE, seed });
        expect(stats.failures, `fast-check seed ${seed} (FUZZ_SEED=${SEED} replays the run)`).toEqual([]);
      },
      ROUTE_TIMEOUT_MS,
    );
  });
}
