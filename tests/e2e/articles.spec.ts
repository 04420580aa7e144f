// Articles, in English and again in Arabic: written offline (a French title, an Arabic title and
// body, a banner), kept across a reload, the banner uploaded with its progress bar once online, published,
// and read by anyone signed out — right to left in Arabic, the French title with the note that the
// body is shown in Arabic. Then the list's search, publish refusal and delete, the warning when
// leaving with refused input, and the reading page against the classic XSS payloads and offline.
import type { Page } from '@playwright/test';
import type { ArticleNode } from '../../src/core/articles/article-document.ts';
import { unsafeMarkupIn } from '../../src/core/articles/article-safety-check.ts';
import { CLEANED_ARTICLE_BODIES } from '../../src/core/articles/hostile-article-bodies.ts';
import { articleBody } from '../../src/core/articles/sample-article.ts';
import { DEFAULT_DIST_DIR } from '../../src/server/config.ts';
import { dexieChunks } from '../support/dexie-chunks.ts';
import { ArticlesApi } from './support/articles-api.ts';
import { expect, test, waitForPageToSettle } from './support/fixtures.ts';
import { noisyPng } from './support/noisy-png.ts';
import { type TestLanguage, tr } from './support/onboarding-i18n.ts';
import { runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { openOfflineCapableBrowser } from './support/signed-in-browser.ts';

const ACCOUNTS = { EN: E2E_SPECIALISTS.articles, AR: E2E_SPECIALISTS.articlesArabic } as const;
const BANNER = noisyPng(100 * 1024);
const ARABIC_BODY = 'النوم الجيد يبدأ بروتين مسائي هادئ';
const ARABIC_TITLE = 'النوم رغم القلق';

async function openLanguageTab(page: Page, language: TestLanguage, name: 'English' | 'French' | 'Arabic') {
  const label = tr(language, name);
  await page.getByRole('tab', { name: new RegExp(`^${label}:`) }).click();
}

for (const language of ['EN', 'AR'] as const satisfies readonly TestLanguage[]) {
  test(`${language}: write offline with a French title, an Arabic body and a banner; reload; online the banner uploads with a progress bar; publish; the public reads it`, async ({
    browser,
  }) => {
    const t = (source: string, values: Record<string, string> = {}) => tr(language, source, values);
    const office = await openOfflineCapableBrowser(browser, ACCOUNTS[language]);
    const { page } = office;
    const frenchTitle = `Dormir malgré l’anxiété ${runSurname()}`;
    try {
      await page.goto(`/articles?lang=${language}`);
      await page.getByRole('button', { name: t('Add article') }).click();
      await page.waitForURL(/\/edit-articles\/[0-9a-f-]{36}/);
      const id = page.url().split('/edit-articles/')[1]?.split(/[?#]/)[0] ?? '';
      await expect(page.locator('.ProseMirror')).toBeVisible();

      await office.goOffline();
      await openLanguageTab(page, language, 'French');
      await page.getByLabel(t('Title ({0})', { 0: t('French') })).fill(frenchTitle);
      // A published article needs one language complete: the Arabic one gets its title too.
      await openLanguageTab(page, language, 'Arabic');
      await page.getByLabel(t('Title ({0})', { 0: t('Arabic') })).fill(ARABIC_TITLE);
      const arabicEditor = page.locator('.ProseMirror');
      await expect(arabicEditor).toHaveAttribute('dir', 'rtl');
      await arabicEditor.click();
      await page.keyboard.type(ARABIC_BODY);
      await page.getByRole('combobox', { name: t('Category') }).click();
      await page.getByRole('option', { name: t('ref.problem.sleep'), exact: true }).click();
      await page
        .getByTestId('article-banner-drop')
        .locator('input[type="file"]')
        .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: BANNER });
      const banner = page.getByTestId('article-banner');
      await expect(banner.getByText(t('Waiting to upload'))).toBeVisible();
      await expect(page.getByTestId('article-save-state')).toHaveText(t('Saved on this device'));

      await page.reload();
      await expect(page.getByRole('heading', { name: t('Edit article') })).toBeVisible();
      await openLanguageTab(page, language, 'French');
      await expect(page.getByLabel(t('Title ({0})', { 0: t('French') }))).toHaveValue(frenchTitle);
      await openLanguageTab(page, language, 'Arabic');
      await expect(page.locator('.ProseMirror')).toHaveText(ARABIC_BODY);
      await expect(banner.getByRole('img', { name: t('Banner of the article') })).toHaveAttribute(
        'src',
        /^blob:/,
      );
      await expect(banner.getByText(t('Waiting to upload'))).toBeVisible();

      // Slowed so the bar is on screen long enough to see: about two seconds for the banner.
      office.throttleUpload(50 * 1024);
      await office.goOnline();
      const bar = page.getByRole('progressbar', { name: t('Uploading {name}', { name: 'banner.png' }) });
      await expect(bar).toBeVisible();
      await expect(bar).toBeHidden({ timeout: 30_000 });
      office.throttleUpload(undefined);
      await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0');
      await expect(banner.getByText(t('Waiting to upload'))).toBeHidden();

      await page.getByRole('button', { name: t('Publish'), exact: true }).click();
      await expect(page.getByTestId('article-status')).toHaveText(t('ref.articleStatus.published'));
      await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0');

      const reader = await browser.newContext({ serviceWorkers: 'block' });
      try {
        const anonymous = await reader.newPage();
        await anonymous.goto(`/read/${id}?lang=AR`);
        await expect(anonymous.locator('html')).toHaveAttribute('dir', 'rtl');
        const body = anonymous.getByTestId('article-body');
        await expect(body).toHaveText(ARABIC_BODY);
        await expect(body).toHaveAttribute('dir', 'rtl');
        await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText(ARABIC_TITLE);
        await expect(anonymous.locator('main img').first()).toBeVisible();

        await anonymous.goto(`/read/${id}?lang=FR`);
        await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText(frenchTitle);
        await expect(anonymous.getByTestId('language-fallback-note')).toHaveText(
          tr('FR', 'This article is not available in {0} yet; it is shown in {shownName}.', {
            0: tr('FR', 'French'),
            shownName: tr('FR', 'Arabic'),
          }),
        );
        await expect(body).toHaveText(ARABIC_BODY);
        await expect(anonymous).toHaveTitle(`${frenchTitle} · MindOffice`);
      } finally {
        await reader.close();
      }
    } finally {
      await office.close();
    }
  });
}

test('the list finds articles in every language, explains a refused publication, publishes and deletes', async ({
  browser,
  request,
}) => {
  const account = E2E_SPECIALISTS.articlesList;
  const api = await ArticlesApi.signIn(request, account.email, account.password);
  const run = runSurname();
  const sleep = await api.create({
    titleFr: `Sommeil ${run}`,
    titleAr: `النوم ${run}`,
    contentEn: articleBody([`Calm evenings help, ${run}.`]),
  });
  await api.publish({ titleEn: `Grief ${run}`, titleAr: '', contentAr: null, category: 'grief' });
  const office = await openOfflineCapableBrowser(browser, account);
  const { page } = office;
  try {
    await page.goto('/articles?lang=EN');
    const rows = page.getByTestId('article-row');
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill(`النوم ${run}`);
    await expect(rows).toHaveCount(1);
    await search.fill(`sommeil ${run}`);
    await expect(rows).toHaveCount(1);
    // The body text is searched too.
    await search.fill(`calm evenings ${run}`);
    await expect(rows).toHaveCount(1);
    await search.fill(run);
    await expect(rows).toHaveCount(2);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Published', exact: true }).click();
    await expect(rows).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Draft', exact: true }).click();
    await expect(rows).toHaveCount(1);

    const row = rows.first();
    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Publish' }).click();
    await expect(page.getByRole('alert')).toContainText('Please add a banner image');

    await api.addBanner(sleep.id);
    // The server pokes the device; the pulled row has its banner.
    await expect(row.locator('img')).toBeVisible();
    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Publish' }).click();
    await expect(page.getByTestId('articles-empty')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Published', exact: true }).click();
    await expect(rows).toHaveCount(2);

    await rows
      .first()
      .getByRole('button', { name: /^Actions for / })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(rows).toHaveCount(1);
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0');
  } finally {
    await office.close();
  }
});

test('leaving with input a rule refused asks first', async ({ browser }) => {
  const office = await openOfflineCapableBrowser(browser, E2E_SPECIALISTS.articlesList);
  const { page } = office;
  try {
    await page.goto('/add-articles?lang=EN');
    await expect(page.locator('.ProseMirror')).toBeVisible();
    await page.getByLabel('Title (English)').fill('x'.repeat(201));
    await expect(page.getByText('The title can be at most 200 characters')).toBeVisible();
    await page.getByRole('link', { name: 'Patients' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Leave this article?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay and fix it' }).click();
    await expect(page).toHaveURL(/\/edit-articles\//);
    await page.getByLabel('Title (English)').fill('A title that fits');
    await expect(page.getByTestId('article-save-state')).toHaveText('Saved on this device');
    await page.getByRole('link', { name: 'Patients' }).first().click();
    await expect(page).toHaveURL(/\/patients/);
  } finally {
    await office.close();
  }
});

test('a reading page arrives drawn by the server with its article, right to left in Arabic, and hydrates from it', async ({
  browser,
  request,
}) => {
  const account = E2E_SPECIALISTS.articlesList;
  const api = await ArticlesApi.signIn(request, account.email, account.password);
  const title = `${ARABIC_TITLE} ${runSurname()}`;
  const article = await api.publish({ titleAr: title, contentAr: articleBody([ARABIC_BODY]) });

  // Before any script: the HTML holds the page in Arabic, the article, its title and its data.
  const response = await request.get(`/read/${article.id}?lang=AR`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html lang="ar" dir="rtl"/);
  expect(html).toContain(`<title>${title} · MindOffice</title>`);
  expect(html).toContain(ARABIC_BODY);
  expect(html).toContain('<script type="application/json" id="preloaded-article">');
  // The CSP allows no inline script: the only one without a src is data, never run.
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await noScript.newPage();
    await page.goto(`/read/${article.id}?lang=AR`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('article-body')).toHaveCSS('direction', 'rtl');
    await expect(page.locator('main img').first()).toBeVisible();
  } finally {
    await noScript.close();
  }

  // A first visit: no service worker controls the page yet (it registers), so the server answers it.
  const reader = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const page = await reader.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const articleRequests: string[] = [];
    const files: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes(`/api/public/articles/${article.id}`) && sent.resourceType() === 'fetch')
        articleRequests.push(sent.url());
      files.push(new URL(sent.url()).pathname.split('/').pop() ?? '');
    });
    await page.goto(`/read/${article.id}?lang=AR`);
    // The language switcher is disabled until hydration, so enabled means React now owns the page.
    await expect(page.getByRole('combobox', { name: tr('AR', 'Language') })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('article-body')).toHaveText(ARABIC_BODY);
    expect(errors).toEqual([]);
    expect(articleRequests).toEqual([]);
    // A public page: neither all of Mantine's styles nor the local database, which a reader never needs,
    // even once the page has done what it leaves for an idle moment.
    await waitForPageToSettle(page);
    const dexie = dexieChunks(DEFAULT_DIST_DIR);
    expect(dexie.length).toBeGreaterThan(0);
    expect(files.filter((name) => dexie.includes(name) || name.startsWith('full-styles'))).toEqual([]);
    expect(await page.evaluate(async () => (await indexedDB.databases()).map((info) => info.name))).toEqual(
      [],
    );
  } finally {
    await reader.close();
  }
});

