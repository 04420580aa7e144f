import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { sendChatMessage } from '../chats/chat-commands.ts';
import { getDb } from '../db.ts';
import { addPatientDocument } from '../record/patient-documents.ts';
import {
  addRecordAddendum,
  createRecordEntry,
  newRecordEntryFields,
  signRecordEntry,
} from '../record/record-commands.ts';
import { bookAt, HOUR_MS, NOW, withSignedInPatient } from '../sessions/session-test-kit.ts';
import { createPatient } from './patient-commands.ts';
import { collectPatientExport } from './patient-export.ts';

const lina = withSignedInPatient();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('collectPatientExport', () => {
  it('gathers the patient’s profile, sessions and messages as their entities define them', async () => {
    const patientId = lina.patientId();
    const other = await createPatient({ ...SAMPLE_PATIENT, name: 'Omar Said' });
    await bookAt(patientId, NOW + 2 * HOUR_MS);
    await bookAt(other, NOW + 4 * HOUR_MS);
    const pdf = new File([new Uint8Array([37, 80, 68, 70])], 'plan.pdf', { type: 'application/pdf' });
    expect(await sendChatMessage(patientId, 'See you <b>Tuesday</b>', [pdf])).toMatchObject({ ok: true });
    const noteId = await createRecordEntry({
      ...newRecordEntryFields(patientId, 'progress', '2026-11-02'),
      sections: { subjective: 'Dort mieux — ينام أفضل' },
    });
    await signRecordEntry(noteId);
    await addRecordAddendum({ entryId: noteId, patientId, text: 'Weekly meetings', authorName: 'Dr Lina' });
    const consent = new File([new Uint8Array([37, 80, 68, 70, 45])], 'consent.pdf', {
      type: 'application/pdf',
    });
    expect(await addPatientDocument(patientId, consent, 'consent')).toMatchObject({ ok: true });
    await addPatientDocument(other, new File(['%PDF'], 'omar.pdf', { type: 'application/pdf' }));
    await createRecordEntry({
      ...newRecordEntryFields(other, 'intake', '2026-11-03'),
      sections: { history: 'Omar' },
    });

    const bundle = await collectPatientExport(patientId, new Date(NOW));
    if (!bundle) throw new Error('no export');
    const { data, fileBlobs } = bundle;
    expect(data).toMatchObject({
      format: 'mindoffice.patient-export',
      version: 1,
      exportedAt: new Date(NOW).toISOString(),
    });
    expect(data.patient).toMatchObject({ id: patientId, name: 'Lina Haddad', email: SAMPLE_PATIENT.email });
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({
      patientId,
      startsAt: new Date(NOW + 2 * HOUR_MS).toISOString(),
    });
    // Derived keys of the local tables are the device's, not the patient's data.
    expect(Object.keys(data.sessions[0] ?? {})).not.toContain('liveStartsAt');
    expect(Object.keys(data.patient)).not.toContain('wordKeys');
    expect(data.chatMessages.map((message) => message.text)).toEqual(['See you <b>Tuesday</b>']);
    // The clinical record, the patient's own only, with the signed note's addendum; no search keys.
    expect(data.recordEntries).toEqual([
      expect.objectContaining({
        id: noteId,
        status: 'signed',
        sections: { subjective: 'Dort mieux — ينام أفضل' },
      }),
    ]);
    expect(Object.keys(data.recordEntries[0] ?? {})).not.toContain('wordKeys');
    expect(data.recordAddenda).toEqual([
      expect.objectContaining({ entryId: noteId, text: 'Weekly meetings' }),
    ]);
    expect(data.patientDocuments).toEqual([
      expect.objectContaining({ title: 'consent', category: 'consent', fileName: 'consent.pdf' }),
    ]);
    // The documents waiting to upload are on the device: they go into the archive, the message's
    // attachment first, then the record's document.
    expect(data.files).toEqual([
      expect.objectContaining({ name: 'plan.pdf', type: 'application/pdf', path: 'files/001-plan.pdf' }),
      expect.objectContaining({ name: 'consent.pdf', size: 5, path: 'files/002-consent.pdf' }),
    ]);
    expect(fileBlobs.get('files/001-plan.pdf')?.size).toBe(4);
    expect(fileBlobs.get('files/002-consent.pdf')?.size).toBe(5);
  });

  it('lists a document it cannot get (offline, not on the device) as missing', async () => {
    const patientId = lina.patientId();
    const fileId = crypto.randomUUID();
    await getDb().chatMessages.put({
      id: crypto.randomUUID(),
      version: 1,
      patientId,
      sender: 'patient',
      text: '',
      attachments: [{ fileId, name: 'scan.png', size: 10, type: 'image/png' }],
      sentAt: new Date(NOW).toISOString(),
      readAt: null,
      deletedAt: null,
    } as never);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const bundle = await collectPatientExport(patientId, new Date(NOW));
    expect(bundle?.data.files).toEqual([
      { fileId, name: 'scan.png', type: 'image/png', size: 10, path: null },
    ]);
    expect(bundle?.fileBlobs.size).toBe(0);
  });

  it('answers nothing for a patient the device does not hold', async () => {
    expect(await collectPatientExport(crypto.randomUUID(), new Date(NOW))).toBeUndefined();
  });
});
