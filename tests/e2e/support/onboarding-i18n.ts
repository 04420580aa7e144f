// The interface's own words in a test language: a label's English source is looked up in the
// compiled catalog (Lingui's id is a hash of the source), a core message by its explicit id. So one
// page object drives the English and the Arabic journey with accessible names, not test ids.
import { createHash } from 'node:crypto';
import { messages as ar } from '../../../locales/ar/messages.ts';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as fr } from '../../../locales/fr/messages.ts';

/** The journeys run in English and Arabic; French is read where a page shows it (a reader's `?lang=FR`). */
export type TestLanguage = 'EN' | 'AR';

const CATALOGS = { EN: en, AR: ar, FR: fr } as const;
const UNIT_SEPARATOR = '\u001F';

function sourceId(source: string, context = ''): string {
  return createHash('sha256')
    .update(source + UNIT_SEPARATOR + context)
    .digest('base64')
    .slice(0, 6);
}

/** The text a user reads for `source` (an English UI string or a core message id) in `language`. */
export function tr(
  language: TestLanguage | 'FR',
  source: string,
  values: Record<string, string> = {},
): string {
  const catalog = CATALOGS[language] as Record<string, unknown>;
  const compiled =
    catalog[sourceId(source)] ?? catalog[source] ?? (CATALOGS.EN as Record<string, unknown>)[source];
  if (compiled === undefined) return source;
  return render(compiled, values);
}

/** The text of a message written with a context (`t({ message, context })`), which has its own id. */
export function trInContext(language: TestLanguage | 'FR', source: string, context: string): string {
  const compiled = (CATALOGS[language] as Record<string, unknown>)[sourceId(source, context)];
  return compiled === undefined ? source : render(compiled, {});
}

/** Compiled messages are a string or an array of strings and [name] placeholders. */
function render(compiled: unknown, values: Record<string, string>): string {
  if (typeof compiled === 'string') return compiled;
  if (!Array.isArray(compiled)) return String(compiled);
  return compiled
    .map((part) =>
      typeof part === 'string' ? part : Array.isArray(part) ? (values[String(part[0])] ?? '') : '',
    )
    .join('');
}

/** The country's name as the app labels it (Intl.DisplayNames in the interface language). */
export function countryName(language: TestLanguage, code: string): string {
  return new Intl.DisplayNames([language.toLowerCase()], { type: 'region' }).of(code) ?? code;
}
