import { UNSET_PATIENT_EXTRAS } from '#core/patients/sample-patient';
import 'fake-indexeddb/auto';
import { Dexie, liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { PatientRow } from '#core/patients/patient-schema';
import type { PatientType } from '#core/patients/patient-types';
import { closeDb, getDb, wipeLocalData } from '../db.ts';
import { DB_NAME, SCHEMA_VERSIONS } from '../db-schema.ts';
import { fold, withPatientKeys } from './patient-keys.ts';
import { matchesSearch, type PatientPageQuery, queryPatientPage } from './patient-queries.ts';

afterEach(async () => {
  await wipeLocalData();
});

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), so a failure replays the same rows. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Names with shared prefixes, repeated words, accents and e-mails that start like a name word, so a
// row often matches a needle through several of its words: the counts must still count rows.
const FIRST = ['Amina', 'Amine', 'Amir', 'Anaïs', 'Ana Ana', 'Jean', 'Jean-Luc', 'Jeanne', 'Karim', 'Élodie'];
const LAST = ['Benali', 'Ben Salah', 'Karimi', 'Dupont', 'Amrani', 'Omari', 'Zidane', "O'Neil", 'Eloïse'];

function randomPatients(count: number, seed: number): PatientRow[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    // Skewed: a third of the rows share one first name, so some matches bunch up in name order.
    const first = random() < 0.33 ? 'Jeanne' : pick(FIRST);
    const last = pick(LAST);
    const type: PatientType = random() < 0.2 ? 'company' : 'individual';
    return {
      id: `${String(index).padStart(4, '0')}-${Math.floor(random() * 1e9)}`,
      ownerId: 'owner',
      version: index + 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
      deletedAt: random() < 0.05 ? '2026-01-02T00:00:00.000Z' : null,
      name: `${first} ${last}`,
      contactNumber: `+33 6${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
      gender: null,
      dateOfBirth: null,
      country: 'FR',
      type,
      email:
        random() < 0.5 ? `${fold(first).split(/[\s-]/)[0]}.${index}@example.com` : `p${index}@example.com`,
      companyId: null,
      ...UNSET_PATIENT_EXTRAS,
    };
  });
}

/** What the page must be: every live row filtered in memory, in name order. */
function expectedPage(rows: PatientRow[], query: PatientPageQuery) {
  const sortKey = (row: PatientRow) => `${fold(row.name)}\u0001${row.id}`;
  const matching = rows
    .filter((row) => row.deletedAt === null && (query.type === 'all' || row.type === query.type))
    .filter((row) => matchesSearch(row, query.search))
    .sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1));
  const start = query.pageIndex * query.pageSize;
  return { total: matching.length, ids: matching.slice(start, start + query.pageSize).map((row) => row.id) };
}

describe('queryPatientPage against a filter of every row', () => {
  it('gives the same totals and pages, whichever way it reads them', async () => {
    const rows = randomPatients(700, 7);
    await getDb().patients.bulkPut(rows.map(withPatientKeys));
    const searches = [
      'a',
      'am',
      'ami',
      'amina',
      'an',
      'ana',
      'jean',
      'jeanne',
      'jean-l',
      'JEAN luc',
      'ka',
      'karimi',
    ];
    searches.push(
      'b',
      'ben',
      'ben sal',
      'élo',
      'ELOI',
      'o',
      'om',
      "o'n",
      'z',
      'p1',
      'p12',
      '+33 6',
      '06',
      'zzz',
    );
    let checked = 0;
    for (const search of searches) {
      for (const type of ['all', 'individual', 'company'] as const) {
        for (const [pageIndex, pageSize] of [
          [0, 10],
          [3, 25],
          [12, 10],
        ] as const) {
          const query = { search, type, pageIndex, pageSize };
          const page = await queryPatientPage(query);
          const label = JSON.stringify(query);
          expect({ label, total: page.total, ids: page.rows.map((row) => row.id) }).toEqual({
            label,
            ...expectedPage(rows, query),
          });
          checked += 1;
        }
      }
    }
    expect(checked).toBe(searches.length * 9);
  }, 30_000);

  it('counts a row once when several of its words start with the needle', async () => {
    const [row] = randomPatients(1, 1);
    if (!row) throw new Error('no row');
    await getDb().patients.put(
      withPatientKeys({ ...row, name: 'Ana Anaïs Anabelle', email: 'ana@example.com', deletedAt: null }),
    );
    for (const search of ['a', 'an', 'ana', 'anab', 'anai'])
      expect((await queryPatientPage(query(search))).total).toBe(1);
    expect((await queryPatientPage(query('anabelles'))).total).toBe(0);
  });
});

const query = (search: string): PatientPageQuery => ({ search, type: 'all', pageIndex: 0, pageSize: 10 });

describe('the patients page as a live query', () => {
  it('runs again when a matching patient is added', async () => {
    const [first, second] = randomPatients(2, 3).map((row) => ({ ...row, deletedAt: null }));
    if (!first || !second) throw new Error('no rows');
    await getDb().patients.put(withPatientKeys({ ...first, name: 'Omar Said' }));
    const totals: number[] = [];
    const subscription = liveQuery(() => queryPatientPage(query('oma'))).subscribe((page) => {
      totals.push(page.total);
    });
    await expect.poll(() => totals.at(-1)).toBe(1);
    await getDb().patients.put(withPatientKeys({ ...second, name: 'Omari Ben' }));
    await expect.poll(() => totals.at(-1)).toBe(2);
    subscription.unsubscribe();
  });
});

describe('schema version 4', () => {
  it('rewrites the index keys of rows stored by version 3, which the search then finds', async () => {
    // From no database at all: a file before this one in the worker may have left one at the latest version.
    await wipeLocalData();
    const older = new Dexie(DB_NAME);
    for (const { version, stores } of SCHEMA_VERSIONS.filter((each) => each.version <= 3))
      older.version(version).stores(stores);
    const [row] = randomPatients(1, 5);
    if (!row) throw new Error('no row');
    // A row as version 3 stored it: `searchKeys` (`word␁type␁sortName␁id`), no word keys.
    const tail = `individual\u0001lina haddad\u0001${row.id}`;
    await older.table('patients').put({
      ...row,
      name: 'Lina Haddad',
      type: 'individual',
      deletedAt: null,
      searchKeys: ['lina', 'haddad'].map((word) => `${word}\u0001${tail}`),
      listKey: `lina haddad\u0001${row.id}`,
      typeListKey: tail,
    });
    older.close();
    closeDb();

    const page = await queryPatientPage(query('hadd'));
    expect(page.rows.map((each) => each.name)).toEqual(['Lina Haddad']);
    expect(page.rows[0]).not.toHaveProperty('searchKeys');
    expect(await getDb().patients.get(row.id)).not.toHaveProperty('searchKeys');
  });
});
