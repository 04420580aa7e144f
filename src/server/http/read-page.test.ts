// The reading page the server draws: the build's renderer is stood in for by a small module that echoes
// what it was asked to draw (the real one runs in the e2e test, tests/e2e/articles.spec.ts); the
// article, its status, the languages, the head, the data block, the headers and the fallbacks are real.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleRow } from '#core/articles/article-schema';
import { PRELOADED_ARTICLE_ELEMENT_ID, parsePreloadedArticle } from '#core/articles/preloaded-article';
import { SAMPLE_ARTICLE } from '#core/articles/sample-article';
import { LANGUAGE_CODES } from '#core/languages';
import { APP_MARKUP_OUTLET, readPageTemplateFile, SERVER_RENDER_ENTRY } from '#core/prerendered-pages';
import { articles } from '../db/schema.ts';
import { seedProfile } from '../test-support/seed-profile.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.ts';
import { acceptedLanguages, readPageArticleId } from './read-page.ts';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The app." />
    <title>MindOffice</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

// Throws for a title holding BOOM, to show a failed render still gives the reader a page.
const STAND_IN_RENDERER = `
export async function renderPage(path, language, data) {
  const preloaded = data.article;
  if (Object.values(preloaded.article.titles).some((title) => title.includes('BOOM'))) throw new Error('render failed');
  return {
    markup: '<main data-path="' + path + '" data-language="' + language + '" data-reader="' + preloaded.readerLanguage + '">drawn</main>',
    lang: language.toLowerCase(),
    dir: language === 'AR' ? 'rtl' : 'ltr',
  };
}`;

function writeBuild(distDir: string, withRenderer: boolean) {
  mkdirSync(path.join(distDir, path.dirname(SERVER_RENDER_ENTRY)), { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), SHELL);
  if (!withRenderer) return;
  writeFileSync(path.join(distDir, SERVER_RENDER_ENTRY), STAND_IN_RENDERER);
  for (const language of LANGUAGE_CODES) {
    const template = SHELL.replace(
      '<html lang="en">',
      `<html lang="${language.toLowerCase()}" data-prerendered>`,
    );
    writeFileSync(
      path.join(distDir, readPageTemplateFile(language)),
      template.replace('<div id="root"></div>', `<div id="root">${APP_MARKUP_OUTLET}</div>`),
    );
  }
}

