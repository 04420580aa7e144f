import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { unsafeAttributesIn, unsafeMarkupIn } from '#core/articles/article-safety-check';
import type { ArticleRow } from '#core/articles/article-schema';
import { CLEANED_ARTICLE_BODIES, REFUSED_ARTICLE_BODIES } from '#core/articles/hostile-article-bodies';
import type { PublicArticle } from '#core/articles/public-article';
import { articleBody, SAMPLE_ARTICLE } from '#core/articles/sample-article';
import { articles } from '../db/schema.ts';
import { SAMPLE } from '../onboarding/test-kit.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { ownerServer, type SignedInSpecialist } from '../test-support/owner-server.ts';
import { callJson, type TestServer } from '../test-support/test-server.ts';

/** A JPEG of `size` bytes: its signature, zeros, its end marker. */
const jpegOf = (size: number) =>
  new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Uint8Array(size - 6), 0xff, 0xd9]);

describe.each(TEST_DRIVERS)('articles on %s', (driver) => {
  const kit = ownerServer(driver, { withProfiles: true });
  let server: TestServer;
  let owner: SignedInSpecialist;
  let stranger: SignedInSpecialist;
  beforeAll(() => {
    ({ server, owner, stranger } = kit);
  });

  const send = <T = ArticleRow>(
    method: string,
    path: string,
    body: unknown,
    token = owner.token,
    lang = '',
  ) =>
    callJson<T>(server, method, `${path}${lang}`, {
      body,
      token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
  const create = (fields: Partial<ArticleRow> = {}, token = owner.token) =>
    send('POST', '/api/articles', { ...SAMPLE_ARTICLE, id: crypto.randomUUID(), ...fields }, token);
  const read = (id: string, token = owner.token) =>
    callJson<ArticleRow>(server, 'GET', `/api/articles/${id}`, { token });
  const update = async (id: string, changes: Partial<ArticleRow>, token = owner.token, lang = '') => {
    const current = (await read(id)).body.data;
    return send('PUT', `/api/articles/${id}`, { baseVersion: current?.version ?? 0, changes }, token, lang);
  };
  const readPublic = (id: string, token?: string) =>
    callJson<PublicArticle>(server, 'GET', `/api/public/articles/${id}`, token ? { token } : {});

  /** The outbox's `article.file` as the replayer sends it. */
  async function sendBanner(id: string, bytes: Uint8Array, name: string, fileId = crypto.randomUUID()) {
    const form = new FormData();
    form.append('field', 'bannerFileId');
    form.append('fileId', fileId);
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${server.url}/api/articles/${id}/files`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${owner.token}`, 'Idempotency-Key': crypto.randomUUID() },
    });
    return {
      status: response.status,
      body: (await response.json()) as { data?: ArticleRow; message?: string },
    };
  }

  /** A banner uploaded into one of `token`'s own articles: its file id. */
  async function sendBannerAs(token: string): Promise<string> {
    const id = (await create({}, token)).body.data?.id ?? '';
    const fileId = crypto.randomUUID();
    const form = new FormData();
    form.append('field', 'bannerFileId');
    form.append('fileId', fileId);
    form.append('file', new Blob([new Uint8Array(SAMPLE.png())]), 'banner.png');
    const response = await fetch(`${server.url}/api/articles/${id}/files`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    });
    if (response.status !== 200) throw new Error(`banner: ${response.status}`);
    return fileId;
  }

  it('creates a draft, edits it, publishes it with its date, archives it and brings it back to Draft', async () => {
    const created = await create();
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data?.id ?? '';
    expect(created.body.data).toMatchObject({ status: 'draft', publishedAt: null, ownerId: owner.id });

    const edited = await update(id, {
      titleFr: 'Bien dormir malgré l’anxiété',
      contentFr: articleBody(['Le sommeil.']),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data?.titleFr).toBe('Bien dormir malgré l’anxiété');

    const banner = await sendBanner(id, SAMPLE.jpeg(), 'banner.jpg');
    expect(banner.status, JSON.stringify(banner.body)).toBe(200);
    const published = await update(id, { status: 'published' });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const publishedAt = published.body.data?.publishedAt ?? '';
    expect(Date.now() - Date.parse(publishedAt)).toBeLessThan(60_000);

    const archived = await update(id, { status: 'archived' });
    expect(archived.body.data).toMatchObject({ status: 'archived', publishedAt });
    const republished = await update(id, { status: 'published' });
    expect(republished.status).toBe(400);
    expect((republished.body as { errors?: Record<string, string> }).errors?.status).toBe(
      'An archived article goes back to Draft before it is published again',
    );
    expect((await update(id, { status: 'draft' })).body.data?.status).toBe('draft');
  });

  it('refuses to publish without banner, category or a complete language, in the caller’s language, and changes nothing', async () => {
    const id = (await create()).body.data?.id ?? '';
    const before = (await read(id)).body.data;
    const noBanner = await update(id, { status: 'published' });
    expect(noBanner.status).toBe(400);
    expect((noBanner.body as { errors?: Record<string, string> }).errors).toEqual({
      bannerFileId: 'Please add a banner image',
    });
    await sendBanner(id, SAMPLE.png(), 'banner.png');
    const withBanner = (await read(id)).body.data;
    const noCategory = await update(
      id,
      { status: 'published', category: null },
      owner.token,
      '?lang_code=FR',
    );
    expect((noCategory.body as { errors?: Record<string, string> }).errors?.category).toBe(
      'Veuillez choisir une catégorie',
    );
    const nothingComplete = await update(
      id,
      { status: 'published', titleEn: '', titleAr: '', contentAr: null },
      owner.token,
      '?lang_code=AR',
    );
    expect(nothingComplete.status).toBe(400);
    // No language has a title: the message goes on the title of the first language with a body.
    expect((nothingComplete.body as { errors?: Record<string, string> }).errors).toEqual({
      titleEn: 'يرجى إدخال عنوان المقال بلغة واحدة على الأقل',
    });
    expect((await read(id)).body.data).toEqual(withBanner);
    expect(withBanner?.version).toBeGreaterThan(before?.version ?? 0);
  });

  it('answers another specialist’s article with 404 and not one byte of it, on every route', async () => {
    const id = (await create({ titleEn: 'Zanzibar private draft' })).body.data?.id ?? '';
    const answers = [
      await read(id, stranger.token),
      await update(id, { titleEn: 'taken' }, stranger.token),
      await send('DELETE', `/api/articles/${id}`, {}, stranger.token),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('Zanzibar');
    }
    expect((await read(id)).body.data?.titleEn).toBe('Zanzibar private draft');
  });

  it('shows the public only published articles; the author also reads a draft; deleted ones are gone', async () => {
    const id = (await create({ titleFr: 'Titre', contentFr: null })).body.data?.id ?? '';
    expect((await readPublic(id)).status).toBe(404);
    expect((await readPublic(id, stranger.token)).status).toBe(404);
    const own = await readPublic(id, owner.token);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ status: 'draft', titles: { FR: 'Titre' } });

    await sendBanner(id, SAMPLE.gif(), 'banner.gif');
    await update(id, { status: 'published' });
    const read = await readPublic(id);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      titles: { EN: SAMPLE_ARTICLE.titleEn, FR: 'Titre', AR: SAMPLE_ARTICLE.titleAr },
      bodies: { FR: null },
      hasBanner: true,
      doctorName: SAMPLE_ARTICLE.doctorName,
      profession: 'psychologist',
    });
    expect(read.body.data?.bodies.EN).toBe(
      '<p dir="auto">Anxiety and sleep feed each other.</p><p dir="auto">A steady evening routine helps the body learn when to rest.</p>',
    );
    expect(read.body.data?.summaries.AR).toBe('القلق والنوم يغذي كل منهما الآخر.');
    const banner = await fetch(`${server.url}/api/public/articles/${id}/banner`);
    expect(banner.status).toBe(200);
    expect(banner.headers.get('content-type')).toBe('image/gif');

    await update(id, { status: 'archived' });
    expect((await readPublic(id)).status).toBe(404);
    expect((await fetch(`${server.url}/api/public/articles/${id}/banner`)).status).toBe(404);
    await send('DELETE', `/api/articles/${id}`, {});
    expect((await readPublic(id, owner.token)).status).toBe(404);
    expect((await readPublic('not-a-uuid')).status).toBe(404);
  });

  it('refuses a renamed executable and a 300 KB JPEG as a banner, with the limits’ messages, and keeps nothing', async () => {
    const id = (await create()).body.data?.id ?? '';
    const exe = await sendBanner(id, SAMPLE.exe(), 'banner.jpg');
    expect(exe).toMatchObject({ status: 400, body: { message: 'Please select a JPEG, PNG or GIF image' } });
    const big = await sendBanner(id, jpegOf(300 * 1024), 'banner.jpg');
    expect(big).toMatchObject({ status: 413, body: { message: 'The image must be 200 KB or smaller' } });
    expect((await read(id)).body.data?.bannerFileId).toBeNull();
    // Another specialist's banner cannot be borrowed by id either.
    const theirs = await sendBannerAs(stranger.token);
    const borrowed = await update(id, { bannerFileId: theirs });
    expect(borrowed.status).toBe(400);
    expect((await read(id)).body.data?.bannerFileId).toBeNull();
  });

  it.each(CLEANED_ARTICLE_BODIES)('stores $label cleaned and serves nothing that runs', async ({ body }) => {
    const created = await create({ contentEn: body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data?.id ?? '';
    const [stored] = await server.database.db.select().from(articles).where(eq(articles.id, id));
    expect(unsafeAttributesIn(stored?.contentEn)).toEqual([]);
    const html = (await readPublic(id, owner.token)).body.data?.bodies.EN ?? '';
    expect(unsafeMarkupIn(html)).toEqual([]);
  });

  it.each(REFUSED_ARTICLE_BODIES)('refuses $label with 400 and stores nothing', async ({ body }) => {
    const id = crypto.randomUUID();
    const answer = await send('POST', '/api/articles', { ...SAMPLE_ARTICLE, id, contentAr: body });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).not.toMatch(/stack|select |insert /i);
    expect(await server.database.db.select().from(articles).where(eq(articles.id, id))).toHaveLength(0);
  });
});
