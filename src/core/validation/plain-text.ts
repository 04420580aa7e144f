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
