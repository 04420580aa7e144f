import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import type { ChangesPage } from '#core/sync/types';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { ownerServer } from '../test-support/owner-server.ts';
import { callJson, createUser, signIn, type TestServer } from '../test-support/test-server.ts';

const patient = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  ...SAMPLE_PATIENT,
  ...overrides,
});

describe.each(TEST_DRIVERS)('patients through the sync protocol on %s', (driver) => {
  const kit = ownerServer(driver);
  let server: TestServer;
  let token: string;
  let otherToken: string;
  beforeAll(() => {
    server = kit.server;
    token = kit.owner.token;
    otherToken = kit.stranger.token;
  });

  const send = (method: string, path: string, body: unknown, key: string, as = token) =>
    kit.send(method, path, body, { token: as, key });

  it('applies the same create replayed twice once, and answers the stored response', async () => {
    const id = crypto.randomUUID();
    const key = crypto.randomUUID();
    const first = await send('POST', '/api/patients', patient(id), key);
    const second = await send('POST', '/api/patients', patient(id), key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    const page = await callJson<ChangesPage>(server, 'GET', '/api/sync/changes?since=0', { token });
    expect(page.body.data?.changes.filter((change) => change.row.id === id)).toHaveLength(1);
  });

  it('answers 422 when a key comes back with other content', async () => {
    const key = crypto.randomUUID();
    await send('POST', '/api/patients', patient(crypto.randomUUID()), key);
    const other = await send('POST', '/api/patients', patient(crypto.randomUUID()), key);
    expect(other.status).toBe(422);
  });

  it('merges a stale update field by field instead of overwriting the newer fields', async () => {
    const id = crypto.randomUUID();
    const created = await send('POST', '/api/patients', patient(id), crypto.randomUUID());
    const baseVersion = (created.body.data as { version: number }).version;
    await send(
      'PUT',
      `/api/patients/${id}`,
      { baseVersion, changes: { name: 'Amina Khaled' } },
      crypto.randomUUID(),
    );
    const stale = await send(
      'PUT',
      `/api/patients/${id}`,
      { baseVersion, changes: { country: 'MA' } },
      crypto.randomUUID(),
    );
    expect(stale.status).toBe(200);
    expect(stale.body.data).toMatchObject({ name: 'Amina Khaled', country: 'MA' });
  });

  it('lets a delete win over a later edit', async () => {
    const id = crypto.randomUUID();
    await send('POST', '/api/patients', patient(id), crypto.randomUUID());
    await send('DELETE', `/api/patients/${id}`, {}, crypto.randomUUID());
    const edit = await send(
      'PUT',
      `/api/patients/${id}`,
      { baseVersion: 0, changes: { name: 'Late Edit' } },
      crypto.randomUUID(),
    );
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ name: 'Amina Benali' });
    expect((edit.body.data as { deletedAt: string | null }).deletedAt).not.toBeNull();
  });

  it("answers 404, not 403, for another specialist's patient", async () => {
    const id = crypto.randomUUID();
    await send('POST', '/api/patients', patient(id), crypto.randomUUID());
    const read = await callJson(server, 'GET', `/api/patients/${id}`, { token: otherToken });
    const edit = await send(
      'PUT',
      `/api/patients/${id}`,
      { baseVersion: 0, changes: { name: 'Intruder' } },
      crypto.randomUUID(),
      otherToken,
    );
    const remove = await send('DELETE', `/api/patients/${id}`, {}, crypto.randomUUID(), otherToken);
    const recreate = await send('POST', '/api/patients', patient(id), crypto.randomUUID(), otherToken);
    expect([read.status, edit.status, remove.status, recreate.status]).toEqual([404, 404, 404, 404]);
    const theirs = await callJson<ChangesPage>(server, 'GET', '/api/sync/changes?since=0', {
      token: otherToken,
    });
    expect(theirs.body.data?.changes.some((change) => change.row.id === id)).toBe(false);
  });

  it('refuses invalid fields with the spec messages in the request language', async () => {
    const answer = await callJson(server, 'POST', '/api/patients', {
      token,
      body: { ...patient(crypto.randomUUID(), { name: 'A', contactNumber: '123' }), lang_code: 'FR' },
      headers: { 'Idempotency-Key': crypto.randomUUID(), code: 'FR' },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(expect.arrayContaining(['name', 'contactNumber']));
  });

  it('requires gender and date of birth for an individual only', async () => {
    const person = await send(
      'POST',
      '/api/patients',
      patient(crypto.randomUUID(), { gender: null }),
      crypto.randomUUID(),
    );
    expect(person.status).toBe(400);
    expect(person.body.errors?.gender).toBeTruthy();
    const company = await send(
      'POST',
      '/api/patients',
      patient(crypto.randomUUID(), { type: 'company', name: 'Acme', gender: null, dateOfBirth: null }),
      crypto.randomUUID(),
    );
    expect(company.status).toBe(201);
  });

  it('pages the changes in version order until hasMore is false', async () => {
    const user = await createUser(server);
    const own = (await signIn(server, user)).token;
    for (let index = 0; index < 5; index += 1) {
      await send('POST', '/api/patients', patient(crypto.randomUUID()), crypto.randomUUID(), own);
    }
    const versions: number[] = [];
    let since = 0;
    for (;;) {
      const page = await callJson<ChangesPage>(server, 'GET', `/api/sync/changes?since=${since}&limit=2`, {
        token: own,
      });
      const data = page.body.data as ChangesPage;
      // Each create also wrote its line of the access log (#core/access-log), in the same feed.
      const created = data.changes.filter((change) => change.entity === 'patient');
      versions.push(...created.map((change) => change.row.version));
      since = data.cursor;
      if (!data.hasMore) break;
    }
    expect(versions).toHaveLength(5);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);
  });
});
