/**
 * Gate 1: every route of the composed app, called as anonymous, another specialist, the owner and the
 * admin, answers as its access class says — and nobody but the owner sees a byte of the owner's data.
 * One test file per driver (authorization-matrix-<driver>.test.ts), so two workers share it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DriverName, TEST_DRIVERS } from '../test-support/drivers.ts';
import { ACCESS_CLASSES, CALLERS, type Caller, matches } from './access-classes.ts';
import { AUTHORIZATION_TABLE, type AuthorizationEntry } from './authorization-table.ts';
import { type Answer, callAs } from './call-as.ts';
import { coverageProblems } from './route-coverage.ts';
import { OWNER_SECRETS, seedWorld, type World } from './seed-world.ts';

const SEED_TIMEOUT_MS = 180_000;

function innerStatus(answer: Answer): number | undefined {
  const parsed = JSON.parse(answer.text) as { data?: { results?: { status?: number }[] } };
  return parsed.data?.results?.[0]?.status;
}

/** What is wrong with one caller's answer, if anything. */
function problemsOf(key: string, entry: AuthorizationEntry, caller: Caller, answer: Answer): string[] {
  const access = ACCESS_CLASSES[entry.access];
  const expected = access.statuses[caller];
  const problems: string[] = [];
  if (!matches(expected, answer.status)) {
    problems.push(
      `${key} as ${caller}: expected ${expected}, got ${answer.status} ${answer.text.slice(0, 200)}`,
    );
  }
  const mayRead: readonly Caller[] = access.mayReadOwnerData;
  if (!mayRead.includes(caller)) {
    for (const [what, secret] of Object.entries(OWNER_SECRETS)) {
      if (answer.text.includes(secret))
        problems.push(`${key} as ${caller}: the answer holds the owner's ${what}`);
    }
  }
  if (caller === 'stranger' && entry.strangerInnerStatus !== undefined && answer.status < 300) {
    const inner = innerStatus(answer);
    if (inner !== entry.strangerInnerStatus) {
      problems.push(`${key} as stranger: the call on the owner's row answered ${inner}`);
    }
  }
  return problems;
}

export function describeAuthorizationMatrix(driver: DriverName): void {
  describe.skipIf(!TEST_DRIVERS.includes(driver))(`authorization matrix on ${driver}`, () => {
    let world: World;
    beforeAll(async () => {
      world = await seedWorld(driver);
    }, SEED_TIMEOUT_MS);
    afterAll(async () => {
      await world?.close();
    });

    it('has an expectation for every route of the app, and none for a route the app lacks', () => {
      expect(coverageProblems('authorization', world.server.routes, AUTHORIZATION_TABLE)).toEqual([]);
    });

    it.each(Object.entries(AUTHORIZATION_TABLE))(
      '%s answers anonymous, a stranger, the owner and the admin as its class says, leaking nothing',
      async (key, entry) => {
        const route = world.server.routes.find(
          (candidate) => `${candidate.method} ${candidate.path}` === key,
        );
        if (!route) return; // Reported by the coverage test above.
        const problems: string[] = [];
        for (const caller of CALLERS) {
          const spec = await entry.request(world, caller);
          problems.push(...problemsOf(key, entry, caller, await callAs(world, caller, route, spec)));
          await entry.after?.(world, caller);
        }
        expect(problems).toEqual([]);
      },
    );
  });
}
