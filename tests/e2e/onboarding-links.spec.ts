import { LINK_TTL_MS } from '../../src/core/constants.ts';
import { test } from './support/fixtures.ts';
import { Mailbox } from './support/mailbox.ts';
import { approveThroughApi, registerThroughApi } from './support/onboarding-api.ts';
import { startClockServer } from './support/onboarding-clock-server.ts';
import { OnboardingUi } from './support/onboarding-pages.ts';

const mailbox = new Mailbox();

test('a create-password link older than 24 hours says it was valid only 24 hours', async ({
  page,
  playwright,
}) => {
  const clock = await startClockServer();
  const request = await playwright.request.newContext({ baseURL: clock.url });
  try {
    const email = `expired.${Date.now()}@e2e.test`;
    await approveThroughApi(request, await registerThroughApi(request, email));
    const link = await mailbox.waitForLink(email, '/create-password/');
    clock.advance(LINK_TTL_MS + 60_000);
    const ui = new OnboardingUi(page, 'EN');
    await page.goto(`${clock.url}${link}`);
    await ui.expectMessage('onboarding.link.expired');
  } finally {
    await request.dispose();
    await clock.close();
  }
});

test('an unknown link says it is not valid, in Arabic too', async ({ page }) => {
  const ui = new OnboardingUi(page, 'AR');
  await ui.open('/create-password/not-a-real-token-0000000000');
  await ui.expectMessage('onboarding.link.invalid');
});

test('a reset request gives the same answer for an unknown e-mail and offers to resend', async ({ page }) => {
  const ui = new OnboardingUi(page, 'EN');
  await ui.open('/forgot-password');
  await ui.submit('Send reset link');
  await ui.expectMessage('validation.email.required');
  await ui.field('E-mail').fill(`nobody.${Date.now()}@e2e.test`);
  await ui.submit('Send reset link');
  await ui.expectMessage('onboarding.reset.requested');
  await ui.submit('Resend e-mail');
  await ui.expectMessage('onboarding.reset.requested');
  await page.getByRole('link', { name: ui.t('Back to Login') }).click();
  await page.waitForURL(/\/sign-in$/);
});
