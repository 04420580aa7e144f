// Two catalog checks: `lingui extract` must not change any catalog (every string in the code is in
// the catalogs, none is stale), and every French and Arabic message must be translated.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const LOCALES = ['en', 'fr', 'ar'] as const;
const catalogPath = (locale: string) => `locales/${locale}/messages.po`;

/** Returns the problems found; restores the catalogs so a check never edits the work tree. */
export function checkCatalogsAreExtracted(): string[] {
  const before = LOCALES.map((locale) => readFileSync(catalogPath(locale), 'utf8'));
  execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' });
  const problems: string[] = [];
  LOCALES.forEach((locale, index) => {
    const after = readFileSync(catalogPath(locale), 'utf8');
    if (withoutReferences(after) !== withoutReferences(before[index] ?? '')) {
      problems.push(`${catalogPath(locale)} is out of date: run "npm run i18n:extract" and translate.`);
    }
    writeFileSync(catalogPath(locale), before[index] ?? '');
  });
  return problems;
}

// Line references (#: file:line) move with every edit; only messages and translations matter.
function withoutReferences(po: string): string {
  return po
    .split('\n')
    .filter((line) => !line.startsWith('#:'))
    .join('\n');
}

export function findMissingTranslations(): string[] {
  const problems: string[] = [];
  for (const locale of ['fr', 'ar']) {
    for (const entry of parsePo(readFileSync(catalogPath(locale), 'utf8'))) {
      if (entry.msgid !== '' && entry.msgstr.trim() === '') {
        problems.push(`${locale}: missing translation for "${entry.msgid}"`);
      }
    }
  }
  return problems;
}

type PoEntry = { msgid: string; msgstr: string };

export function parsePo(po: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: PoEntry | undefined;
  let field: keyof PoEntry | undefined;
  for (const line of po.split('\n')) {
    const start = /^(msgid|msgstr) "(.*)"$/.exec(line);
    if (start) {
      field = start[1] as keyof PoEntry;
      if (field === 'msgid') {
        current = { msgid: '', msgstr: '' };
        entries.push(current);
      }
      if (current) current[field] = unescapePo(start[2] ?? '');
      continue;
    }
    const continuation = /^"(.*)"$/.exec(line);
    if (continuation && current && field) current[field] += unescapePo(continuation[1] ?? '');
  }
  return entries;
}

function unescapePo(value: string): string {
  return value.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
}
