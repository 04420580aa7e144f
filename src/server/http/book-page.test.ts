// The booking page the server draws: the build's renderer is stood in for by a small module that echoes
// what it was asked to draw (the real one runs in the e2e test, tests/e2e/booking-requests.spec.ts);
// the page's data, the head, the data block and the fallbacks are real.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRELOADED_BOOKING_ELEMENT_ID, parsePreloadedBooking } from '#core/booking/preloaded-booking';
import { LANGUAGE_CODES } from '#core/languages';
import { APP_MARKUP_OUTLET, bookPageTemplateFile, SERVER_RENDER_ENTRY } from '#core/prerendered-pages';
import { SAMPLE_PROFILE } from '#core/profile/sample-profile';
import { seedProfile } from '../test-support/seed-profile.ts';
import { createUser, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { bookPageSpecialistId } from './book-page.ts';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>MindOffice</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const STAND_IN_RENDERER = `
export async function renderPage(path, language, data) {
  return {
    markup: '<main data-path="' + path + '" data-language="' + language + '" data-name="' + data.booking.name + '">drawn</main>',
    lang: language.toLowerCase(),
    dir: language === 'AR' ? 'rtl' : 'ltr',
  };
}`;

describe('the booking page drawn by the server', () => {
  let distDir: string;
  let server: TestServer;
  let open: string;
  let closed: string;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'mindoffice-book-'));
    mkdirSync(path.join(distDir, path.dirname(SERVER_RENDER_ENTRY)), { recursive: true });
    writeFileSync(path.join(distDir, 'index.html'), SHELL);
    writeFileSync(path.join(distDir, SERVER_RENDER_ENTRY), STAND_IN_RENDERER);
    for (const language of LANGUAGE_CODES)
      writeFileSync(
        path.join(distDir, bookPageTemplateFile(language)),
        SHELL.replace('<div id="root"></div>', `<div id="root">${APP_MARKUP_OUTLET}</div>`),
      );
    server = await startTestServer('pglite', { distDir, publicUrl: 'http://app.test' });
    const openUser = await createUser(server);
    const closedUser = await createUser(server);
    await seedProfile(server.database, openUser.id, { ...SAMPLE_PROFILE, bookingPage: true });
    await seedProfile(server.database, closedUser.id, SAMPLE_PROFILE);
    open = openUser.id;
    closed = closedUser.id;
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(distDir, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const response = await fetch(`${server.url}${url}`, { headers: { 'Accept-Encoding': 'identity' } });
    return { status: response.status, html: await response.text() };
  };

  it('draws an open page in the asked language, its title, preview tags and data beside the markup', async () => {
    const { status, html } = await page(`/book/${open}?lang=FR`);
    expect(status).toBe(200);
    expect(html).toContain(`data-path="/book/${open}" data-language="FR" data-name="Leila Mansour"`);
    expect(html).toContain('<title>Demander une séance avec Leila Mansour · MindOffice</title>');
    expect(html).toContain(`<meta property="og:url" content="http://app.test/book/${open}">`);
    const block = new RegExp(
      `<script type="application/json" id="${PRELOADED_BOOKING_ELEMENT_ID}">([^<]*)</script>`,
    );
    const data = parsePreloadedBooking(block.exec(html)?.[1]);
    expect(data).toMatchObject({ specialistId: open, name: 'Leila Mansour', timeZone: 'Europe/Paris' });
    expect(data?.slots[60].length).toBeGreaterThan(0);
  });

  it('gives the shell for a page not opened and for an id that is none', async () => {
    for (const url of [`/book/${closed}`, `/book/${crypto.randomUUID()}`, '/book/not-an-id']) {
      const { status, html } = await page(url);
      expect(status).toBe(200);
      expect(html).not.toContain('data-path');
      expect(html).not.toContain(PRELOADED_BOOKING_ELEMENT_ID);
    }
  });

  it('reads the specialist id of a booking path only', () => {
    expect(bookPageSpecialistId(`/book/${open}`)).toBe(open);
    expect(bookPageSpecialistId(`/book/${open}/`)).toBe(open);
    expect(bookPageSpecialistId('/book/x')).toBeUndefined();
    expect(bookPageSpecialistId(`/read/${open}`)).toBeUndefined();
  });
});
