/**
 * Read queries of the patient screens over the local mirror, for the UI's live queries.
 * Invariants: tombstoned rows (deletedAt set) never reach a screen; list and search read index keys
 * (patient-keys.ts) and load only the rows of the page shown.
 */
import type { PatientRow, PatientType } from '#core/patients/patient-schema';
import { getDb, type MindofficeDb } from '../db.ts';
import {
  KEY_SEPARATOR,
  needleWords,
  type StoredPatient,
  searchWords,
  withoutPatientKeys,
} from './patient-keys.ts';

export { fold } from './patient-keys.ts';

export type PatientPageQuery = {
  search: string;
  type: PatientType | 'all';
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
};

export type PatientPage = { rows: PatientRow[]; total: number };

/** Does every typed word start one of the row's words (name words, e-mail, number digits)? */
export function matchesSearch(
  row: Pick<PatientRow, 'name' | 'email' | 'contactNumber'>,
  search: string,
): boolean {
  const words = searchWords(row);
  return needleWords(search).every((needle) => words.some((word) => word.startsWith(needle)));
}

/** One page of live patients in name order, with the total of matching rows for "Showing X to Y of Z". */
export async function queryPatientPage(
  query: PatientPageQuery,
  db: MindofficeDb = getDb(),
): Promise<PatientPage> {
  const start = query.pageIndex * query.pageSize;
  const needles = needleWords(query.search);
  if (needles.length === 0) {
    const collection =
      query.type === 'all'
        ? db.patients.where('listKey').above('')
        : db.patients.where('typeListKey').startsWith(`${query.type}${KEY_SEPARATOR}`);
    const [total, rows] = await Promise.all([
      collection.count(),
      collection.clone().offset(start).limit(query.pageSize).toArray(),
    ]);
    return { total, rows: rows.map(withoutPatientKeys) };
  }
  const ids = await searchIds(db, needles, query.type);
  const page = await db.patients.bulkGet(ids.slice(start, start + query.pageSize));
  return {
    total: ids.length,
    rows: page.filter((row): row is StoredPatient => row !== undefined).map(withoutPatientKeys),
  };
}

/** Primary keys (ids) of an index range in index order, with IndexedDB's native getAllKeys. */
async function nativeIds(db: MindofficeDb, index: string, range: IDBKeyRange | undefined): Promise<string[]> {
  if (!db.isOpen()) await db.open();
  const store = db.backendDB().transaction('patients', 'readonly').objectStore('patients');
  return new Promise((resolve, reject) => {
    const request = store.index(index).getAllKeys(range);
    // The patients table's primary key is the string `id`.
    request.onsuccess = () => resolve(request.result as string[]);
    request.onerror = () => reject(request.error);
  });
}

/**
 * Ids of the matching live rows in name order, from index reads only: the ids whose search words
 * start with the longest needle (IndexedDB getAllKeys on `searchKeys`), kept in the order of the name
 * index (getAllKeys on `listKey`/`typeListKey`, which returns ids in name order). Both are native
 * key reads, far cheaper than a cursor over thousands of rows.
 */
async function searchIds(
  db: MindofficeDb,
  needles: string[],
  type: PatientPageQuery['type'],
): Promise<string[]> {
  const [first, ...others] = [...needles].sort((a, b) => b.length - a.length);
  const ordered =
    type === 'all'
      ? db.patients.where('listKey').above('')
      : db.patients.where('typeListKey').startsWith(`${type}${KEY_SEPARATOR}`);
  const prefix = first ?? '';
  const typeRange = IDBKeyRange.bound(`${type}${KEY_SEPARATOR}`, `${type}${KEY_SEPARATOR}\uffff`);
  const [matchedIds, orderedIds] = await Promise.all([
    nativeIds(db, 'searchKeys', IDBKeyRange.bound(prefix, `${prefix}\uffff`)),
    type === 'all' ? nativeIds(db, 'listKey', undefined) : nativeIds(db, 'typeListKey', typeRange),
    // A Dexie read of the same index: it makes a live query re-run when any patient changes, which
    // the native reads (unseen by Dexie) would not.
    ordered.count(),
  ]);
  const matched = new Set(matchedIds);
  let ids = orderedIds.filter((id) => matched.has(id));
  if (others.length > 0) {
    // Rare (several words typed): check the other words on the candidate rows themselves.
    const rows = await db.patients.bulkGet(ids);
    ids = rows
      .filter(
        (row): row is StoredPatient =>
          row !== undefined &&
          others.every((needle) => searchWords(row).some((word) => word.startsWith(needle))),
      )
      .map((row) => row.id);
  }
  return ids;
}

export async function getPatient(id: string, db: MindofficeDb = getDb()): Promise<PatientRow | undefined> {
  const row = await db.patients.get(id);
  return row && row.deletedAt === null ? withoutPatientKeys(row) : undefined;
}

/** Companies, for the employer select of an individual. */
export async function listCompanies(db: MindofficeDb = getDb()): Promise<PatientRow[]> {
  const rows = await db.patients.where('typeListKey').startsWith(`company${KEY_SEPARATOR}`).toArray();
  return rows.map(withoutPatientKeys);
}

export type PatientStats = { consultations: number; employees: number };

/** Number of consultations of a patient and, for a company, of the individuals it covers. */
export async function getPatientStats(id: string, db: MindofficeDb = getDb()): Promise<PatientStats> {
  const [consultations, employees] = await Promise.all([
    db.sessionRecords.where('patientId').equals(id).count(),
    db.patients
      .where('companyId')
      .equals(id)
      .filter((row) => row.deletedAt === null)
      .count(),
  ]);
  return { consultations, employees };
}
