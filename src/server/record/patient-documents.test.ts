// A patient's documents as the server keeps them (issue 38): a row per document, its bytes the
// owner's `recordDocument` upload (the type recorded is the bytes', not the device's claim), readable
// by the owner only — not another specialist, not an administrator — each read and write a line of the
// patient's access log; deleting the document deletes its file, erasing the patient erases both.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RIGHT_CODES } from '#core/auth';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import type { PatientDocumentRow } from '#core/record/patient-document-schema';
import { SAMPLE_PATIENT_DOCUMENT } from '#core/record/sample-record';
import type { ChangesPage } from '#core/sync/types';
import { patientDocuments, uploadedFiles } from '../db/schema.ts';
import { SAMPLE } from '../onboarding/test-kit.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { ownerServer } from '../test-support/owner-server.ts';
import { createUser, signIn } from '../test-support/test-server.ts';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe.each(TEST_DRIVERS)('a patient’s documents on %s', (driver) => {
  const kit = ownerServer(driver);
  let patientId: string;
  beforeAll(async () => {
    patientId = await newPatient();
  });

  async function newPatient(fields: Record<string, unknown> = {}) {
    const id = crypto.randomUUID();
    const answer = await kit.send('POST', '/api/patients', { ...SAMPLE_PATIENT, id, ...fields });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return id;
  }

  async function newDocument(fields: Record<string, unknown> = {}) {
    const id = crypto.randomUUID();
    const answer = await kit.send<PatientDocumentRow>('POST', '/api/patient-documents', {
      ...SAMPLE_PATIENT_DOCUMENT,
      id,
      patientId,
      ...fields,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return id;
  }

  /** The outbox's `patientDocument.file`: the picked bytes under the client's file id. */
  async function sendBytes(id: string, bytes: Uint8Array, name: string, token = kit.owner.token) {
    const fileId = crypto.randomUUID();
    const form = new FormData();
    form.append('field', 'fileId');
    form.append('fileId', fileId);
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${kit.server.url}/api/patient-documents/${id}/files`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    });
    const body = (await response.json()) as { data?: PatientDocumentRow; errors?: Record<string, string> };
    return { status: response.status, body, fileId };
  }

  const download = (fileId: string, token = kit.owner.token) =>
    fetch(`${kit.server.url}/api/files/${fileId}`, {
      headers: { authorization: `Bearer ${token}`, 'X-Device-Id': 'tablet-0123456789' },
    });

  const fileRow = async (fileId: string) =>
    (await kit.server.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId)))[0];

  it('stores the bytes as the row’s file and records the type the bytes are', async () => {
    const id = await newDocument({ fileName: 'letter.pdf', fileType: 'application/pdf' });
    const sent = await sendBytes(id, SAMPLE.docx(), 'letter.docx');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({
      fileId: sent.fileId,
      fileType: DOCX_TYPE,
      fileSize: SAMPLE.docx().length,
    });
    expect((await fileRow(sent.fileId))?.kind).toBe('recordDocument');
    const read = await download(sent.fileId);
    expect(read.status).toBe(200);
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(new Uint8Array(SAMPLE.docx()));
  });

  it('refuses what is not a document, in the caller’s language, and keeps no file', async () => {
    const id = await newDocument();
    const before = (await kit.server.database.db.select().from(uploadedFiles)).length;
    const sent = await sendBytes(id, SAMPLE.mp4(), 'clip.pdf');
    expect(sent.status).toBe(400);
    expect((await kit.server.database.db.select().from(uploadedFiles)).length).toBe(before);
    const row = (await kit.read<PatientDocumentRow>(`/api/patient-documents/${id}`)).body.data;
    expect(row?.fileId).toBeNull();
  });

  it('names only a file of the owner’s own, of the record’s kind', async () => {
    const other = await newDocument();
    const { fileId } = await sendBytes(other, SAMPLE.pdf(), 'a.pdf');
    const strangersDocument = crypto.randomUUID();
    const foreign = await kit.send(
      'POST',
      '/api/patient-documents',
      { ...SAMPLE_PATIENT_DOCUMENT, id: strangersDocument, patientId, fileId },
      { token: kit.stranger.token },
    );
    // The stranger has no such patient: the row they write about is not theirs to name.
    expect(foreign.status).toBe(404);
    const photo = await kit.send(
      'POST',
      '/api/patient-documents',
      { ...SAMPLE_PATIENT_DOCUMENT, id: crypto.randomUUID(), patientId, fileId: crypto.randomUUID() },
      { key: crypto.randomUUID() },
    );
    expect(photo.status).toBe(400);
    expect((photo.body as { errors?: Record<string, string> }).errors?.fileId).toBe(
      'This file is not one of the patient’s documents.',
    );
  });

  it('keeps a company out: documents belong to a person’s record', async () => {
    const companyId = await newPatient({ type: 'company', gender: null, dateOfBirth: null });
    const answer = await kit.send('POST', '/api/patient-documents', {
      ...SAMPLE_PATIENT_DOCUMENT,
      id: crypto.randomUUID(),
      patientId: companyId,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  });

  it('lets no one but the owner read it — another specialist or an administrator gets 404', async () => {
    const id = await newDocument();
    const { fileId } = await sendBytes(id, SAMPLE.pdf(), 'report.pdf');
    expect((await download(fileId, kit.stranger.token)).status).toBe(404);
    const admin = await createUser(kit.server, {
      userType: 'admin',
      rights: [RIGHT_CODES.adminRegistrations, RIGHT_CODES.adminSpecialists],
    });
    const adminToken = (await signIn(kit.server, admin)).token;
    expect((await download(fileId, adminToken)).status).toBe(404);
    expect((await download(fileId)).status).toBe(200);
  });

  it('writes each create, upload, read and delete in the patient’s access log, naming no title', async () => {
    const ownPatient = await newPatient();
    const id = await newDocument({ patientId: ownPatient, title: 'Letter from Dr Amrani' });
    const { fileId } = await sendBytes(id, SAMPLE.pdf(), 'letter.pdf');
    await download(fileId);
    const row = (await kit.read<PatientDocumentRow>(`/api/patient-documents/${id}`)).body.data;
    expect((await kit.send('DELETE', `/api/patient-documents/${id}`, {})).status).toBe(200);
    expect(row).toBeDefined();
    const feed = await kit.read<ChangesPage>('/api/sync/changes?since=0');
    const lines = (feed.body.data?.changes ?? [])
      .filter((change) => change.entity === 'accessEvent' && change.row.patientId === ownPatient)
      .map((change) => change.row);
    expect(lines.map((line) => [line.action, line.subject])).toEqual([
      ['create', 'patient'],
      ['create', 'file'],
      ['update', 'file'],
      ['download', 'file'],
      ['delete', 'file'],
    ]);
    expect(JSON.stringify(lines)).not.toContain('Amrani');
  });

  it('deletes the file with the document: it cannot be read any more', async () => {
    const id = await newDocument();
    const { fileId } = await sendBytes(id, SAMPLE.pdf(), 'old.pdf');
    expect((await kit.send('DELETE', `/api/patient-documents/${id}`, {})).status).toBe(200);
    expect(await fileRow(fileId)).toBeUndefined();
    expect((await download(fileId)).status).toBe(404);
  });

  it('erases the documents and their files with the patient', async () => {
    const erased = await newPatient();
    const id = await newDocument({ patientId: erased, title: 'Referral from Dr Amrani' });
    const { fileId } = await sendBytes(id, SAMPLE.pdf(), 'referral.pdf');
    const answer = await kit.send('POST', `/api/patients/${erased}/erasure`, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await fileRow(fileId)).toBeUndefined();
    const [row] = await kit.server.database.db
      .select()
      .from(patientDocuments)
      .where(eq(patientDocuments.id, id));
    expect(row).toMatchObject({ title: '', fileName: '', fileId: null });
    expect(row?.deletedAt).not.toBeNull();
  });
});
