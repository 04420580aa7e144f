// Issue 10: two devices of one specialist, both offline, book the last session of a package. Back
// online, the first to sync holds the unit; the server refuses the other's booking (it would over-use
// the package), which waits in the Unsynced changes panel with the package's message until the
// specialist books it as a single session instead. Nothing else is lost.
import { expect, test } from './support/fixtures.ts';
import { PackagesApi } from './support/packages-api.ts';
import { PackagesPage } from './support/packages-page.ts';
import { apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { SessionsApi } from './support/sessions-api.ts';
import { tomorrow } from './support/sessions-page.ts';
import { openSignedInBrowser } from './support/signed-in-browser.ts';

test('two offline bookings of a package’s last session: one lands, the other is explained and booked singly', async ({
  browser,
  request,
}) => {
  const specialist = E2E_SPECIALISTS.packagesConflict;
  const offerName = `Last one ${runSurname()}`;
  const patientsApi = await PatientsApi.signIn(request, specialist.email, specialist.password);
  const rami = await patientsApi.create(apiPerson(`Rami ${runSurname()}`, 'rami@example.com'));
  const packagesApi = await PackagesApi.signIn(request, specialist.email, specialist.password);
  const offer = await packagesApi.createOffer({ name: offerName, sessionCount: 1 });
  const sold = await packagesApi.sell(offer, rami.id, { paid: true });
  // A day of its own per run: runs of this spec share the account and keep their sessions.
  const day = tomorrow(2 + Math.floor(Math.random() * 60)).display;
  const first = await openSignedInBrowser(browser, specialist);
  const second = await openSignedInBrowser(browser, specialist);
  try {
    const profile = `/patient-profile/${rami.id}`;
    // Both devices hold the patient and the package before the connection drops.
    for (const device of [first, second]) {
      await device.page.goto(profile);
      await expect(
        device.page.getByTestId('patient-package-row').filter({ hasText: offerName }),
      ).toBeVisible();
    }
    await first.app.goOffline();
    await second.app.goOffline();
    await new PackagesPage(first.page).bookOnPackage(offerName, { date: day, time: '10:00' });
    await new PackagesPage(second.page).bookOnPackage(offerName, { date: day, time: '12:00' });
    await first.sync.expectShowing({ state: 'stalled', pending: 1, rejected: 0 });
    await second.sync.expectShowing({ state: 'stalled', pending: 1, rejected: 0 });

    await first.app.goOnline();
    await first.sync.expectShowing({ state: 'synced', pending: 0, rejected: 0 });
    await second.app.goOnline();
    await second.sync.expectShowing({ state: 'refused', pending: 0, rejected: 1 });
    await second.sync.openPanel();
    const change = second.sync.changes().first();
    await expect(change).toContainText(`New session with ${rami.name}`);
    await expect(change).toContainText('This package has no sessions left');

    await change.getByRole('button', { name: 'Edit and retry' }).click();
    const form = second.page.getByTestId('session-form');
    await expect(form).toBeVisible();
    await second.page.getByRole('dialog').getByRole('heading', { name: 'New session' }).click();
    await form.getByText('Single session', { exact: true }).click();
    await form.getByRole('button', { name: 'Book session' }).click();
    await expect(form).toBeHidden();
    await second.sync.expectShowing({ state: 'synced', pending: 0, rejected: 0 });

    const booked = await (
      await SessionsApi.signIn(request, specialist.email, specialist.password)
    ).sessionsOfPatient(rami.id);
    expect(booked.map((session) => [session.type, session.packageId]).sort()).toEqual([
      ['package', sold.id],
      ['single', null],
    ]);
  } finally {
    await first.context.close();
    await second.context.close();
  }
});
