import { describe, expect, it } from 'vitest';
import { isScreenSnapshot, type ScreenSnapshot, shellWithSnapshot, snapshotKey } from './screen-snapshot.ts';

const SHELL = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/main-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const SNAPSHOT: ScreenSnapshot = {
  path: '/patients',
  html: '<main><h1>المرضى</h1><table><tr data-testid="patient-row"><td>Amal &amp; Co</td></tr></table></main>',
  lang: 'ar',
  dir: 'rtl',
  colorScheme: 'light',
  stylesheets: ['/assets/main-1.css', '/assets/full-2.css'],
  entry: '/assets/index-abc.js',
};

describe('shellWithSnapshot', () => {
  it("draws the page's last screen, inert, in the shell's root with its language, direction and styles", () => {
    const html = shellWithSnapshot(SHELL, SNAPSHOT) ?? '';
    expect(html).toContain('<html lang="ar" dir="rtl" data-mantine-color-scheme="light">');
    expect(html).toContain(
      `<div id="root"><div data-screen-snapshot inert aria-busy="true">${SNAPSHOT.html}</div></div>`,
    );
    // The shell's own stylesheet is not linked twice; the office's is added.
    expect(html.match(/main-1\.css/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/full-2.css"></head>');
  });

  it("keeps a name's $ patterns as text", () => {
    const html = shellWithSnapshot(SHELL, { ...SNAPSHOT, html: "<td>Acme $& Co $' $1</td>" }) ?? '';
    expect(html).toContain("<td>Acme $& Co $' $1</td></div></div>");
  });

  it('answers nothing for a snapshot of another build: its styles may be gone', () => {
    expect(shellWithSnapshot(SHELL, { ...SNAPSHOT, entry: '/assets/index-old.js' })).toBeUndefined();
  });

  it('answers nothing for a shell without the root it draws in', () => {
    expect(shellWithSnapshot(SHELL.replace('<div id="root"></div>', ''), SNAPSHOT)).toBeUndefined();
  });

  it('escapes what goes into attributes', () => {
    const html =
      shellWithSnapshot(SHELL, { ...SNAPSHOT, lang: 'ar"><script>', stylesheets: ['/a".css'] }) ?? '';
    expect(html).toContain('lang="ar&quot;>&lt;script>"');
    expect(html).toContain('href="/a&quot;.css"');
  });
});

describe('isScreenSnapshot', () => {
  it('accepts a stored snapshot and refuses anything else read back from the cache', () => {
    expect(isScreenSnapshot(JSON.parse(JSON.stringify(SNAPSHOT)))).toBe(true);
    expect(isScreenSnapshot({ ...SNAPSHOT, dir: 'up' })).toBe(false);
    expect(isScreenSnapshot({ ...SNAPSHOT, stylesheets: [1] })).toBe(false);
    expect(isScreenSnapshot(null)).toBe(false);
  });
});

it('keys a snapshot by a URL of the origin that no request asks for', () => {
  expect(snapshotKey('https://app.test', '/patients')).toBe('https://app.test/__screen-snapshot__/patients');
});
