// A published article for the Lighthouse bench's reading page: an active specialist with a profile
// (bench-author-seed.ts, before the server opens the PGlite data directory, which is single-process),
// then an article written, given a banner and published through the API, as the editor's outbox would.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { articleBody, SAMPLE_ARTICLE } from '../../src/core/articles/sample-article.ts';
import { noisyPng } from '../e2e/support/noisy-png.ts';

const execFileAsync = promisify(execFile);
const AUTHOR = { email: 'author@bench.test', password: 'Bench-author-1!' };

/** The placeholder the page list uses for the seeded article's page. */
export const READING_PAGE = '/read/{article}';

/** The author's id, as the sign-in answers it (the booking page's address holds it). */
export async function authorId(origin: string): Promise<string> {
  const signedIn = await fetch(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(AUTHOR),
  });
  return ((await signedIn.json()) as { data: { userId: string } }).data.userId;
}

/** The active author with a profile and an open booking page (tests/bench/bench-author-seed.ts). */
export async function createAuthor(dataDir: string): Promise<void> {
  await execFileAsync(
    'node',
    ['--import', 'tsx', 'tests/bench/bench-author-seed.ts', AUTHOR.email, AUTHOR.password],
    { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' } },
  );
}

const PARAGRAPHS = Array.from(
  { length: 12 },
  (_, index) =>
    `Paragraph ${index + 1}: anxiety and sleep feed each other, and a steady evening routine helps the body learn when to rest. Light, screens and worry all play their part.`,
);

/** Publishes an article on the running server; answers its reading page's path. */
export async function publishArticle(origin: string): Promise<string> {
  const signedIn = await fetch(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(AUTHOR),
  });
  const { data } = (await signedIn.json()) as { data: { token: string } };
  const headers = () => ({ authorization: `Bearer ${data.token}`, 'idempotency-key': crypto.randomUUID() });
  const id = crypto.randomUUID();
  const created = await fetch(`${origin}/api/articles`, {
    method: 'POST',
    headers: { ...headers(), 'content-type': 'application/json' },
    body: JSON.stringify({ ...SAMPLE_ARTICLE, id, contentEn: articleBody(PARAGRAPHS) }),
  });
  if (created.status !== 201) throw new Error(`article: ${created.status}`);
  const form = new FormData();
  form.append('field', 'bannerFileId');
  form.append('fileId', crypto.randomUUID());
  form.append('file', new Blob([new Uint8Array(noisyPng(60 * 1024))], { type: 'image/png' }), 'banner.png');
  const banner = await fetch(`${origin}/api/articles/${id}/files`, {
    method: 'POST',
    headers: headers(),
    body: form,
  });
  if (banner.status !== 200) throw new Error(`banner: ${banner.status}`);
  const published = await fetch(`${origin}/api/articles/${id}`, {
    method: 'PUT',
    headers: { ...headers(), 'content-type': 'application/json' },
    body: JSON.stringify({ baseVersion: 0, changes: { status: 'published' } }),
  });
  if (published.status !== 200) throw new Error(`publish: ${published.status}`);
  return `/read/${id}`;
}
