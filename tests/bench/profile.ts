// The profile page (issue 10): the size of its chunk, and the time from reconnect to a 150 KB photo
// picked offline being on the server (loopback, the real app in Chromium: the outbox replays the
// `profile.file` entry as a multipart upload when the browser is back online).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { SAMPLE_PROFILE } from '../../src/core/profile/sample-profile.ts';
import { DEFAULT_DIST_DIR } from '../../src/server/config.ts';
import { seedProfile } from '../../src/server/test-support/seed-profile.ts';
import { createUser, startTestServer } from '../../src/server/test-support/test-server.ts';
import { CHROMIUM_ARGS } from '../e2e/support/env.ts';
import { AppPage } from '../e2e/support/fixtures.ts';
import { noisyPng } from '../e2e/support/noisy-png.ts';
import { CHROMIUM_PATH } from '../support/system-deps.ts';
import { gzipBytes, kib, median, ms, printTable, type Row } from './measure.ts';

const UPLOADS = 7;
const PHOTO_BYTES = 150 * 1024;

function editProfileChunkGzip(): number {
  const assets = join(DEFAULT_DIST_DIR, 'assets');
  const chunk = readdirSync(assets).find((name) => /^edit-profile\._id-.*\.js$/.test(name));
  if (!chunk) throw new Error('no /edit-profile chunk in the build');
  return gzipBytes(readFileSync(join(assets, chunk)));
}

export async function runProfileBench(): Promise<void> {
  if (!process.env.BENCH_SKIP_BUILD) execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'ignore' });
  const server = await startTestServer('pglite', { distDir: DEFAULT_DIST_DIR, logLevel: 'silent' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const user = await createUser(server);
    await seedProfile(server.database, user.id, SAMPLE_PROFILE);
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    const page = await context.newPage();
    await new AppPage(page).signIn(user.email, user.password);
    await page.goto(`/edit-profile/${user.id}`);
    await page.getByRole('tab', { name: 'Public profile' }).click();
    const pending = page.getByTestId('sync-status');
    const times: number[] = [];
    for (let run = 0; run < UPLOADS; run += 1) {
      await context.setOffline(true);
      await page
        .getByTestId('profile-portrait-drop')
        .locator('input[type="file"]')
        .setInputFiles({ name: `portrait-${run}.png`, mimeType: 'image/png', buffer: noisyPng(PHOTO_BYTES) });
      await page.waitForFunction(
        () => document.querySelector('[data-testid="sync-status"]')?.getAttribute('data-pending') !== '0',
      );
      const start = performance.now();
      await context.setOffline(false);
      await pending.and(page.locator('[data-pending="0"]')).waitFor({ timeout: 30_000 });
      times.push(performance.now() - start);
    }
    const rows: Row[] = [
      {
        metric: '/edit-profile route chunk (gzip)',
        value: kib(editProfileChunkGzip()),
      },
      {
        metric: `reconnect → 150 KB photo on the server (median of ${UPLOADS})`,
        value: ms(median(times)),
      },
      { metric: '  every upload', value: times.map((value) => Math.round(value)).join(', ') },
    ];
    printTable('Profile: chunk and offline photo upload (Chromium, loopback)', rows);
  } finally {
    await browser.close();
    await server.stop();
  }
}