describe('the reading page drawn by the server', () => {
  let distDir: string;
  let bareDistDir: string;
  let server: TestServer;
  let bare: TestServer;
  let token: string;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'mindoffice-read-'));
    bareDistDir = mkdtempSync(path.join(tmpdir(), 'mindoffice-read-bare-'));
    writeBuild(distDir, true);
    writeBuild(bareDistDir, false);
    server = await startTestServer('pglite', { distDir });
    bare = await startTestServer('pglite', { distDir: bareDistDir });
    const user = await createUser(server);
    await seedProfile(server.database, user.id);
    token = (await signIn(server, user)).token;
  });
  afterAll(async () => {
    await server?.stop();
    await bare?.stop();
    rmSync(distDir, { recursive: true, force: true });
    rmSync(bareDistDir, { recursive: true, force: true });
  });

  async function article(
    fields: Partial<ArticleRow>,
    status: ArticleRow['status'],
    on = { server, token },
  ): Promise<string> {
    const { server: target, token: bearer } = on;
    const id = crypto.randomUUID();
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const created = await callJson<ArticleRow>(target, 'POST', '/api/articles', {
      body: { ...SAMPLE_ARTICLE, id, ...fields },
      token: bearer,
      headers,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // Straight into the row: publishing's own rules (a banner first) are the articles tests' subject.
    if (status !== 'draft')
      await target.database.db
        .update(articles)
        .set({ status, publishedAt: new Date('2026-11-20T09:00:00Z') })
        .where(eq(articles.id, id));
    return id;
  }

  const fetchPage = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${url}`, { headers: { 'Accept-Encoding': 'identity', ...headers } });

  function dataOf(html: string) {
    const match = new RegExp(
      `<script type="application/json" id="${PRELOADED_ARTICLE_ELEMENT_ID}">([^<]*)</script>`,
    ).exec(html);
    return parsePreloadedArticle(match?.[1]);
  }

  it('draws a published article in the interface language, with its head and its data beside it', async () => {
    const hostileTitle = '<img src=x onerror="alert(1)"> Sleep & "rest"';
    const id = await article({ titleEn: hostileTitle }, 'published');
    const response = await fetchPage(`/read/${id}?lang=FR`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    const html = await response.text();
    expect(html).toContain(`<main data-path="/read/${id}" data-language="FR" data-reader="FR">drawn</main>`);
    expect(html).toContain('<html lang="fr" data-prerendered>');
    // No French title: the page shows the English one, and so does the tab.
    expect(html).toContain(
      '<title>&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Sleep &amp; &quot;rest&quot; · MindOffice</title>',
    );
    expect(html).toContain('<meta name="description" content="Anxiety and sleep feed each other.');
    const data = dataOf(html);
    expect(data?.readerLanguage).toBe('FR');
    // Written by the server in the interface's language, so the browser hydrates without Intl.
    expect(data?.publishedOn).toBe('20 novembre 2026');
    expect(data?.article).toMatchObject({ id, status: 'published', titles: { EN: hostileTitle } });
    expect(html.indexOf(`id="${PRELOADED_ARTICLE_ELEMENT_ID}"`)).toBeGreaterThan(html.indexOf('</main>'));
    // A shared link's preview: the same title and description, escaped, and the page's own address.
    expect(html).toContain(
      '<meta property="og:title" content="&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Sleep &amp; &quot;rest&quot;">',
    );
    expect(html).toMatch(new RegExp(`<meta property="og:url" content="[^"]*/read/${id}">`));
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it("takes the article's language from the browser's languages and the interface's from the stored choice", async () => {
    const id = await article({}, 'published');
    const html = await (
      await fetchPage(`/read/${id}`, {
        'Accept-Language': 'de-DE,ar;q=0.9,en;q=0.8',
        Cookie: 'mindoffice_lang=FR',
      })
    ).text();
    expect(html).toContain('data-language="FR" data-reader="AR"');
    expect(html).toContain(`<title>${SAMPLE_ARTICLE.titleAr} · MindOffice</title>`);
  });

  it('sends the page compressed to a browser that accepts brotli', async () => {
    const id = await article({}, 'published');
    // node:http, not fetch: fetch would decompress the body and hide the bytes on the wire.
    const { headers, bytes } = await new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>(
      (resolve, reject) => {
        get(`${server.url}/read/${id}`, { headers: { 'Accept-Encoding': 'gzip, br' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
        }).on('error', reject);
      },
    );
    expect(headers['content-encoding']).toBe('br');
    expect(Number(headers['content-length'])).toBe(bytes.length);
    expect(brotliDecompressSync(bytes).toString()).toContain('drawn</main>');
  });

  it('leaves drafts, archived, unknown and malformed ids to the shell, which asks as the author', async () => {
    const draft = await article({}, 'draft');
    const archived = await article({}, 'archived');
    for (const url of [
      `/read/${draft}`,
      `/read/${archived}`,
      `/read/${crypto.randomUUID()}`,
      '/read/not-an-id',
      '/read/%00',
    ]) {
      const response = await fetchPage(url);
      expect(response.status, url).toBe(200);
      const html = await response.text();
      expect(html, url).toBe(SHELL);
    }
  });

  it('gives the shell when the render fails, and says so in the log', async () => {
    const id = await article({ titleEn: 'BOOM' }, 'published');
    const html = await (await fetchPage(`/read/${id}`)).text();
    expect(html).toBe(SHELL);
    expect(server.logLines.some((line) => line.includes('reading page render failed'))).toBe(true);
  });

  it('gives the shell when the build has no renderer', async () => {
    const user = await createUser(bare);
    await seedProfile(bare.database, user.id);
    const id = await article({}, 'published', { server: bare, token: (await signIn(bare, user)).token });
    expect((await fetch(`${bare.url}/api/public/articles/${id}`)).status).toBe(200);
    const html = await (await fetch(`${bare.url}/read/${id}`)).text();
    expect(html).toBe(SHELL);
  });

  it('gives the shell when the build has a renderer that cannot load, and says so in the log', async () => {
    writeFileSync(
      path.join(bareDistDir, SERVER_RENDER_ENTRY),
      "import { renderPage } from './assets/missing-chunk.js';\nexport { renderPage };",
    );
    const user = await createUser(bare);
    await seedProfile(bare.database, user.id);
    const id = await article({}, 'published', { server: bare, token: (await signIn(bare, user)).token });
    const response = await fetch(`${bare.url}/read/${id}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SHELL);
    expect(bare.logLines.some((line) => line.includes('page renderer failed to load'))).toBe(true);
  });

  it('never serves the renderer or its templates', async () => {
    for (const file of [SERVER_RENDER_ENTRY, readPageTemplateFile('EN')]) {
      const response = await fetchPage(`/${file}`);
      expect(response.status, file).toBe(404);
      expect(await response.text()).not.toContain('renderPage');
    }
  });
});

describe('the path and header readers', () => {
  it('finds the id of a reading page only', () => {
    expect(readPageArticleId('/read/abc')).toBe('abc');
    expect(readPageArticleId('/read/abc/')).toBe('abc');
    expect(readPageArticleId('/read/abc/banner')).toBeUndefined();
    expect(readPageArticleId('/reader/abc')).toBeUndefined();
  });

  it("lists Accept-Language's tags in order, without their weights", () => {
    expect(acceptedLanguages('fr-CA,fr;q=0.9, ar;q=0.5')).toEqual(['fr-CA', 'fr', 'ar']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
