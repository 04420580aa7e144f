import { beforeAll, describe, expect, it } from 'vitest';
import type { PatientRow } from '#core/patients/patient-schema';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { type BatchAnswer, type BatchCall, SYNC_BATCH_MAX_CALLS, SYNC_BATCH_PATH } from '#core/sync/batch';
import { type ChangesPage, SYNC_POKE_TYPE } from '#core/sync/types';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { ownerServer } from '../test-support/owner-server.ts';
import { openRecordedSocket } from '../test-support/recorded-socket.ts';
import { callJson, type TestServer } from '../test-support/test-server.ts';

const patient = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  ...SAMPLE_PATIENT,
  ...overrides,
});

const create = (id: string, overrides: Record<string, unknown> = {}): BatchCall => ({
  idempotencyKey: crypto.randomUUID(),
  method: 'POST',
  path: '/api/patients',
  body: patient(id, overrides),
});
const update = (id: string, changes: Record<string, unknown>): BatchCall => ({
  idempotencyKey: crypto.randomUUID(),
  method: 'PUT',
  path: `/api/patients/${id}`,
  body: { baseVersion: 0, changes },
});
const remove = (id: string): BatchCall => ({
  idempotencyKey: crypto.randomUUID(),
  method: 'DELETE',
  path: `/api/patients/${id}`,
  body: {},
});

