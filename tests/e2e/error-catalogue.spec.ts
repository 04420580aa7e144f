import { expect, test } from './support/fixtures.ts';

const isAccountCall = (url: URL) => url.pathname === '/api/auth/me';

// The server's real answers for these statuses are covered by the server suite; here a status is
// injected on one real call of the office (the account refresh) to prove what the user sees.
const CATALOGUE = [
  { status: 500, message: 'Server error occurred. Please try again later or contact support.' },
  { status: 400, message: 'Invalid request. Please check your information and try again.' },
  { status: 403, message: 'Access denied. Please check your permissions and try again.' },
  { status: 404, message: 'Service not found. Please try again later.' },
] as const;

for (const { status, message } of CATALOGUE) {
  test(`a ${status} answer shows the catalogue's message as a toast`, async ({ app, page }) => {
    await app.signIn();
    await page.route(isAccountCall, (route) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ success: false }) }),
    );
    await page.reload();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}

test('a 413 answer shows its message and goes to /network-error', async ({ app, page }) => {
  await app.signIn();
  await page.route(isAccountCall, (route) =>
    route.fulfill({ status: 413, contentType: 'application/json', body: JSON.stringify({ success: false }) }),
  );
  await page.reload();
  await expect(
    page.getByText('Request too large. Please reduce the number or size of documents and try again.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/network-error/);
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});

test('toasts close by themselves after 5 seconds', async ({ app, page }) => {
  const message = 'Server error occurred. Please try again later or contact support.';
  await app.signIn();
  await page.route(isAccountCall, (route) => route.fulfill({ status: 500, body: '' }));
  // The page notes, frame by frame, when the toast is on screen and when it is gone, so the 5 s are
  // measured in the page itself: a polling assertion started after reload() would race the toast on
  // a loaded machine (the load event can come seconds after it appeared). On screen, not merely in
  // the document: on a loaded machine the toast's node sat invisible for seconds before its entrance.
  await page.addInitScript((text) => {
    const times: { shownAt?: number; hiddenAt?: number } = {};
    Object.assign(window, { toastTimes: times });
    const check = () => {
      const isShown = [...document.querySelectorAll('.mantine-Notification-root')].some(
        (toast) =>
          toast.textContent?.includes(text) &&
          toast.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      );
      if (isShown && times.shownAt === undefined) times.shownAt = performance.now();
      if (!isShown && times.shownAt !== undefined) times.hiddenAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, message);
  await page.reload();
  const readTimes = () =>
    page.evaluate(
      () => (window as unknown as { toastTimes: { shownAt?: number; hiddenAt?: number } }).toastTimes,
    );
  await expect.poll(async () => (await readTimes()).hiddenAt, { timeout: 30_000 }).toBeDefined();
  const { shownAt = 0, hiddenAt = 0 } = await readTimes();
  // 5 s of display, less a frame of its entrance, plus the few hundred milliseconds of its exit.
  expect(hiddenAt - shownAt).toBeGreaterThanOrEqual(4_800);
  expect(hiddenAt - shownAt).toBeLessThan(7_000);
});
