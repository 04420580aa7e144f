import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CatalogPlan,
  type PoEntry,
  partFileName,
  planCatalogParts,
  poEntries,
  ROOT,
  reachable,
  routeFiles,
} from './catalog-parts.ts';

describe('poEntries', () => {
  it('keys each entry as the compiled catalog does, with the files it comes from', () => {
    const po = [
      'msgid ""\nmsgstr ""\n"Language: en\\n"',
      '#: src/app/a.tsx:12 src/app/b.tsx:3\nmsgid "Save"\nmsgstr "Save"',
      '#. js-lingui-explicit-id\n#: src/core/c.ts:4\nmsgid "validation.email.required"\nmsgstr "Please enter your e-mail"',
      '#: src/app/d.tsx:8\nmsgctxt "verb"\nmsgid "Book"\nmsgstr "Book"',
    ].join('\n\n');
    expect(poEntries(po)).toEqual([
      { key: generateMessageId('Save'), origins: ['src/app/a.tsx', 'src/app/b.tsx'] },
      { key: 'validation.email.required', origins: ['src/core/c.ts'] },
      { key: generateMessageId('Book', 'verb'), origins: ['src/app/d.tsx'] },
    ]);
  });
});

describe('reachable', () => {
  it('follows imports but does not enter the files it stops at', () => {
    const graph = new Map([
      ['main.tsx', ['routes/a.tsx', 'ui/banner.tsx']],
      ['routes/a.tsx', ['features/a.tsx', 'routes/b.tsx']],
      ['routes/b.tsx', ['features/b.tsx']],
      ['ui/banner.tsx', []],
    ]);
    const isRoute = (path: string) => path.startsWith('routes/');
    expect([...reachable(graph, 'main.tsx', isRoute)].sort()).toEqual(['main.tsx', 'ui/banner.tsx']);
    expect([...reachable(graph, 'routes/a.tsx', isRoute)].sort()).toEqual(['features/a.tsx', 'routes/a.tsx']);
  });
});

describe('partFileName', () => {
  it('gives every route of the tree its own file', () => {
    const names = routeFiles().map(({ routeId }) => partFileName(routeId));
    expect(new Set(names).size).toBe(names.length);
    expect(partFileName('/_office/session-packages/$id_/package/$packageId')).toBe(
      '_office.session-packages.id_.package.packageId',
    );
  });
});

describe('the parts of the real catalog', () => {
  let entries: PoEntry[];
  let plan: CatalogPlan;
  const keysFrom = (file: string) =>
    entries.filter(({ origins }) => origins.every((origin) => origin === file)).map(({ key }) => key);

  beforeAll(async () => {
    entries = poEntries(readFileSync(join(ROOT, 'locales/en/messages.po'), 'utf8'));
    plan = await planCatalogParts(entries);
  }, 30_000);

  it("put the landing page's messages in its route's part, not in the start part", () => {
    const landing = keysFrom('src/app/features/landing/LandingPage.tsx');
    expect(landing.length).toBeGreaterThan(0);
    expect(plan.routes.get('/')).toEqual(expect.arrayContaining(landing));
    expect(plan.start).not.toEqual(expect.arrayContaining([landing[0]]));
  });

  it("keep the office's messages off the public pages", () => {
    const patients = keysFrom('src/app/features/patients/PatientsPage.tsx');
    expect(patients.length).toBeGreaterThan(0);
    const publicPages = [
      ...plan.start,
      ...['/', '/sign-in/{-$id}', '/sign-up'].flatMap((id) => plan.routes.get(id) ?? []),
    ];
    expect(publicPages.filter((key) => patients.includes(key))).toEqual([]);
    expect(plan.routes.get('/_office/patients')).toEqual(expect.arrayContaining(patients));
  });

  it('give every message a browser module declares a part; only the e-mails (server) have none', () => {
    const inAPart = new Set([...plan.start, ...[...plan.routes.values()].flat()]);
    const without = entries.filter(({ key }) => !inAPart.has(key));
    expect(
      without.flatMap(({ origins }) => origins.filter((origin) => !origin.startsWith('src/server/'))),
    ).toEqual([]);
  });

  it("load a child route's layout messages with the layout, not again with the child", () => {
    const layout = new Set(plan.routes.get('/_office'));
    expect(layout.size).toBeGreaterThan(0);
    expect((plan.routes.get('/_office/patients') ?? []).filter((key) => layout.has(key))).toEqual([]);
  });
});
