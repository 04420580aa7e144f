/**
 * Characters removed from text people type or paste: control characters (tab and line breaks aside)
 * and lone surrogates. Invisible to a reader, refused by PostgreSQL (NUL) or by a UTF-8 encoder; a
 * paste from a word processor carries them innocently, so they are removed rather than refused.
 */
const UNSAFE_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function withoutUnsafeCharacters(text: string): string {
  return text.replace(UNSAFE_CHARACTERS, '');
}

/**
 * What may also hide in a file name and disguise it, beyond UNSAFE_CHARACTERS: tabs and line breaks,
 * C1 controls, line and paragraph separators, the bidirectional embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), the direction marks (U+200E, U+200F, U+061C) and the byte-order
 * mark. An override makes `invoice\u202Efdp.exe` show as "invoiceexe.pdf". The joiners Persian and
 * emoji need (U+200C, U+200D) stay.
 */
const DISGUISING_IN_FILE_NAMES =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed.
  /[\u0009\u000A\u000D\u0080-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\uFEFF]/g;

/** A file name as it may be shown: without what is invisible or turns its text around. */
export function cleanFileName(name: string): string {
  return withoutUnsafeCharacters(name).replace(DISGUISING_IN_FILE_NAMES, '').trim();
}
