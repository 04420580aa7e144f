import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesPage } from '#core/sync/types';
import { patientEntity } from '../patients/patient-entity.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.ts';
import { insertRecord } from './entity-store.ts';
import { withOwnerTransaction } from './owner-transaction.ts';

const fields = {
  name: 'Slow Writer',
  contactNumber: '+33612345678',
  gender: 'male' as const,
  dateOfBirth: '1980-01-01',
  country: 'FR',
  type: 'individual' as const,
  email: 'slow@example.com',
  companyId: null,
};

describe.each(TEST_DRIVERS)('pull completeness on %s', (driver) => {
  let server: TestServer;
  let owner: { id: string; token: string };
  beforeAll(async () => {
    server = await startTestServer(driver);
    const user = await createUser(server);
    owner = { id: user.id, token: (await signIn(server, user)).token };
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function pullAll(since: number): Promise<{ ids: string[]; cursor: number }> {
    const ids: string[] = [];
    let cursor = since;
    for (;;) {
      const page = await callJson<ChangesPage>(server, 'GET', `/api/sync/changes?since=${cursor}&limit=1`, {
        token: owner.token,
      });
      const data = page.body.data as ChangesPage;
      ids.push(...data.changes.map((change) => change.row.id));
      cursor = data.cursor;
      if (!data.hasMore) return { ids, cursor };
    }
  }

  it('misses no row when a slow transaction commits after a fast one started later', async () => {
    const slowId = crypto.randomUUID();
    const fastId = crypto.randomUUID();
    let releaseSlow: () => void = () => undefined;
    let slowHasVersion: () => void = () => undefined;
    const slowDrawn = new Promise<void>((resolve) => {
      slowHasVersion = resolve;
    });
    const slow = withOwnerTransaction(server.database.db, owner.id, async (tx) => {
      await insertRecord(patientEntity, tx, owner.id, slowId, fields);
      slowHasVersion();
      await new Promise<void>((resolve) => {
        releaseSlow = resolve;
      });
    });
    await slowDrawn;
    const fast = withOwnerTransaction(server.database.db, owner.id, (tx) =>
      insertRecord(patientEntity, tx, owner.id, fastId, { ...fields, name: 'Fast Writer' }),
    );
    // A client pulls while the slow transaction is still open: it must not move past the slow row.
    const early = driver === 'postgres' ? await pullAll(0) : { ids: [], cursor: 0 };
    expect(early.ids).not.toContain(fastId);
    releaseSlow();
    await Promise.all([slow, fast]);
    const late = await pullAll(early.cursor);
    expect([...early.ids, ...late.ids]).toEqual(expect.arrayContaining([slowId, fastId]));
  });
});
