// Live sessions (issue 13) with devices blocked: a patient who blocked the camera is told why and
// offered audio only, and the call connects — the specialist hears them, they see the specialist; a
// specialist who blocked both still connects and sees and hears the patient.
import { expect, test } from './support/fixtures.ts';
import { expectFramesDecoded, fakeMediaBrowser, openPatientLink, sessionUnderWay } from './support/rooms.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { openSignedInBrowser } from './support/signed-in-browser.ts';

// No prompt is answered: what the test does not grant stays refused.
test.use(fakeMediaBrowser(false));

test('a patient whose camera is blocked joins with audio only, and the call connects', async ({
  browser,
  request,
}) => {
  const account = E2E_SPECIALISTS.roomsAudio;
  const { token, session } = await sessionUnderWay(request, account);
  const office = await openSignedInBrowser(browser, account, { permissions: ['camera', 'microphone'] });
  // The patient allowed the microphone and blocked the camera.
  const patientContext = await browser.newContext({ permissions: ['microphone'] });
  try {
    const { page } = office;
    await page.goto(`/room/${session.id}?lang=EN`);
    await page.getByRole('button', { name: 'Join', exact: true }).click();

    const patient = await openPatientLink(browser, token, 'EN', patientContext);
    await patient.page.getByTestId('patient-next-session').getByRole('button', { name: 'Join' }).click();
    await expect(patient.page.getByTestId('video-problem')).toContainText('Your browser blocks the camera');
    await patient.page.getByRole('button', { name: 'Join with audio only' }).click();

    await expect(page.getByTestId('call-status')).toHaveText('Patient connected', { timeout: 30_000 });
    await expect(patient.page.getByTestId('call-status')).toHaveText('Connected');
    // The specialist hears the patient; the patient sees the specialist.
    await expect
      .poll(async () => Number(await page.getByTestId('call').getAttribute('data-audio-bytes')), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    await expectFramesDecoded(patient.page);
  } finally {
    await patientContext.close();
    await office.context.close();
  }
});

test('a specialist without camera or microphone still connects, and sees and hears the patient', async ({
  browser,
  request,
}) => {
  const account = E2E_SPECIALISTS.roomsNoDevices;
  const { token, session } = await sessionUnderWay(request, account);
  // The specialist blocked both; the patient allowed both.
  const office = await openSignedInBrowser(browser, account);
  const patientContext = await browser.newContext({ permissions: ['camera', 'microphone'] });
  try {
    const { page } = office;
    await page.goto(`/room/${session.id}?lang=EN`);
    await expect(page.getByTestId('audio-problem')).toContainText('Your browser blocks the microphone');
    await page.getByRole('button', { name: 'Join without camera or microphone' }).click();

    const patient = await openPatientLink(browser, token, 'EN', patientContext);
    await patient.page.getByTestId('patient-next-session').getByRole('button', { name: 'Join' }).click();
    await patient.page.getByRole('button', { name: 'Join', exact: true }).click();

    await expect(page.getByTestId('call-status')).toHaveText('Patient connected', { timeout: 30_000 });
    await expectFramesDecoded(page);
    await expect
      .poll(async () => Number(await page.getByTestId('call').getAttribute('data-audio-bytes')), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
  } finally {
    await patientContext.close();
    await office.context.close();
  }
});
