// Runs in Chromium (bundled by record.ts): one patient's clinical record of 5,000 notes and 1,000
// addenda, in French, Arabic (with harakat and hamza forms) and English, written straight into
// IndexedDB through the table's own derived keys; then the record's searches, timed as the page runs
// them (`patientRecord`: the first page of matches, newest first, and their count). `recordBench`.

import type { RecordAddendumRow } from '../../src/core/record/record-addendum-schema.ts';
import type { RecordEntryRow } from '../../src/core/record/record-entry-schema.ts';
import { getDb } from '../../src/local/db.ts';
import { withRecordAddendumKeys, withRecordEntryKeys } from '../../src/local/record/record-keys.ts';
import { patientRecord } from '../../src/local/record/record-queries.ts';

const OWNER = 'bench-owner';
const PATIENT = '0b7e5c1e-3f7a-4d8e-9a51-6c2b1f0e4d21';
const WORDS_PER_SECTION = 40;

/** Words a clinician writes, with the spellings the search must see through. */
const VOCABULARY = {
  fr: [
    'anxiété',
    'sommeil',
    'cauchemars',
    'réunions',
    'exposition',
    'évitement',
    'humeur',
    'fatigue',
    'thérapie',
    'progrès',
    'crises',
    'panique',
    'métro',
    'famille',
    'travail',
    'colère',
    'deuil',
    'séparation',
    'appétit',
    'rumination',
  ],
  ar: [
    'القَلَق',
    'النَّوم',
    'الكَوابيس',
    'الأَماكِن',
    'المُزْدَحِمَة',
    'الأُسْرَة',
    'العَمَل',
    'الحُزْن',
    'الإِرهاق',
    'المَسؤولية',
    'الخَوْف',
    'التَّعَرُّض',
    'الاجتماعات',
    'الغَضَب',
    'الشَّهية',
    'الذِّكريات',
    'المُسْتَشْفى',
    'العِلاج',
    'التَّحَسُّن',
    'الهَلَع',
  ],
  en: [
    'anxiety',
    'sleep',
    'nightmares',
    'meetings',
    'exposure',
    'avoidance',
    'mood',
    'fatigue',
    'therapy',
    'progress',
    'panic',
    'crowds',
    'family',
    'work',
    'anger',
    'grief',
    'appetite',
    'rumination',
    'breathing',
    'relapse',
  ],
} as const;

/** A deterministic pseudo-random stream (mulberry32), so every run seeds the same record. */
function stream(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) % below;
  };
}

function text(next: (below: number) => number, language: keyof typeof VOCABULARY, serial: number): string {
  const words: readonly string[] = VOCABULARY[language];
  // A serial word makes most words of the record rare, as names, places and numbers are.
  return [...Array.from({ length: WORDS_PER_SECTION }, () => words[next(words.length)]), `n${serial}`].join(
    ' ',
  );
}

async function time(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

export const recordBench = {
  async seed(notes: number, addenda: number) {
    const db = getDb();
    const next = stream(7);
    const languages = ['fr', 'ar', 'en'] as const;
    const entries: RecordEntryRow[] = Array.from({ length: notes }, (_, index) => {
      const language = languages[index % 3] ?? 'fr';
      const day = new Date(Date.UTC(2020, 0, 1) + index * 8 * 3_600_000).toISOString().slice(0, 10);
      return {
        id: crypto.randomUUID(),
        ownerId: OWNER,
        version: index + 1,
        updatedAt: new Date().toISOString(),
        deletedAt: null,
        patientId: PATIENT,
        sessionId: null,
        kind: index % 50 === 0 ? 'intake' : 'progress',
        template: index % 50 === 0 ? 'intake' : 'soap',
        writtenOn: day,
        sections:
          index % 50 === 0
            ? { presentingProblem: text(next, language, index), history: text(next, language, index) }
            : {
                subjective: text(next, language, index),
                assessment: text(next, language, index),
                plan: text(next, language, index),
              },
        plan: null,
        status: 'signed',
        signedAt: new Date().toISOString(),
      };
    });
    const rows: RecordAddendumRow[] = Array.from({ length: addenda }, (_, index) => ({
      id: crypto.randomUUID(),
      ownerId: OWNER,
      version: notes + index + 1,
      updatedAt: new Date().toISOString(),
      deletedAt: null,
      entryId: entries[(index * 5) % notes]?.id ?? '',
      patientId: PATIENT,
      text: text(next, languages[index % 3] ?? 'en', notes + index),
      authorName: 'Dr Bench',
      writtenAt: new Date().toISOString(),
    }));
    for (let start = 0; start < entries.length; start += 500)
      await db.recordEntries.bulkPut(entries.slice(start, start + 500).map(withRecordEntryKeys));
    await db.recordAddenda.bulkPut(rows.map(withRecordAddendumKeys));
    return { notes: await db.recordEntries.count(), addenda: await db.recordAddenda.count() };
  },

  /** Each search `runs` times after one warm-up: its durations and how many entries it found. */
  async searches(searches: readonly string[], runs: number) {
    const results: Record<string, { durations: number[]; total: number }> = {};
    for (const search of searches) {
      const { total } = await patientRecord(PATIENT, { search });
      const durations: number[] = [];
      for (let run = 0; run < runs; run += 1)
        durations.push(await time(() => patientRecord(PATIENT, { search })));
      results[search] = { durations, total };
    }
    const firstPage: number[] = [];
    for (let run = 0; run < runs; run += 1) firstPage.push(await time(() => patientRecord(PATIENT)));
    return { results, firstPage };
  },
};

Object.assign(globalThis, { recordBench });
