import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '#core/prerendered-pages';
import type { AppEnv } from './app-env.ts';
import { mountStatic } from './static.ts';

describe('prerendered public pages', () => {
  let distDir: string;
  let app: Hono<AppEnv>;
  beforeAll(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'mindoffice-prerendered-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>shell</title>');
    for (const lang of ['en', 'fr', 'ar']) {
      mkdirSync(path.join(distDir, 'prerendered', lang), { recursive: true });
      for (const page of ['index', 'sign-up'])
        writeFileSync(
          path.join(distDir, 'prerendered', lang, `${page}.html`),
          `<title>${lang} ${page}</title>`,
        );
    }
    app = new Hono<AppEnv>();
    mountStatic(app, distDir);
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  async function titleOf(url: string, headers: Record<string, string> = {}) {
    const response = await app.request(url, { headers });
    expect(response.status, url).toBe(200);
    return { text: await response.text(), response };
  }

  it('sends the page in the language of ?lang=, else of the stored-choice cookie, else English', async () => {
    expect((await titleOf('/sign-up?lang=AR')).text).toContain('ar sign-up');
    expect((await titleOf('/sign-up/?lang=fr')).text).toContain('fr sign-up');
    expect((await titleOf('/', { Cookie: `${LANGUAGE_COOKIE}=FR` })).text).toContain('fr index');
    expect((await titleOf('/?lang=AR', { Cookie: `${LANGUAGE_COOKIE}=FR` })).text).toContain('ar index');
    expect((await titleOf('/sign-up', { Cookie: `${LANGUAGE_COOKIE}=xx` })).text).toContain('en sign-up');
    const { response } = await titleOf('/sign-up');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toMatch(/cookie/i);
  });

  it('falls back to the shell for a page the build did not prerender, and for every other route', async () => {
    expect((await titleOf('/thankyou?lang=AR')).text).toContain('shell');
    expect((await titleOf('/dashboard')).text).toContain('shell');
    expect((await titleOf('/sign-in/abc')).text).toContain('shell');
  });
});
