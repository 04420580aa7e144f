// Runs in Chromium (bundled by sync.ts): seeds IndexedDB and times the real src/local engine against
// raw IndexedDB reads of the same rows. Exposed as `window.syncBench`.

import type { SignInData } from '../../src/core/auth.ts';
import type { PatientRow } from '../../src/core/patients/patient-schema.ts';
import { UNSET_PATIENT_EXTRAS } from '../../src/core/patients/sample-patient.ts';
import { getDb } from '../../src/local/db.ts';
import { withPatientKeys } from '../../src/local/patients/patient-keys.ts';
import { matchesSearch, queryPatientPage } from '../../src/local/patients/patient-queries.ts';
import { withSessionKeys } from '../../src/local/sessions/session-keys.ts';
import { sessionStore } from '../../src/local/sessions/session-store.ts';
import { mutate } from '../../src/local/sync/mutate.ts';
import { pullChanges } from '../../src/local/sync/pull.ts';
import { defaultReplayDeps, replayOutbox } from '../../src/local/sync/replayer.ts';
import { saveSignIn } from '../../src/local/token-store.ts';
import { benchSessionRow } from './session-rows.ts';

const SEARCHES = ['ami', 'jean', 'lina', 'omar', 'zzz', 'sofia', 'ka', 'ben', 'rossi', '+3361'];

function row(index: number, ownerId: string): PatientRow {
  const names = ['Amina', 'Jean', 'Lina', 'Omar', 'Sofia', 'Karim', 'Nadia', 'Youssef'];
  const last = ['Benali', 'Dupont', 'Haddad', 'Said', 'Rossi', 'Nasser', 'Karim', 'Mansour'];
  return {
    id: crypto.randomUUID(),
    ownerId,
    version: index + 1,
    updatedAt: new Date().toISOString(),
    deletedAt: null,
    name: `${names[index % 8]} ${last[Math.floor(index / 8) % 8]}`,
    contactNumber: `+3361${String(index).padStart(7, '0')}`,
    gender: index % 2 ? 'male' : 'female',
    dateOfBirth: '1990-01-01',
    country: 'FR',
    type: index % 10 === 0 ? 'company' : 'individual',
    email: `p${index}@example.com`,
    ...UNSET_PATIENT_EXTRAS,
    companyId: null,
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function rawPage(search: string): Promise<number> {
  const db = getDb().backendDB();
  const rows = await new Promise<PatientRow[]>((resolve, reject) => {
    const request = db.transaction('patients').objectStore('patients').getAll();
    request.onsuccess = () => resolve(request.result as PatientRow[]);
    request.onerror = () => reject(request.error);
  });
  const matching = rows.filter(
    (candidate) => candidate.deletedAt === null && matchesSearch(candidate, search),
  );
  matching.sort((a, b) => a.name.localeCompare(b.name));
  return matching.slice(0, 10).length;
}

async function time(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

export const syncBench = {
  async signIn(session: SignInData) {
    await saveSignIn(session, Date.now());
  },
  async seedLocal(patients: number, sessions: number, ownerId: string) {
    const db = getDb();
    const rows = Array.from({ length: patients }, (_, index) => row(index, ownerId));
    await db.patients.bulkPut(rows.map(withPatientKeys));
    for (let start = 0; start < sessions; start += 10_000) {
      await sessionStore(db).bulkPut(
        Array.from({ length: Math.min(10_000, sessions - start) }, (_, offset) =>
          withSessionKeys(
            benchSessionRow(
              start + offset,
              sessions,
              rows[(start + offset) % rows.length]?.id ?? '',
              ownerId,
              Date.now(),
            ),
          ),
        ),
      );
    }
  },
  async pageQueries(runs: number) {
    const engine: number[] = [];
    const raw: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const search = SEARCHES[run % SEARCHES.length] ?? '';
      engine.push(await time(() => queryPatientPage({ search, type: 'all', pageIndex: 0, pageSize: 10 })));
      raw.push(await time(() => rawPage(search)));
    }
    return {
      engineP95: percentile(engine, 95),
      rawP95: percentile(raw, 95),
      engineP50: percentile(engine, 50),
      rawP50: percentile(raw, 50),
    };
  },
  async clearPatients() {
    const db = getDb();
    await db.patients.clear();
    await db.syncState.clear();
  },
  async firstPull() {
    const ms = await time(() => pullChanges());
    return { ms, count: await getDb().patients.count() };
  },
  async rawWriteOfPulledRows() {
    const rows = await getDb().patients.toArray();
    const db = getDb().backendDB();
    return time(
      () =>
        new Promise<void>((resolve, reject) => {
          const transaction = db.transaction('patients', 'readwrite');
          const store = transaction.objectStore('patients');
          for (const candidate of rows) store.put(candidate);
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
        }),
    );
  },
  async queue(count: number) {
    const ids: string[] = [];
    const started = performance.now();
    for (let index = 0; index < count; index += 1) {
      const id = crypto.randomUUID();
      ids.push(id);
      const { version: _v, ownerId: _o, updatedAt: _u, deletedAt: _d, ...fields } = row(index, '');
      await mutate('patient.create', { ...fields, id });
    }
    return performance.now() - started;
  },
  async replay() {
    const ms = await time(() => replayOutbox({ ...defaultReplayDeps(), sleep: async () => undefined }));
    return { ms, left: await getDb().outbox.count() };
  },
};

Object.assign(globalThis, { syncBench });
