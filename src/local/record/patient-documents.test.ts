import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECORD_MESSAGES } from '#core/record/record-messages';
import { getDb, wipeLocalData } from '../db.ts';
import { ownFileBlob } from '../files/own-files.ts';
import { signInAnswer } from '../test-support.ts';
import { saveSignIn } from '../token-store.ts';
import {
  addPatientDocument,
  deletePatientDocument,
  patientDocumentsOf,
  titleOfFileName,
  updatePatientDocument,
} from './patient-documents.ts';

beforeEach(async () => {
  await saveSignIn(signInAnswer(), Date.now());
});
afterEach(async () => {
  await wipeLocalData();
});

const PATIENT = '0b7e5c1e-3f7a-4d8e-9a51-6c2b1f0e4d21';
const OTHER = '9d3c2b1a-7e6f-4a5b-8c9d-0e1f2a3b4c5d';
const pdf = (name: string, bytes = '%PDF-1.4 test') => new File([bytes], name, { type: 'application/pdf' });

describe('a patient’s documents on the device', () => {
  it('lists an added document at once, newest first, its row and upload waiting together', async () => {
    const first = await addPatientDocument(
      PATIENT,
      pdf('consent.pdf'),
      'consent',
      getDb(),
      Date.UTC(2030, 4, 1),
    );
    const second = await addPatientDocument(
      PATIENT,
      pdf('bilan_2030.pdf'),
      'report',
      getDb(),
      Date.UTC(2030, 4, 2),
    );
    await addPatientDocument(OTHER, pdf('other.pdf'));
    expect(first.ok && second.ok).toBe(true);
    const listed = await patientDocumentsOf(PATIENT);
    expect(listed.map((row) => [row.title, row.category, row.isWaiting])).toEqual([
      ['bilan_2030', 'report', true],
      ['consent', 'consent', true],
    ]);
    const names = (await getDb().outbox.toArray()).map((entry) => entry.name);
    expect(names).toEqual([
      'patientDocument.create',
      'patientDocument.file',
      'patientDocument.create',
      'patientDocument.file',
      'patientDocument.create',
      'patientDocument.file',
    ]);
    // The file's id is in the row at once, and its bytes open from the device, offline too.
    const fileId = listed[0]?.fileId ?? '';
    expect(fileId).not.toBe('');
    expect(await (await ownFileBlob(fileId))?.text()).toBe('%PDF-1.4 test');
  });

  it('refuses what is not a document, too large, or empty, and queues nothing', async () => {
    const video = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
    const large = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    const empty = new File([], 'empty.pdf', { type: 'application/pdf' });
    const results = await Promise.all([video, large, empty].map((file) => addPatientDocument(PATIENT, file)));
    expect(results.map((result) => (result.ok ? 'ok' : result.message.id))).toEqual([
      'onboarding.files.documentType',
      'onboarding.files.documentSize',
      RECORD_MESSAGES.documentEmpty.id,
    ]);
    expect(await getDb().outbox.count()).toBe(0);
  });

  it('takes a corrected title and kind, and refuses an empty title without changing it', async () => {
    const added = await addPatientDocument(PATIENT, pdf('scan.pdf'));
    if (!added.ok) throw new Error('not added');
    expect(
      await updatePatientDocument(added.id, { title: '  Referral letter ', category: 'referral' }),
    ).toEqual({
      errors: {},
    });
    expect(await updatePatientDocument(added.id, { title: '   ' })).toEqual({
      errors: { title: RECORD_MESSAGES.documentTitleRequired.id },
    });
    const [row] = await patientDocumentsOf(PATIENT);
    expect([row?.title, row?.category]).toEqual(['Referral letter', 'referral']);
  });

  it('forgets a deleted document’s row and bytes here', async () => {
    const added = await addPatientDocument(PATIENT, pdf('old.pdf'));
    if (!added.ok) throw new Error('not added');
    const fileId = (await getDb().patientDocuments.get(added.id))?.fileId ?? '';
    await deletePatientDocument(added.id);
    expect(await patientDocumentsOf(PATIENT)).toEqual([]);
    expect(await getDb().fileBlobs.get(fileId)).toBeUndefined();
  });

  it('titles a document by its file name without the extension', () => {
    expect(titleOfFileName('Compte-rendu bilan.PDF')).toBe('Compte-rendu bilan');
    expect(titleOfFileName('تقرير.docx')).toBe('تقرير');
    expect(titleOfFileName('.pdf')).toBe('.pdf');
  });
});
