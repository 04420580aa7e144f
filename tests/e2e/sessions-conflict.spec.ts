// Issue 9: two devices of one specialist, both offline, book the same hour. Back online, the first to
// sync gets the hour; the other's booking is refused by the server's overlap rule and waits in the
// Unsynced changes panel with the overlap message — naming the session that holds the hour — until the
// specialist moves it to a free hour and sends it again. Nothing else is lost.
import { expect, test } from './support/fixtures.ts';
import { apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { SessionsPage, tomorrow } from './support/sessions-page.ts';
import { openSignedInBrowser } from './support/signed-in-browser.ts';

test('two offline bookings of one hour: one lands, the other is explained, moved and sent again', async ({
  browser,
  request,
}) => {
  const specialist = E2E_SPECIALISTS.sessionsConflict;
  const patientName = `Ines ${runSurname()}`;
  const otherDevice = await PatientsApi.signIn(request, specialist.email, specialist.password);
  await otherDevice.create(apiPerson(patientName, 'ines@example.com'));
  // A day of its own per run: runs of this spec share the account and keep their sessions.
  const day = tomorrow(2 + Math.floor(Math.random() * 300));
  const first = await openSignedInBrowser(browser, specialist);
  const second = await openSignedInBrowser(browser, specialist);
  try {
    const firstSessions = new SessionsPage(first.page);
    const secondSessions = new SessionsPage(second.page);
    // Both devices hold the patient before the connection drops.
    for (const device of [first, second]) {
      await device.patients.open();
      await expect(device.patients.row(patientName)).toBeVisible();
    }
    for (const sessions of [firstSessions, secondSessions]) {
      await sessions.open();
      await sessions.showPeriod('Upcoming');
    }
    await first.app.goOffline();
    await second.app.goOffline();

    await firstSessions.book({ patient: patientName, date: day.display, time: '10:00', charge: '80' });
    await secondSessions.book({ patient: patientName, date: day.display, time: '10:00', charge: '80' });
    await first.sync.expectShowing({ state: 'stalled', pending: 1, rejected: 0 });
    await second.sync.expectShowing({ state: 'stalled', pending: 1, rejected: 0 });
    const winner = await firstSessions.referenceOf(patientName);

    await first.app.goOnline();
    await first.sync.expectShowing({ state: 'synced', pending: 0, rejected: 0 });
    await second.app.goOnline();
    await second.sync.expectShowing({ state: 'refused', pending: 0, rejected: 1 });

    await second.sync.openPanel();
    const change = second.sync.changes().first();
    await expect(change).toContainText(`New session with ${patientName}`);
    await expect(change).toContainText(`This time overlaps another session (${winner}`);

    await change.getByRole('button', { name: 'Edit and retry' }).click();
    const form = secondSessions.form();
    await expect(form).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Patient' })).toHaveValue(patientName);
    await secondSessions.fillBooking({ time: '11:00' });
    await form.getByRole('button', { name: 'Book session' }).click();
    await expect(form).toBeHidden();
    await second.sync.expectShowing({ state: 'synced', pending: 0, rejected: 0 });

    // Both devices end with the two sessions, at 10:00 and 11:00, nothing else.
    for (const device of [first, second]) {
      const list = new SessionsPage(device.page);
      await list.open();
      await list.showPeriod('Upcoming');
      await expect(device.page.getByTestId('session-row').filter({ hasText: patientName })).toHaveCount(2);
      // "10:00 – 11:00 AM" and "11:00 AM – 12:00 PM": a range shares its AM/PM.
      await expect(list.page.getByTestId('sessions-table')).toContainText('10:00 – 11:00');
      await expect(list.page.getByTestId('sessions-table')).toContainText('11:00 AM – 12:00');
    }
  } finally {
    await first.context.close();
    await second.context.close();
  }
});
