// Articles (issue 11): the gzip size of the editor's chunks and of `/articles`, and typing latency in
// the Arabic editor holding a 5,000-word article — per character, from its input event (the event's
// own timestamp) to the end of the frame that paints it (a task posted from that frame's
// requestAnimationFrame runs once its rendering is done). Chromium's Event Timing API counts the keys
// slower than a frame as a cross-check.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { articleBody, SAMPLE_ARTICLE } from '../../src/core/articles/sample-article.ts';
import { SAMPLE_PROFILE } from '../../src/core/profile/sample-profile.ts';
import { DEFAULT_DIST_DIR } from '../../src/server/config.ts';
import { seedProfile } from '../../src/server/test-support/seed-profile.ts';
import { callJson, createUser, signIn, startTestServer } from '../../src/server/test-support/test-server.ts';
import { CHROMIUM_ARGS } from '../e2e/support/env.ts';
import { AppPage } from '../e2e/support/fixtures.ts';
import { CHROMIUM_PATH } from '../support/system-deps.ts';
import { gzipBytes, kib, median, ms, printTable, type Row } from './measure.ts';

const WORDS = 5_000;
const KEYS = 80;
const ARABIC_WORDS = [
  'القلق',
  'والنوم',
  'يغذي',
  'كل',
  'منهما',
  'الآخر',
  'والروتين',
  'المسائي',
  'يساعد',
  'الجسم',
];

/** 5,000 Arabic words in paragraphs of 50, with a heading every 10 paragraphs, as a long guide has. */
function longArabicArticle() {
  const paragraphs = Array.from({ length: WORDS / 50 }, (_, paragraph) =>
    Array.from({ length: 50 }, (_, word) => ARABIC_WORDS[(paragraph + word) % ARABIC_WORDS.length]).join(' '),
  );
  const body = articleBody(paragraphs, 'rtl');
  body.content = (body.content ?? []).flatMap((node, index) =>
    index % 10 === 0
      ? [
          {
            type: 'heading',
            attrs: { level: 2, dir: 'rtl' },
            content: [{ type: 'text', text: `القسم ${index / 10 + 1}` }],
          },
          node,
        ]
      : [node],
  );
  return body;
}

function chunkGzip(pattern: RegExp): { name: string; bytes: number }[] {
  const assets = join(DEFAULT_DIST_DIR, 'assets');
  return readdirSync(assets)
    .filter((name) => pattern.test(name))
    .map((name) => ({ name, bytes: gzipBytes(readFileSync(join(assets, name))) }));
}

const p95 = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? Number.NaN;

export async function runArticlesBench(): Promise<void> {
  if (!process.env.BENCH_SKIP_BUILD) execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'ignore' });
  const server = await startTestServer('pglite', { distDir: DEFAULT_DIST_DIR, logLevel: 'silent' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const user = await createUser(server);
    await seedProfile(server.database, user.id, SAMPLE_PROFILE);
    const { token } = await signIn(server, user);
    const id = crypto.randomUUID();
    const created = await callJson(server, 'POST', '/api/articles', {
      token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: { ...SAMPLE_ARTICLE, id, contentAr: longArabicArticle() },
    });
    if (created.status !== 201) throw new Error(`article: ${JSON.stringify(created.body)}`);

    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    const page = await context.newPage();
    await new AppPage(page).signIn(user.email, user.password);
    await page.goto(`/edit-articles/${id}`);
    await page.getByRole('tab', { name: /^Arabic:/ }).click();
    const editor = page.locator('.ProseMirror');
    await editor.waitFor();
    // The caret at the end of the first paragraph: typing reflows the whole long document below it.
    await editor.locator('p').first().click();
    await page.keyboard.press('End');
    await page.evaluate(() => {
      const record = window as unknown as { __typing: number[]; __slow: number };
      record.__typing = [];
      record.__slow = 0;
      // `beforeinput`: Playwright types Arabic letters as text insertion (no key events), spaces as keys.
      document.addEventListener(
        'beforeinput',
        (event) => {
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => record.__typing.push(performance.now() - event.timeStamp);
            channel.port2.postMessage(0);
          });
        },
        { capture: true },
      );
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'beforeinput') record.__slow += 1;
      }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    });
    const letters = 'مرحبا بكم في المقال ';
    for (let key = 0; key < KEYS; key += 1)
      await page.keyboard.type(letters[key % letters.length] ?? ' ', { delay: 60 });
    await page.waitForTimeout(500);
    const { durations, slow } = await page.evaluate(() => {
      const record = window as unknown as { __typing: number[]; __slow: number };
      return { durations: record.__typing, slow: record.__slow };
    });

    const editorChunks = [
      ...chunkGzip(/^article-extensions-.*\.js$/),
      ...chunkGzip(/^RichTextField-.*\.js$/),
    ];
    const rows: Row[] = [
      {
        metric: 'editor chunks (gzip): ProseMirror + tiptap, RichTextField',
        value: kib(editorChunks.reduce((sum, chunk) => sum + chunk.bytes, 0)),
      },
      ...editorChunks.map((chunk) => ({
        metric: `  ${chunk.name.replace(/-[\w-]{8}\.js$/, '')}`,
        value: kib(chunk.bytes),
      })),
      { metric: '/articles route chunk (gzip)', value: kib(chunkGzip(/^articles-.*\.js$/)[0]?.bytes ?? 0) },
      { metric: '/read/{id} route chunk (gzip)', value: kib(chunkGzip(/^read\._id-.*\.js$/)[0]?.bytes ?? 0) },
      {
        metric: `typing in a ${WORDS.toLocaleString('en')}-word Arabic article: key press → painted, median of ${durations.length}`,
        value: ms(median(durations)),
        budget: '≤ 50 ms',
        verdict: median(durations) <= 50 ? 'ok' : 'OVER',
      },
      { metric: '  p95', value: ms(p95(durations)) },
      {
        metric: '  characters over one frame (Event Timing ≥ 16 ms)',
        value: `${slow} of ${durations.length}`,
      },
    ];
    printTable('Articles: editor size and typing latency (Chromium, Event Timing)', rows);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runArticlesBench();
