/**
 * Index keys the local patients table stores beside each row, so the list and its search count and
 * page through index keys instead of reading every row. Invariant: recomputed on every write
 * (local-rows.ts) and by the schema upgrade that introduced them (patient-table.ts, version 4); absent on tombstones.
 */
import type { PatientRow } from '#core/patients/patient-schema';
import type { PatientType } from '#core/patients/patient-types';

/** Separates the parts of a key; sorts before every printable character. */
export const KEY_SEPARATOR = '\u0001';

/** Sorts after every character a key holds: `[p, p + KEY_RANGE_END]` is "starts with p". */
const KEY_RANGE_END = '\uffff';

/** Characters of a word that file its row under `wordStartKeys`. */
export const WORD_START_LENGTH = 2;

export type PatientKeys = {
  /** `type␁word` for each distinct word of the row (name words, e-mail, the number's digits). */
  wordKeys: string[];
  /**
   * `type␁prefix␁n`: with the row's words in index order, the prefix each word shares with the word
   * before it, when not empty (n keeps equal prefixes apart: a multi-entry index stores a value once).
   * A needle matching k words of the row also matches exactly k − 1 of these, so counting both ranges
   * counts rows, not words, without reading a key (see countSearchMatches).
   */
  sharedPrefixKeys: string[];
  /**
   * `start␁sortName␁id` for each distinct start (first WORD_START_LENGTH characters) of the row's
   * words: the rows that may match a needle, already in name order and each listed once.
   */
  wordStartKeys: string[];
  /** `sortName␁id`: the list in name order. */
  listKey?: string;
  /** `type␁sortName␁id`: the list of one type in name order. */
  typeListKey?: string;
};

export type StoredPatient = PatientRow & PatientKeys;

/** The patients a list shows: one type, or all. */
export type TypeFilter = PatientType | 'all';

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

/** The index range of the keys starting with `prefix`. */
export function prefixRange(prefix: string): [lower: string, upper: string] {
  return [prefix, `${prefix}${KEY_RANGE_END}`];
}

/** The index range of the keys `type␁…` whose text after the type starts with `prefix`. */
export function typedPrefixRange(type: PatientType, prefix: string): [lower: string, upper: string] {
  return prefixRange(`${type}${KEY_SEPARATOR}${prefix}`);
}

/** Does a stored row have a word in the needle's index range (the same test as the index read)? */
export function hasWordStarting(row: StoredPatient, needle: string): boolean {
  const [lower, upper] = typedPrefixRange(row.type, needle);
  return row.wordKeys.some((key) => key >= lower && key <= upper);
}

export function withPatientKeys(row: PatientRow): StoredPatient {
  const plain = withoutPatientKeys(row);
  if (plain.deletedAt !== null) return { ...plain, wordKeys: [], sharedPrefixKeys: [], wordStartKeys: [] };
  const sortName = fold(plain.name);
  const nameAndId = `${sortName}${KEY_SEPARATOR}${plain.id}`;
  const typed = (text: string) => `${plain.type}${KEY_SEPARATOR}${text}`;
  // Index order is UTF-16 code unit order, which is also the default order of Array.prototype.sort.
  const words = searchWords(plain).filter(Boolean).sort();
  const starts = new Set(words.map((word) => word.slice(0, WORD_START_LENGTH)));
  const sharedPrefixKeys = words.flatMap((word, index) => {
    const shared = commonPrefix(words[index - 1] ?? '', word);
    return shared ? [typed(`${shared}${KEY_SEPARATOR}${index}`)] : [];
  });
  return {
    ...plain,
    wordKeys: words.map(typed),
    sharedPrefixKeys,
    wordStartKeys: [...starts].map((start) => `${start}${KEY_SEPARATOR}${nameAndId}`),
    listKey: nameAndId,
    typeListKey: typed(nameAndId),
  };
}

/** The plain row; also drops `searchKeys`, the word index of schema versions 2 and 3. */
export function withoutPatientKeys(
  row: PatientRow & Partial<PatientKeys & { searchKeys: string[] }>,
): PatientRow {
  const {
    wordKeys: _w,
    sharedPrefixKeys: _s,
    wordStartKeys: _ws,
    listKey: _l,
    typeListKey: _t,
    searchKeys: _old,
    ...plain
  } = row;
  return plain;
}

function commonPrefix(a: string, b: string): string {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return a.slice(0, length);
}
