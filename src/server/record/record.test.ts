// The clinical record's rules as the server enforces them (issue 38): a signed note is locked — an
// edit, an unsigning or a delete is refused with a message in the caller's language and nothing
// changes, also for a device that edited the draft offline while another signed it — addenda go to
// signed notes of the same patient only, and the database itself refuses a change to a signed note.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import type { RecordAddendumRow } from '#core/record/record-addendum-schema';
import type { RecordEntryRow } from '#core/record/record-entry-schema';
import { SAMPLE_RECORD_ADDENDUM, SAMPLE_RECORD_ENTRY } from '#core/record/sample-record';
import { SAMPLE_SESSION } from '#core/sessions/sample-session';
import { accessEvents, recordEntries } from '../db/schema.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { ownerServer, type SignedInSpecialist } from '../test-support/owner-server.ts';
import { callJson, type TestServer } from '../test-support/test-server.ts';

type Answer = { errors?: Record<string, string> };

describe.each(TEST_DRIVERS)('the clinical record on %s', (driver) => {
  const kit = ownerServer(driver);
  let server: TestServer;
  let owner: SignedInSpecialist;
  let stranger: SignedInSpecialist;
  let patientId: string;
  beforeAll(async () => {
    ({ server, owner, stranger } = kit);
    patientId = await newPatient();
  });

  const send = <T = RecordEntryRow>(method: string, path: string, body?: unknown, token = owner.token) =>
    callJson<T>(server, method, path, { body, token, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  async function newPatient(fields: Record<string, unknown> = {}) {
    const id = crypto.randomUUID();
    const answer = await send('POST', '/api/patients', { ...SAMPLE_PATIENT, id, ...fields });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return id;
  }
  async function newEntry(fields: Record<string, unknown> = {}) {
    const id = crypto.randomUUID();
    const answer = await send('POST', '/api/record-entries', {
      ...SAMPLE_RECORD_ENTRY,
      id,
      patientId,
      ...fields,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as RecordEntryRow;
  }
  const read = async (id: string) =>
    (await callJson<RecordEntryRow>(server, 'GET', `/api/record-entries/${id}`, { token: owner.token })).body
      .data;

  it('signs a draft with the server’s time and then refuses every change, in the caller’s language', async () => {
    const note = await newEntry();
    const before = Date.now();
    const signing = await send('PUT', `/api/record-entries/${note.id}`, {
      baseVersion: note.version,
      changes: { status: 'signed', signedAt: '2000-01-01T00:00:00.000Z' },
    });
    expect(signing.status, JSON.stringify(signing.body)).toBe(200);
    const signed = signing.body.data as RecordEntryRow;
    expect(Date.parse(signed.signedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);

    const edit = await send('PUT', `/api/record-entries/${note.id}?lang_code=FR`, {
      baseVersion: signed.version,
      changes: { sections: { subjective: 'Réécrit après signature' } },
    });
    expect(edit.status).toBe(400);
    expect((edit.body as Answer).errors).toEqual({
      sections: 'Cette note est signée et ne peut plus être modifiée : ajoutez un addendum.',
    });
    const unsign = await send('PUT', `/api/record-entries/${note.id}?lang_code=AR`, {
      baseVersion: signed.version,
      changes: { status: 'draft' },
    });
    expect(unsign.status).toBe(400);
    const removal = await send('DELETE', `/api/record-entries/${note.id}`);
    expect(removal.status).toBe(400);
    expect((removal.body as Answer).errors?.status).toBe(
      'A signed note is part of the record and cannot be deleted.',
    );
    expect(await read(note.id)).toEqual(signed);
  });

  it('refuses a draft edit made offline that arrives after another device signed the note', async () => {
    const note = await newEntry();
    // Device B signs; device A's edit, queued offline from the draft's version, arrives in a batch.
    await send('PUT', `/api/record-entries/${note.id}`, {
      baseVersion: note.version,
      changes: { status: 'signed' },
    });
    const signed = await read(note.id);
    const batch = await callJson<{ results: Array<{ status: number; body: Answer }> }>(
      server,
      'POST',
      '/api/sync/batch',
      {
        token: owner.token,
        body: {
          calls: [
            {
              idempotencyKey: crypto.randomUUID(),
              method: 'PUT',
              path: `/api/record-entries/${note.id}`,
              body: { baseVersion: note.version, changes: { sections: { subjective: 'Typed offline' } } },
            },
          ],
        },
      },
    );
    const [result] = batch.body.data?.results ?? [];
    expect(result?.status).toBe(400);
    expect(result?.body.errors?.sections).toBe(
      'This note is signed and can no longer be changed: add an addendum instead.',
    );
    expect(await read(note.id)).toEqual(signed);
  });

  it('adds addenda to a signed note of the same patient only, and never changes one', async () => {
    const draft = await newEntry();
    const addendum = (entryId: string, fields: Record<string, unknown> = {}) =>
      send<RecordAddendumRow>('POST', '/api/record-addenda', {
        ...SAMPLE_RECORD_ADDENDUM,
        id: crypto.randomUUID(),
        entryId,
        patientId,
        ...fields,
      });
    const toDraft = await addendum(draft.id);
    expect(toDraft.status).toBe(400);
    expect((toDraft.body as Answer).errors?.entryId).toBe(
      'Addenda are added to signed notes; edit the draft itself instead.',
    );
    const signed = await newEntry({ status: 'signed' });
    const other = await newPatient({ name: 'Karim Idrissi' });
    expect((await addendum(signed.id, { patientId: other })).status).toBe(400);
    const added = await addendum(signed.id);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const id = added.body.data?.id ?? '';
    const change = await send('PUT', `/api/record-addenda/${id}`, { baseVersion: 0, changes: { text: 'x' } });
    expect(change.status).toBe(404);
    // Another specialist's note does not exist for this one.
    const foreign = await send(
      'POST',
      '/api/record-addenda',
      {
        ...SAMPLE_RECORD_ADDENDUM,
        id: crypto.randomUUID(),
        entryId: signed.id,
        patientId,
      },
      stranger.token,
    );
    expect(foreign.status).toBe(404);
  });

  it('keeps a record for a person, linked only to one of that person’s sessions', async () => {
    const company = await newPatient({ type: 'company', gender: null, dateOfBirth: null });
    const forCompany = await send('POST', '/api/record-entries', {
      ...SAMPLE_RECORD_ENTRY,
      id: crypto.randomUUID(),
      patientId: company,
    });
    expect(forCompany.status).toBe(400);
    const other = await newPatient({ name: 'Nadia Cherif' });
    const sessionId = crypto.randomUUID();
    const booked = await send('POST', '/api/sessions', {
      ...SAMPLE_SESSION,
      id: sessionId,
      patientId: other,
      startsAt: '2031-03-03T09:00:00.000Z',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const wrongSession = await send('POST', '/api/record-entries', {
      ...SAMPLE_RECORD_ENTRY,
      id: crypto.randomUUID(),
      patientId,
      sessionId,
    });
    expect((wrongSession.body as Answer).errors?.sessionId).toBe(
      'Choose one of this patient’s sessions, or none',
    );
    await newEntry({ patientId: other, sessionId });
  });

  it('logs each write as the record’s, naming no text', async () => {
    const note = await newEntry({ sections: { subjective: 'Unmistakable-phrase-9182' } });
    const lines = await server.database.db
      .select()
      .from(accessEvents)
      .where(eq(accessEvents.subjectId, note.id));
    expect(lines.map((line) => [line.action, line.subject, line.patientId])).toEqual([
      ['create', 'record', patientId],
    ]);
    expect(JSON.stringify(lines)).not.toContain('Unmistakable');
  });

  it('is erased with its patient, signed notes and addenda included, leaving nothing that was written', async () => {
    const erased = await newPatient({ name: 'Yasmine Erased' });
    const signed = await newEntry({
      patientId: erased,
      status: 'signed',
      sections: { subjective: 'Secret-A' },
    });
    const added = await send('POST', '/api/record-addenda', {
      ...SAMPLE_RECORD_ADDENDUM,
      id: crypto.randomUUID(),
      entryId: signed.id,
      patientId: erased,
      text: 'Secret-B',
    });
    expect(added.status).toBe(201);
    expect((await send('POST', `/api/patients/${erased}/erasure`)).status).toBe(200);
    const rows = await server.database.db.execute(
      sql`select e.sections, e.deleted_at, a.text from record_entries e join record_addenda a on a.entry_id = e.id where e.patient_id = ${erased}`,
    );
    expect(JSON.stringify(rows)).not.toMatch(/Secret-[AB]/);
    expect(await read(signed.id)).toMatchObject({ sections: {}, deletedAt: expect.any(String) });
  });

  it('keeps what was written out of the logs, notifications and e-mails, refused writes included', async () => {
    const words = 'Confided-the-harbour-secret-5519';
    const note = await newEntry({ sections: { subjective: words } });
    await send('PUT', `/api/record-entries/${note.id}`, {
      baseVersion: note.version,
      changes: { status: 'signed' },
    });
    // A refused edit (400) and an addendum carry the words too.
    await send('PUT', `/api/record-entries/${note.id}`, {
      baseVersion: note.version,
      changes: { sections: { subjective: `${words} again` } },
    });
    await send('POST', '/api/record-addenda', {
      ...SAMPLE_RECORD_ADDENDUM,
      id: crypto.randomUUID(),
      entryId: note.id,
      patientId,
      text: words,
    });
    expect(server.logLines.join('\n')).not.toContain(words);
    const elsewhere = await server.database.db.execute(
      sql`select (select coalesce(json_agg(n), '[]') from notifications n)::text as notifications,
                 (select coalesce(json_agg(m), '[]') from mail_outbox m)::text as mail,
                 (select coalesce(json_agg(l), '[]') from access_events l)::text as log`,
    );
    expect(JSON.stringify(elsewhere)).not.toContain(words);
  });

  it('is locked by the database too: an update of a signed note’s text fails', async () => {
    const note = await newEntry({ status: 'signed' });
    await expect(
      server.database.db.execute(sql`update record_entries set sections = 'r1.forged' where id = ${note.id}`),
    ).rejects.toThrow();
    const [stored] = await server.database.db
      .select()
      .from(recordEntries)
      .where(eq(recordEntries.id, note.id));
    expect(stored?.sections).toEqual(SAMPLE_RECORD_ENTRY.sections);
  });
});
