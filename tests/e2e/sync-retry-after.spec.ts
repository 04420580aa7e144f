// docs/ARCHITECTURE.md: the outbox honours `Retry-After`. A queued create answered 503 with
// `Retry-After: 3` is not sent again before 3 s (the ordinary first backoff would be 1–2 s), then
// lands. The 503 is answered by Playwright in front of the real server; the browser has no service
// worker, so every attempt goes through the page's route.
import { expect, test } from './support/fixtures.ts';
import { PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { openSignedInBrowser } from './support/signed-in-browser.ts';

test('a queued create answered 503 with Retry-After: 3 waits 3 s before it is sent again, then lands', async ({
  browser,
  request,
}) => {
  const specialist = E2E_SPECIALISTS.retryAfter;
  const name = `Leila ${runSurname()}`;
  const { context, patients, sync } = await openSignedInBrowser(browser, specialist);
  const attemptTimes: number[] = [];
  try {
    await context.route(
      (url) => url.pathname === '/api/patients',
      async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        attemptTimes.push(Date.now());
        if (attemptTimes.length > 1) return route.continue();
        return route.fulfill({
          status: 503,
          headers: { 'retry-after': '3' },
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'Service unavailable' }),
        });
      },
    );
    await patients.open();
    await patients.add({
      name,
      contactNumber: '+33 6 12 34 56 78',
      email: 'leila@example.com',
      gender: 'Female',
      dateOfBirth: '12/04/1990',
      country: 'France',
    });

    await expect.poll(() => attemptTimes.length).toBe(2);
    const [refused = 0, resent = 0] = attemptTimes;
    expect(resent - refused).toBeGreaterThanOrEqual(2_900);
    // Not a retry that merely came late: the next one follows the server's word closely.
    expect(resent - refused).toBeLessThan(6_000);
    await sync.expectShowing({ state: 'synced', pending: 0, rejected: 0 });
    const otherDevice = await PatientsApi.signIn(request, specialist.email, specialist.password);
    expect(await otherDevice.namesWith(name)).toEqual([name]);
  } finally {
    await context.close();
  }
});
