// Live sessions (issue 13), as a specialist and a patient live them in two browsers with Chromium's
// fake camera and microphone: the specialist joins from the dashboard and waits for the patient; the
// patient joins from their link page; both see the other's live video (frames decoded, from
// getStats); the patient's network drops — the specialist sees them disconnected — and comes back —
// connected again without a reload; the specialist ends the call and marks the session completed,
// and the day's earnings count it. Once in English, once in Arabic.
import { openCuttableLink } from './support/cuttable-link.ts';
import { dayEarnings } from './support/dashboard-page.ts';
import { E2E_PORT } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { type TestLanguage, tr } from './support/onboarding-i18n.ts';
import { expectFramesDecoded, fakeMediaBrowser, openPatientLink, sessionUnderWay } from './support/rooms.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { openSignedInBrowser } from './support/signed-in-browser.ts';

test.use(fakeMediaBrowser(true));
// One call at a time: two fake cameras encoding 720p video already keep a 2-core machine busy.
test.describe.configure({ mode: 'default' });

for (const language of ['EN', 'AR'] as const satisfies readonly TestLanguage[]) {
  test(`${language}: specialist and patient meet by video, through a dropped network, and the completed session is earned`, async ({
    browser,
    request,
  }) => {
    const account = language === 'EN' ? E2E_SPECIALISTS.rooms : E2E_SPECIALISTS.roomsArabic;
    const t = (source: string) => tr(language, source);
    const { name, token, session, sessions } = await sessionUnderWay(request, account);
    const office = await openSignedInBrowser(browser, account);
    const link = await openCuttableLink(E2E_PORT);
    const patientContext = await browser.newContext({ baseURL: link.url });
    try {
      const { page } = office;
      await page.goto(`/dashboard?lang=${language}`);
      const earningsBefore = await dayEarnings(page);
      const next = page.getByTestId('next-session');
      await expect(next.getByTestId('next-session-patient')).toHaveText(name);
      await next.getByRole('button', { name: t('Join Now') }).click();
      await expect(page).toHaveURL(new RegExp(`/room/${session.id}$`));
      await expect(page.getByRole('meter', { name: t('Microphone level') })).toBeVisible();
      await expect(page.getByLabel(t('Your camera'))).toBeVisible();
      await page.getByRole('button', { name: t('Join'), exact: true }).click();
      const status = page.getByTestId('call-status');
      await expect(status).toHaveText(t('Waiting for patient'));

      const patient = await openPatientLink(browser, token, language, patientContext);
      const card = patient.page.getByTestId('patient-next-session');
      await card.getByRole('button', { name: t('Join'), exact: true }).click();
      await patient.page.getByRole('button', { name: t('Join'), exact: true }).click();
      const patientStatus = patient.page.getByTestId('call-status');
      await expect(patientStatus).toHaveText(t('Connected'), { timeout: 30_000 });
      await expect(status).toHaveText(t('Patient connected'), { timeout: 30_000 });
      await expectFramesDecoded(page);
      await expectFramesDecoded(patient.page);
      // Both are in: the session is under way, on the server too.
      await expect
        .poll(async () => (await sessions.read(session.id)).status, { timeout: 20_000 })
        .toBe('ongoing');

      // The patient's network drops, then comes back: no reload on either side.
      link.cut();
      await patientContext.setOffline(true);
      await expect(status).toHaveText(t('Patient disconnected'), { timeout: 20_000 });
      link.restore();
      await patientContext.setOffline(false);
      await expect(status).toHaveText(t('Patient connected'), { timeout: 30_000 });
      await expect(patientStatus).toHaveText(t('Connected'), { timeout: 30_000 });

      await page.getByRole('button', { name: t('End session') }).click();
      await expect(page.getByRole('heading', { name: t('The call has ended') })).toBeVisible();
      await expect(patientStatus).toHaveText(t('Your specialist disconnected'), { timeout: 20_000 });
      await page.getByRole('button', { name: t('Mark completed') }).click();
      await expect(page).toHaveURL(new RegExp(`/sessions-profile/${session.id}$`));
      await expect(page.getByText(t('session.status.completed')).first()).toBeVisible();
      // The page shows the local store at once; the server has it once the outbox has replayed.
      await expect
        .poll(async () => (await sessions.read(session.id)).status, { timeout: 20_000 })
        .toBe('completed');
      const held = await sessions.read(session.id);
      await page.goto(`/dashboard?lang=${language}`);
      // The specialist's share of the charge (after the platform's commission).
      await expect.poll(() => dayEarnings(page)).toBe(earningsBefore + held.amount);
      expect(held.startedAt).not.toBeNull();
      expect(Date.parse(held.completedAt ?? '')).toBeGreaterThan(Date.parse(held.startedAt ?? ''));
    } finally {
      await patientContext.close();
      await link.close();
      await office.context.close();
    }
  });
}