describe.each(TEST_DRIVERS)('POST /api/sync/batch on %s', (driver) => {
  const kit = ownerServer(driver);
  let server: TestServer;
  let token: string;
  let otherToken: string;
  beforeAll(() => {
    server = kit.server;
    token = kit.owner.token;
    otherToken = kit.stranger.token;
  });

  const batch = (calls: unknown, as = token) =>
    callJson<BatchAnswer>(server, 'POST', SYNC_BATCH_PATH, { body: { calls }, token: as });
  const results = async (calls: BatchCall[], as = token) => {
    const answer = await batch(calls, as);
    expect(answer.status).toBe(200);
    return answer.body.data?.results ?? [];
  };
  const rowsOf = async (ids: string[], as = token) => {
    const page = await callJson<ChangesPage>(server, 'GET', '/api/sync/changes?since=0', { token: as });
    return (page.body.data?.changes ?? []).map((change) => change.row).filter((row) => ids.includes(row.id));
  };
  const sendAlone = (call: BatchCall, as = token) =>
    callJson(server, call.method, call.path, {
      body: call.body,
      token: as,
      headers: { 'Idempotency-Key': call.idempotencyKey },
    });

  it('applies the calls in order, each with its own answer', async () => {
    const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
    const answers = await results([
      create(first),
      update(first, { name: 'Amina Khaled' }),
      create(second),
      remove(first),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 200, 201, 200]);
    const rows = answers.map((answer) => (answer.body as { data: PatientRow }).data);
    expect(rows[1]).toMatchObject({ id: first, name: 'Amina Khaled', deletedAt: null });
    expect(rows[3]?.deletedAt).not.toBeNull();
    const versions = rows.map((row) => row.version);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);
    expect(new Set(versions).size).toBe(4);
    const stored = await rowsOf([first, second]);
    expect(stored.find((row) => row.id === first)).toMatchObject({ name: 'Amina Khaled' });
    expect(stored.find((row) => row.id === first)?.deletedAt).not.toBeNull();
  });

  it('stops at the first call that is not 2xx and runs nothing after it', async () => {
    const [kept, never] = [crypto.randomUUID(), crypto.randomUUID()];
    const answers = await results([
      create(kept),
      update(crypto.randomUUID(), { name: 'Nobody Here' }),
      create(never),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 404]);
    expect((await rowsOf([kept, never])).map((row) => row.id)).toEqual([kept]);
  });

  it('answers an invalid call with the 400 it would get alone, without storing it under its key', async () => {
    const invalid = create(crypto.randomUUID(), { name: 'A' });
    const answers = await results([create(crypto.randomUUID()), invalid]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 400]);
    const alone = await sendAlone(invalid);
    expect(alone.status).toBe(400);
    expect(answers[1]?.body).toEqual(alone.body);
    // Not stored: the same key with valid content is applied.
    const fixed = { ...invalid, body: patient(invalid.body.id as string) };
    expect((await results([fixed]))[0]?.status).toBe(201);
  });

  it("answers 404 for another specialist's patient inside a batch and changes nothing", async () => {
    const id = crypto.randomUUID();
    await results([create(id)]);
    expect((await results([update(id, { name: 'Intruder Name' })], otherToken))[0]?.status).toBe(404);
    expect((await results([remove(id)], otherToken))[0]?.status).toBe(404);
    expect((await results([create(id)], otherToken))[0]?.status).toBe(404);
    expect(await rowsOf([id], otherToken)).toEqual([]);
    const [mine] = await rowsOf([id]);
    expect(mine).toMatchObject({ name: 'Amina Benali', deletedAt: null });
  });

  it('answers a repeated batch with the stored answers and creates nothing new', async () => {
    const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const calls = [...ids.map((id) => create(id)), update(ids[0] ?? '', { country: 'MA' })];
    const first = await results(calls);
    const again = await results(calls);
    expect(again).toEqual(first);
    const rows = await rowsOf(ids);
    expect(rows).toHaveLength(3);
    const updated = first[3]?.body as { data: PatientRow } | undefined;
    expect(rows.find((row) => row.id === ids[0])?.version).toBe(updated?.data.version);
  });

  it('shares the stored answers with the calls sent alone, both ways', async () => {
    const batched = create(crypto.randomUUID());
    const [inBatch] = await results([batched, create(crypto.randomUUID())]);
    const alone = await sendAlone(batched);
    expect(alone.status).toBe(201);
    expect(alone.body).toEqual(inBatch?.body);

    const sentAlone = create(crypto.randomUUID());
    const aloneFirst = await sendAlone(sentAlone);
    const [later] = await results([sentAlone]);
    expect(later).toEqual({ status: 201, body: aloneFirst.body });
  });

  it('answers a key repeated within one batch as a repeat sent alone: the stored answer', async () => {
    const call = create(crypto.randomUUID());
    const answers = await results([call, call]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[1]).toEqual(answers[0]);
    expect(await rowsOf([call.body.id as string])).toHaveLength(1);
  });

  it('answers 422 for a key that comes back with other content, and stops there', async () => {
    const call = create(crypto.randomUUID());
    await results([call]);
    const changed = { ...call, body: patient(crypto.randomUUID()) };
    const never = crypto.randomUUID();
    const answers = await results([changed, create(never)]);
    expect(answers.map((answer) => answer.status)).toEqual([422]);
    expect(await rowsOf([never])).toEqual([]);
  });

  it('refuses unknown or invalid call shapes with 400 and applies none of the calls', async () => {
    const valid = create(crypto.randomUUID());
    const shapes: unknown[] = [
      [],
      'not a list',
      [{ ...valid, extra: true }],
      [{ ...valid, method: 'GET' }],
      [{ ...valid, idempotencyKey: '' }],
      [{ ...valid, body: 'text' }],
      [valid, { ...create(crypto.randomUUID()), path: '/api/auth/sign-out' }],
      [valid, { ...create(crypto.randomUUID()), method: 'PUT' }],
      Array.from({ length: SYNC_BATCH_MAX_CALLS + 1 }, () => create(crypto.randomUUID())),
    ];
    for (const calls of shapes) {
      const answer = await batch(calls);
      expect(answer.status, JSON.stringify(calls).slice(0, 120)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect(await rowsOf([valid.body.id as string])).toEqual([]);
    expect(
      (await callJson(server, 'POST', SYNC_BATCH_PATH, { body: { calls: [valid], more: 1 }, token })).status,
    ).toBe(400);
  });

  it('requires a signed-in specialist', async () => {
    const answer = await callJson(server, 'POST', SYNC_BATCH_PATH, {
      body: { calls: [create(crypto.randomUUID())] },
    });
    expect(answer.status).toBe(401);
  });

  it('pokes the owner once for a batch that changed rows, and not for a replayed one', async () => {
    const socket = await openRecordedSocket(
      `${server.url.replace('http', 'ws')}/ws?token=${encodeURIComponent(token)}`,
    );
    try {
      const calls = [create(crypto.randomUUID()), create(crypto.randomUUID())];
      await results(calls);
      await socket.waitFor(SYNC_POKE_TYPE, 3_000);
      await socket.roundTrip();
      const pokes = () => socket.messages.filter((message) => message.type === SYNC_POKE_TYPE).length;
      expect(pokes()).toBe(1);
      await results(calls);
      await socket.roundTrip();
      expect(pokes()).toBe(1);
    } finally {
      socket.close();
    }
  });
});