test('the reading page runs none of the classic XSS payloads, hides drafts and reads offline once read', async ({
  browser,
  request,
}) => {
  const account = E2E_SPECIALISTS.articlesList;
  const api = await ArticlesApi.signIn(request, account.email, account.password);
  const hostile: ArticleNode[] = CLEANED_ARTICLE_BODIES.flatMap((entry) => entry.body.content ?? []);
  const article = await api.publish({
    titleEn: '<img src=x onerror="window.__xss=1"> Hostile title',
    contentEn: { type: 'doc', content: hostile },
  });
  const draft = await api.create({ contentEn: articleBody(['Not ready yet']) });
  // Its service worker keeps the page it read, to read it again offline.
  const reader = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const page = await reader.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/read/${article.id}?lang=EN`);
    const body = page.getByTestId('article-body');
    await expect(body).toContainText('<script>window.__xss=1</script>');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '<img src=x onerror="window.__xss=1"> Hostile title',
    );
    // Hover and click every link and paragraph: no handler, no script link.
    for (const link of await body.locator('a').all()) await link.hover();
    expect(unsafeMarkupIn(await body.innerHTML())).toEqual([]);
    expect(await page.locator('main script, main iframe, main svg, main object, main embed').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);

    await page.goto(`/read/${draft.id}?lang=EN`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    // Read once with the service worker in control, then offline: still there.
    await page.goto(`/read/${article.id}?lang=EN`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect(body).toContainText('Read more');
    await reader.setOffline(true);
    await page.reload();
    await expect(body).toContainText('<script>window.__xss=1</script>');
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  } finally {
    await reader.close();
  }
});

test('the author reads their own draft with its banner and their photo; nobody else finds it', async ({
  browser,
  request,
}) => {
  const account = E2E_SPECIALISTS.articlesList;
  const api = await ArticlesApi.signIn(request, account.email, account.password);
  const draft = await api.addBanner((await api.create({ titleEn: `Unpublished ${runSurname()}` })).id);
  const office = await openOfflineCapableBrowser(browser, account);
  try {
    await office.page.goto(`/read/${draft.id}?lang=EN`);
    await expect(office.page.getByText('Only you can see this article')).toBeVisible();
    // An <img> sends no token: the draft's images are fetched with the author's and shown as blobs.
    const banner = office.page.locator('main img').first();
    await expect(banner).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(office.page.locator('main .mantine-Avatar-image')).toHaveAttribute('src', /^blob:/);
  } finally {
    await office.close();
  }
  const reader = await browser.newContext();
  try {
    const page = await reader.newPage();
    await page.goto(`/read/${draft.id}?lang=EN`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect((await page.request.get(`/api/public/articles/${draft.id}/banner`)).status()).toBe(404);
  } finally {
    await reader.close();
  }
});

test('what is typed into a new article stays after a reload, even while a rule refuses it', async ({
  app,
  page,
}) => {
  await app.signIn(E2E_SPECIALISTS.articlesList.email, E2E_SPECIALISTS.articlesList.password);
  await page.goto('/add-articles?lang=EN');
  await expect(page.locator('.ProseMirror')).toBeVisible();
  // A title over 200 characters is refused: it is not in the article, only typed.
  const tooLong = `Sleep and anxiety ${'z'.repeat(200)}`;
  await page.getByLabel('Title (English)').fill(tooLong);
  await page.locator('.ProseMirror').first().click();
  // Fast, not instant: a quick typist's ~30 ms a key, then a reload at once.
  await page.keyboard.type('A calm night begins the day before.', { delay: 30 });
  await expect(page.getByText('The title can be at most 200 characters')).toBeVisible();
  const address = page.url();
  await page.reload();
  await expect(page).toHaveURL(address);
  await expect(page.getByLabel('Title (English)')).toHaveValue(tooLong);
  await expect(page.locator('.ProseMirror').first()).toHaveText('A calm night begins the day before.');
  await expect(page.getByText('The title can be at most 200 characters')).toBeVisible();

  // Once the rule passes, the article holds it all, and a reload reads it from the article.
  await page.getByLabel('Title (English)').fill('Sleep and anxiety');
  await expect(page.getByTestId('article-save-state')).toHaveText('Saved on this device');
  await page.reload();
  await expect(page.getByLabel('Title (English)')).toHaveValue('Sleep and anxiety');
  await expect(page.locator('.ProseMirror').first()).toHaveText('A calm night begins the day before.');
});
