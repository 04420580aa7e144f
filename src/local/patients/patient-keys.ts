/**
 * Index keys the local patients table stores beside each row, so the list and its search read index
 * keys instead of every row. Invariant: recomputed on every write (local-rows.ts), absent on tombstones.
 */
import type { PatientRow } from '#core/patients/patient-schema';

/** Separates the parts of a key; sorts before every printable character. */
export const KEY_SEPARATOR = '\u0001';

export type PatientKeys = {
  /** `word␁type␁sortName␁id` for each word of the name, the e-mail and the number's digits. */
  searchKeys: string[];
  /** `sortName␁id`: the list in name order. */
  listKey?: string;
  /** `type␁sortName␁id`: the list of one type in name order. */
  typeListKey?: string;
};

export type StoredPatient = PatientRow & PatientKeys;

/** Lower case without accents: "Éloïse" and "eloise" are the same to a search. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The words a search can start with: name words, the e-mail, the number's digits. */
export function searchWords(row: Pick<PatientRow, 'name' | 'email' | 'contactNumber'>): string[] {
  const words = fold(row.name)
    .split(/[\s'’-]+/)
    .filter(Boolean);
  words.push(row.email.toLowerCase(), row.contactNumber.replace(/\D/g, ''));
  return [...new Set(words)];
}

/** A typed needle as index words: phone-like input keeps its digits only. */
export function needleWords(search: string): string[] {
  const trimmed = search.trim();
  if (/^\+?[\d\s().-]+$/.test(trimmed)) return [trimmed.replace(/\D/g, '')].filter(Boolean);
  return fold(trimmed)
    .split(/[\s'’-]+/)
    .filter(Boolean);
}

export function withPatientKeys(row: PatientRow): StoredPatient {
  const { searchKeys: _s, listKey: _l, typeListKey: _t, ...plain } = row as StoredPatient;
  if (plain.deletedAt !== null) return { ...plain, searchKeys: [] };
  const sortName = fold(plain.name);
  const tail = [plain.type, sortName, plain.id].join(KEY_SEPARATOR);
  return {
    ...plain,
    searchKeys: searchWords(plain).map((word) => `${word}${KEY_SEPARATOR}${tail}`),
    listKey: `${sortName}${KEY_SEPARATOR}${plain.id}`,
    typeListKey: tail,
  };
}

export function withoutPatientKeys(row: StoredPatient): PatientRow {
  const { searchKeys: _s, listKey: _l, typeListKey: _t, ...plain } = row;
  return plain;
}
