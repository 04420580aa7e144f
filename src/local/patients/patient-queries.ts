/**
 * Read queries of the patient screens over the local mirror, for the UI's live queries.
 * Invariants: tombstoned rows (deletedAt set) never reach a screen; list and search count through
 * index keys (patient-keys.ts) and load only the rows they need for the page shown (patient-search.ts).
 */
import type { PatientRow } from '#core/patients/patient-schema';
import { getDb, type MindofficeDb } from '../db.ts';
import { livePatientSessions } from '../sessions/session-store.ts';
import {
  KEY_SEPARATOR,
  needleWords,
  searchWords,
  type TypeFilter,
  withoutPatientKeys,
} from './patient-keys.ts';
import { listRange, readRange } from './patient-name-order.ts';
import { searchPatientPage } from './patient-search.ts';

export { fold } from './patient-keys.ts';

export type PatientPageQuery = {
  search: string;
  type: TypeFilter;
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
export function queryPatientPage(query: PatientPageQuery, db: MindofficeDb = getDb()): Promise<PatientPage> {
  const start = query.pageIndex * query.pageSize;
  const needles = needleWords(query.search);
  // One read transaction: the total and the rows describe the same state of the table.
  return db.transaction('r', db.patients, async () => {
    if (needles.length > 0) {
      const page = await searchPatientPage(db, needles, query.type, start, query.pageSize);
      return { total: page.total, rows: page.rows.map(withoutPatientKeys) };
    }
    const list = listRange(query.type);
    const [total, rows] = await Promise.all([
      readRange(db, list).count(),
      readRange(db, list).offset(start).limit(query.pageSize).toArray(),
    ]);
    return { total, rows: rows.map(withoutPatientKeys) };
  });
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

/** A company's employees (live individuals naming it as employer), by name. */
export async function listEmployees(companyId: string, db: MindofficeDb = getDb()): Promise<PatientRow[]> {
  const rows = await db.patients
    .where('companyId')
    .equals(companyId)
    .filter((row) => row.deletedAt === null)
    .toArray();
  return rows.map(withoutPatientKeys).sort((a, b) => a.name.localeCompare(b.name));
}

export type PatientStats = { consultations: number; employees: number };

/**
 * A patient's consultations (their completed sessions; a company's include its employees') and, for a
 * company, the individuals it covers.
 */
export async function getPatientStats(id: string, db: MindofficeDb = getDb()): Promise<PatientStats> {
  const employeeIds = await db.patients
    .where('companyId')
    .equals(id)
    .filter((row) => row.deletedAt === null)
    .primaryKeys();
  // A company's consultations are its employees' as well as its own.
  const counts = await Promise.all([id, ...employeeIds].map((patientId) => completedSessions(patientId, db)));
  return { consultations: counts.reduce((sum, count) => sum + count, 0), employees: employeeIds.length };
}

/** A patient's sessions are few: read by patient, counted by status here. */
async function completedSessions(patientId: string, db: MindofficeDb): Promise<number> {
  const sessions = await livePatientSessions(db, patientId);
  return sessions.filter((row) => row.status === 'completed').length;
}
