import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProfileRow } from '#core/profile/profile-schema';
import { SAMPLE_PROFILE } from '#core/profile/sample-profile';
import { SYNC_BATCH_PATH } from '#core/sync/batch';
import type { ChangesPage } from '#core/sync/types';
import { uploadedFiles, users } from '../db/schema.ts';
import { SAMPLE, upload } from '../onboarding/test-kit.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { ownerServer, type SignedInSpecialist } from '../test-support/owner-server.ts';
import { seedProfile } from '../test-support/seed-profile.ts';
import { callJson, createUser, signIn, type TestServer } from '../test-support/test-server.ts';

const PNG = SAMPLE.png();

describe.each(TEST_DRIVERS)('the specialist profile as a synced row on %s', (driver) => {
  const kit = ownerServer(driver, { withProfiles: true });
  let server: TestServer;
  let owner: SignedInSpecialist;
  let stranger: SignedInSpecialist;
  beforeAll(() => {
    ({ server, owner, stranger } = kit);
  });

  const send = <T>(method: string, path: string, body: unknown, token = owner.token) =>
    callJson<T>(server, method, path, { body, token, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  const read = async (id = owner.id, token = owner.token) =>
    callJson<ProfileRow>(server, 'GET', `/api/profiles/${id}`, { token });
  const update = async (changes: Partial<ProfileRow>, token = owner.token, id = owner.id) => {
    const current = (await read(id, token)).body.data;
    return send<ProfileRow>(
      'PUT',
      `/api/profiles/${id}`,
      { baseVersion: current?.version ?? 0, changes },
      token,
    );
  };

  it('pulls the profile with the rest of the office and updates it by changed fields', async () => {
    const pulled = await callJson<ChangesPage>(server, 'GET', '/api/sync/changes?since=0', {
      token: owner.token,
    });
    const change = pulled.body.data?.changes.find((entry) => entry.entity === 'profile');
    expect(change?.row).toMatchObject({ ...SAMPLE_PROFILE, id: owner.id, ownerId: owner.id });
    const before = (await read()).body.data as ProfileRow;

    const answer = await update({ biography: 'Now also working with couples.', price60Cents: 8_500 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      biography: 'Now also working with couples.',
      price60Cents: 8_500,
    });
    expect(answer.body.data?.version).toBeGreaterThan(before.version);
    const since = await callJson<ChangesPage>(server, 'GET', `/api/sync/changes?since=${before.version}`, {
      token: owner.token,
    });
    expect(since.body.data?.changes.map((entry) => entry.entity)).toEqual(['profile']);
  });

  it('refuses what registration and Step 2 refuse, with their messages, and changes nothing', async () => {
    const before = (await read()).body.data;
    const cases: [Partial<ProfileRow>, string, string][] = [
      [{ biography: '   ' }, 'biography', 'Please enter biography'],
      [{ professionTitle: 'life_coach' }, 'professionTitle', 'Please select profession title'],
      [{ iban: 'FR76 3000 6000 0112 3456 7890 188' }, 'iban', 'Please enter a valid IBAN'],
      [{ price30Cents: 0 }, 'price30Cents', 'Please enter a valid price greater than 0'],
      [{ problems: ['other'], otherProblem: '' }, 'otherProblem', 'Please specify the other problem'],
      [{ patientCategories: [] }, 'patientCategories', 'Please select at least one patient category'],
      [
        { daysOff: [{ from: '2026-12-24', to: '2026-12-20' }] },
        'daysOff.0.to',
        'The last day off must not be before the first',
      ],
    ];
    for (const [changes, field, message] of cases) {
      const answer = await update(changes);
      expect(answer.status, field).toBe(400);
      // A field's own rule reports on the change; a rule across fields on the merged field.
      const errors = (answer.body as { errors?: Record<string, string> }).errors ?? {};
      expect(errors[`changes.${field}`] ?? errors[field], field).toBe(message);
    }
    expect((await read()).body.data).toEqual(before);
  });

  it("answers 404 for another specialist's profile, read or written", async () => {
    expect((await read(owner.id, stranger.token)).status).toBe(404);
    const write = await send(
      'PUT',
      `/api/profiles/${owner.id}`,
      { baseVersion: 0, changes: { biography: 'Mine now' } },
      stranger.token,
    );
    expect(write.status).toBe(404);
    expect((await read()).body.data?.biography).not.toBe('Mine now');
  });

  it('takes no create or delete, alone or in a batch', async () => {
    expect((await send('POST', '/api/profiles', { id: crypto.randomUUID(), ...SAMPLE_PROFILE })).status).toBe(
      404,
    );
    expect((await send('DELETE', `/api/profiles/${owner.id}`, {})).status).toBe(404);
    const batch = await callJson(server, 'POST', SYNC_BATCH_PATH, {
      token: owner.token,
      body: {
        calls: [
          {
            method: 'DELETE',
            path: `/api/profiles/${owner.id}`,
            body: {},
            idempotencyKey: crypto.randomUUID(),
          },
        ],
      },
    });
    expect(batch.status).toBe(400);
    expect((await read()).body.data?.deletedAt).toBeNull();
  });

  it("accepts the specialist's own new photo only, and keeps the user's names in step", async () => {
    const mine = await upload(server, 'photo', PNG, 'me.png', { token: owner.token });
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    const theirs = await upload(server, 'photo', PNG, 'them.png', { token: stranger.token });
    const refused = await update({ photoFileId: theirs.body.data?.file.id ?? '' });
    expect(refused.status).toBe(400);
    expect((refused.body as { errors?: Record<string, string> }).errors?.photoFileId).toBe(
      'Please select photo',
    );
    const accepted = await update({ photoFileId: mine.body.data?.file.id ?? '', firstName: 'Leïla' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const [user] = await server.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(user?.firstName).toBe('Leïla');
  });

  /** The outbox's `profile.file` as the replayer sends it. */
  async function sendFile(
    file: { bytes: Uint8Array; name: string; field?: string; fileId?: string },
    options: { token?: string; key?: string; id?: string } = {},
  ) {
    const form = new FormData();
    form.append('field', file.field ?? 'photoFileId');
    form.append('fileId', file.fileId ?? crypto.randomUUID());
    form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
    const response = await fetch(`${server.url}/api/profiles/${options.id ?? owner.id}/files`, {
      method: 'POST',
      body: form,
      headers: {
        authorization: `Bearer ${options.token ?? owner.token}`,
        'Idempotency-Key': options.key ?? crypto.randomUUID(),
      },
    });
    return {
      status: response.status,
      body: (await response.json()) as { data?: ProfileRow; message?: string },
    };
  }
  const storedFiles = async (id: string) =>
    server.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));

  it('stores a photo picked offline under its client id, sets it, and serves the same bytes', async () => {
    const bytes = SAMPLE.png(150 * 1024);
    const fileId = crypto.randomUUID();
    const key = crypto.randomUUID();
    const answer = await sendFile({ bytes, name: 'portrait.png', fileId }, { key });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data?.photoFileId).toBe(fileId);
    const served = await fetch(`${server.url}/api/files/${fileId}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    // The replayer's retry after a lost answer: the same answer, no second copy.
    const again = await sendFile({ bytes, name: 'portrait.png', fileId }, { key });
    expect(again).toEqual(answer);
    expect(await storedFiles(fileId)).toHaveLength(1);
  });

  it('refuses a renamed executable and an image over 200 KB, and keeps nothing', async () => {
    const before = (await read()).body.data;
    const exe = await sendFile({ bytes: SAMPLE.exe(), name: 'photo.png', fileId: crypto.randomUUID() });
    expect(exe).toMatchObject({ status: 400, body: { message: 'Please select a JPEG, PNG or GIF image' } });
    const bigId = crypto.randomUUID();
    const big = await sendFile({ bytes: SAMPLE.png(200 * 1024 + 1), name: 'big.png', fileId: bigId });
    expect(big).toMatchObject({ status: 413, body: { message: 'The image must be 200 KB or smaller' } });
    const notAField = await sendFile({ bytes: SAMPLE.png(), name: 'p.png', field: 'biography' });
    expect(notAField.status).toBe(400);
    expect(await storedFiles(bigId)).toHaveLength(0);
    expect((await read()).body.data).toEqual(before);
  });

  it("answers 404 for a file sent to another specialist's profile, and keeps nothing", async () => {
    const fileId = crypto.randomUUID();
    const answer = await sendFile({ bytes: SAMPLE.jpeg(), name: 'x.jpg', fileId }, { token: stranger.token });
    expect(answer.status).toBe(404);
    expect(await storedFiles(fileId)).toHaveLength(0);
  });

  it('appends documents up to five, and refuses a sixth with the spec message, keeping nothing of it', async () => {
    const user = await createUser(server);
    await seedProfile(server.database, user.id, { ...SAMPLE_PROFILE, documentFileIds: [] });
    const token = (await signIn(server, user)).token;
    const added: string[] = [];
    for (let count = 0; count < 5; count += 1) {
      const fileId = crypto.randomUUID();
      const answer = await sendFile(
        { bytes: SAMPLE.pdf(), name: `certificate-${count}.pdf`, field: 'documentFileIds', fileId },
        { token, id: user.id },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      added.push(fileId);
    }
    const sixth = crypto.randomUUID();
    const refused = await sendFile(
      { bytes: SAMPLE.pdf(), name: 'one-more.pdf', field: 'documentFileIds', fileId: sixth },
      { token, id: user.id },
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Maximum files reached (5/5)');
    expect(await storedFiles(sixth)).toHaveLength(0);
    const held = (await read(user.id, token)).body.data;
    expect(held?.documentFileIds).toEqual(added);
  });

  it("stores a diploma's document for the update that follows it, which may then refer to it", async () => {
    const fileId = crypto.randomUUID();
    const stored = await sendFile({ bytes: SAMPLE.pdf(), name: 'doctorate.pdf', field: 'diplomas', fileId });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(await storedFiles(fileId)).toHaveLength(1);
    const before = (await read()).body.data as ProfileRow;
    const doctorate = {
      title: 'doctorate' as const,
      establishment: 'Université de Lyon',
      graduationDate: '2016-09-01',
    };
    const accepted = await update({
      diplomas: [...before.diplomas, { ...doctorate, documentFileId: fileId }],
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    // A document that is not one of the specialist's own uploads is refused where it is named.
    const foreign = await update({
      diplomas: [...before.diplomas, { ...doctorate, documentFileId: crypto.randomUUID() }],
    });
    expect(foreign.status).toBe(400);
    const errors = (foreign.body as { errors?: Record<string, string> }).errors ?? {};
    expect(errors[`diplomas.${before.diplomas.length}.documentFileId`]).toBe(
      'This file is no longer available. Please upload it again.',
    );
  });

  it("lists the caller's own files among the ids asked, and only those", async () => {
    const fileId = crypto.randomUUID();
    await sendFile({ bytes: SAMPLE.pdf(), name: 'cv 2026.pdf', field: 'documentFileIds', fileId });
    const ids = `${fileId},${crypto.randomUUID()}`;
    const mine = await callJson<{ id: string; name: string; size: number }[]>(
      server,
      'GET',
      `/api/files?ids=${ids}`,
      {
        token: owner.token,
      },
    );
    expect(mine.body.data?.map(({ id, name, size }) => ({ id, name, size }))).toEqual([
      { id: fileId, name: 'cv 2026.pdf', size: SAMPLE.pdf().length },
    ]);
    const theirs = await callJson<unknown[]>(server, 'GET', `/api/files?ids=${ids}`, {
      token: stranger.token,
    });
    expect(theirs.body.data).toEqual([]);
    const anonymous = await callJson(server, 'GET', `/api/files?ids=${ids}`, {});
    expect(anonymous.status).toBe(401);
  });
});
