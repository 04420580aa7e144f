import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PACKAGE, SAMPLE_PACKAGE_OFFER } from '#core/packages/sample-package';
import { patientErasurePath } from '#core/patients/patient-entity';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { SAMPLE_SESSION } from '#core/sessions/sample-session';
import { sessionReference } from '#core/sessions/session-reference';
import type { ChangesPage, SyncedRow } from '#core/sync/types';
import { type ChatWorld, startChatWorld } from '../chats/chat-test-kit.ts';
import { accessEvents, idempotencyKeys, mailOutbox, uploadedFiles } from '../db/schema.ts';
import { chatMessages } from '../db/schema-sync.ts';
import { SAMPLE } from '../onboarding/test-kit.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';

const NOTE = 'Sleeps badly since the move';
const MESSAGE = 'I will be ten minutes late';

describe.each(TEST_DRIVERS)('erasing a patient on %s', (driver) => {
  let world: ChatWorld;

  beforeAll(async () => {
    world = await startChatWorld(driver);
  });
  afterAll(async () => {
    await world?.stop();
  });

  async function pulled(token = world.owner) {
    const page = await world.office<ChangesPage>(
      'GET',
      '/api/sync/changes?since=0&limit=1000',
      undefined,
      token,
    );
    return page.body.data?.changes ?? [];
  }

  /** A patient with a bit of everything: a session with notes, a package, a conversation with a document. */
  async function patientWithRecord() {
    const patient = await world.newPatient();
    const sessionId = crypto.randomUUID();
    const session = {
      ...SAMPLE_SESSION,
      id: sessionId,
      patientId: patient.id,
      notes: NOTE,
      reference: sessionReference(sessionId),
    };
    expect((await world.office('POST', '/api/sessions', session)).status).toBe(201);
    const offerId = crypto.randomUUID();
    expect(
      (await world.office('POST', '/api/package-offers', { ...SAMPLE_PACKAGE_OFFER, id: offerId })).status,
    ).toBe(201);
    const packageId = crypto.randomUUID();
    const sold = { ...SAMPLE_PACKAGE, id: packageId, offerId, patientId: patient.id };
    expect((await world.office('POST', '/api/packages', sold)).status).toBe(201);
    const link = await world.linkFor(patient.id, 'email');
    const token = world.tokenOf(link.url);
    expect(
      (await world.asPatient(token, 'POST', '/messages', { id: crypto.randomUUID(), text: MESSAGE })).status,
    ).toBe(201);
    const sent = await world.patientSends(token, crypto.randomUUID(), SAMPLE.pdf(), 'Bilan.pdf');
    expect(sent.status).toBe(201);
    return { ...patient, token, link, sessionId, packageId };
  }

  it('leaves nothing of the patient on the server, and tombstones every row for the devices', async () => {
    const patient = await patientWithRecord();
    const [file] = await world.server.database.db
      .select()
      .from(uploadedFiles)
      .where(
        sql`${uploadedFiles.id} in (select (jsonb_array_elements(${chatMessages.attachments})->>'fileId')::uuid from ${chatMessages} where ${chatMessages.patientId} = ${patient.id})`,
      );
    expect(file).toBeDefined();
    const before = JSON.stringify(await pulled());
    for (const trace of ['Amal Haddad', patient.email, NOTE, MESSAGE]) expect(before).toContain(trace);

    const erased = await world.office('POST', patientErasurePath(patient.id));
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);

    const changes = await pulled();
    const after = JSON.stringify(changes);
    for (const trace of ['Amal Haddad', patient.email, NOTE, MESSAGE, 'Bilan.pdf'])
      expect(after).not.toContain(trace);
    const rowsOf = (entity: string) =>
      changes
        .filter((change) => change.entity === entity)
        .map((change) => change.row as SyncedRow & Record<string, unknown>);
    const ofPatient = (row: Record<string, unknown>) => row.id === patient.id || row.patientId === patient.id;
    for (const entity of ['patient', 'session', 'package', 'chatMessage']) {
      const rows = rowsOf(entity).filter(ofPatient);
      expect(rows.length, entity).toBeGreaterThan(0);
      for (const row of rows) expect(row.deletedAt, entity).not.toBeNull();
    }
    // The log keeps one line of the patient's: the erasure.
    const lines = rowsOf('accessEvent').filter(
      (row) => row.patientId === patient.id && row.deletedAt === null,
    );
    expect(lines.map((line) => line.action)).toEqual(['erase']);
    // Notifications of the patient's messages, session or package are gone with their name.
    for (const row of rowsOf('notification').filter((note) => String(note.target).includes(patient.id))) {
      expect(row.deletedAt).not.toBeNull();
    }

    const { db } = world.server.database;
    expect(
      await db
        .select()
        .from(uploadedFiles)
        .where(eq(uploadedFiles.id, file?.id ?? '')),
    ).toEqual([]);
    const stored = [];
    for await (const object of world.server.files.list()) stored.push(object.storageName);
    expect(stored).not.toContain(file?.storageName);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, patient.email))).toEqual([]);
    const quoting = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.response}::text like ${`%${patient.id}%`}`);
    expect(quoting).toEqual([]);
    // The patient's link opens nothing any more.
    expect((await world.asPatient(patient.token, 'GET')).status).toBe(404);
    // A create replayed by a device that had not heard cannot bring the patient back.
    await world.office('POST', '/api/patients', { ...SAMPLE_PATIENT, id: patient.id, name: 'Amal Haddad' });
    expect(JSON.stringify(await pulled())).not.toContain('Amal Haddad');
  });

  it('keeps a company’s employees without their company, answers the same when repeated, and 404 to others', async () => {
    const company = crypto.randomUUID();
    const companyFields = {
      ...SAMPLE_PATIENT,
      id: company,
      type: 'company',
      gender: null,
      dateOfBirth: null,
      name: 'Atlas SA',
    };
    expect((await world.office('POST', '/api/patients', companyFields)).status).toBe(201);
    const employee = crypto.randomUUID();
    expect(
      (await world.office('POST', '/api/patients', { ...SAMPLE_PATIENT, id: employee, companyId: company }))
        .status,
    ).toBe(201);

    expect((await world.office('POST', patientErasurePath(company), undefined, world.stranger)).status).toBe(
      404,
    );
    expect((await world.office('POST', patientErasurePath(crypto.randomUUID()))).status).toBe(404);
    expect((await world.office('POST', patientErasurePath('not-an-id'))).status).toBe(404);
    expect((await world.office('POST', patientErasurePath(company))).status).toBe(200);
    expect((await world.office('POST', patientErasurePath(company))).status).toBe(200);

    const rows = (await pulled())
      .filter((change) => change.entity === 'patient')
      .map((change) => change.row as SyncedRow & Record<string, unknown>);
    expect(rows.find((row) => row.id === employee)).toMatchObject({
      companyId: null,
      deletedAt: null,
      name: SAMPLE_PATIENT.name,
    });
    expect(rows.find((row) => row.id === company)).toMatchObject({ name: '', deletedAt: expect.any(String) });
    // Outside an erasure's transaction the log stays append-only.
    const { db } = world.server.database;
    await expect(
      db
        .update(accessEvents)
        .set({ deletedAt: new Date() })
        .where(and(eq(accessEvents.patientId, employee))),
    ).rejects.toThrow();
  });
});
