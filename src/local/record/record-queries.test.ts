import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb, wipeLocalData } from '../db.ts';
import { signInAnswer } from '../test-support.ts';
import { saveSignIn } from '../token-store.ts';
import {
  addRecordAddendum,
  createRecordEntry,
  deleteRecordDraft,
  newRecordEntryFields,
  saveRecordEntry,
  signRecordEntry,
} from './record-commands.ts';
import { addendaOf, patientRecord, recordEntry } from './record-queries.ts';

beforeEach(async () => {
  await saveSignIn(signInAnswer(), Date.now());
});
afterEach(async () => {
  await wipeLocalData();
});

const PATIENT = '0b7e5c1e-3f7a-4d8e-9a51-6c2b1f0e4d21';
const OTHER = '9d3c2b1a-7e6f-4a5b-8c9d-0e1f2a3b4c5d';

async function note(day: string, sections: Record<string, string>, patientId = PATIENT) {
  const id = await createRecordEntry({ ...newRecordEntryFields(patientId, 'progress', day), sections });
  return id;
}
const ids = async (search: string, kind?: 'progress' | 'plan') =>
  (await patientRecord(PATIENT, { search, ...(kind ? { kind } : {}) })).rows.map((row) => row.writtenOn);

describe('the clinical record on the device', () => {
  it('lists a patient’s entries newest first, of a kind when asked', async () => {
    await note('2030-05-02', { subjective: 'Second' });
    await note('2030-05-09', { subjective: 'Third' });
    await note('2030-04-25', { subjective: 'First' });
    await note('2030-05-20', { subjective: 'Another patient' }, OTHER);
    await createRecordEntry(newRecordEntryFields(PATIENT, 'plan', '2030-05-01'));
    expect(await ids('')).toEqual(['2030-05-09', '2030-05-02', '2030-05-01', '2030-04-25']);
    expect(await ids('', 'plan')).toEqual(['2030-05-01']);
    const firstTwo = await patientRecord(PATIENT, {}, 2);
    expect([firstTwo.rows.map((row) => row.writtenOn), firstTwo.total]).toEqual([
      ['2030-05-09', '2030-05-02'],
      4,
    ]);
  });

  it('finds words by their start in French without accents and in Arabic without diacritics or hamza', async () => {
    await note('2030-05-02', { subjective: 'Anxiété élevée avant les réunions' });
    await note('2030-05-03', { assessment: 'يَشْعُرُ بِالْخَوْفِ مِنَ الأَماكِنِ المُزْدَحِمَة' });
    await note('2030-05-04', { plan: 'Exposure to crowded places' });
    await note('2030-05-05', { subjective: 'anxiete' }, OTHER);
    expect(await ids('ANXIETE')).toEqual(['2030-05-02']);
    expect(await ids('anx réun')).toEqual(['2030-05-02']);
    expect(await ids('الاماكن')).toEqual(['2030-05-03']);
    expect(await ids('المزدحمه')).toEqual(['2030-05-03']);
    expect(await ids('crowd')).toEqual(['2030-05-04']);
    expect(await ids('anxiété crowded')).toEqual([]);
  });

  it('finds a signed note through its addenda, and leaves deleted drafts out', async () => {
    const signed = await note('2030-05-02', { subjective: 'Slept badly' });
    await signRecordEntry(signed);
    await addRecordAddendum({
      entryId: signed,
      patientId: PATIENT,
      text: 'Nightmares returned',
      authorName: 'Dr L. H.',
    });
    const draft = await note('2030-05-03', { subjective: 'Nightmares are rarer' });
    expect(await ids('nightmare')).toEqual(['2030-05-03', '2030-05-02']);
    await deleteRecordDraft(draft);
    expect(await ids('nightmare')).toEqual(['2030-05-02']);
    expect((await addendaOf([signed])).get(signed)?.map((row) => row.text)).toEqual(['Nightmares returned']);
  });

  it('keeps a draft’s edits in one queued update and signs in a step of its own', async () => {
    const id = await note('2030-05-02', { subjective: 'S' });
    await saveRecordEntry(id, { sections: { subjective: 'Sl' } });
    await saveRecordEntry(id, { sections: { subjective: 'Sleeps better' } });
    await signRecordEntry(id);
    const queued = (await getDb().outbox.toArray()).map((entry) => entry.name);
    expect(queued).toEqual(['recordEntry.create', 'recordEntry.update', 'recordEntry.update']);
    expect(await recordEntry(id)).toMatchObject({
      status: 'signed',
      sections: { subjective: 'Sleeps better' },
    });
    expect((await recordEntry(id))?.signedAt).not.toBeNull();
  });
});
