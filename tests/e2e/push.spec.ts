// Web Push as the service worker lives it: a push event (delivered through the DevTools protocol,
// as Playwright cannot subscribe to a real push service) shows the notification the server wrote, in
// its language, once per notification id; the switch on /notifications is there, in English and
// Arabic, and the browser's permission is asked only when it is used.

import { expect, test } from './support/fixtures.ts';
import { tr } from './support/onboarding-i18n.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { openOfflineCapableBrowser } from './support/signed-in-browser.ts';

const ACCOUNT = E2E_SPECIALISTS.push;

test('a push shows the server’s notification, replaced by a newer one of the same id', async ({
  browser,
}) => {
  const office = await openOfflineCapableBrowser(browser, ACCOUNT, { permissions: ['notifications'] });
  const { page, context } = office;
  try {
    await page.goto('/notifications?lang=AR');
    await expect(
      page.getByRole('switch', { name: tr('AR', 'Push notifications on this device') }),
    ).toBeVisible();

    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => !registration.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const origin = new URL(page.url()).origin;
    const push = async (payload: object) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: await registrationId,
        data: JSON.stringify(payload),
      });
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((note) => ({
          title: note.title,
          body: note.body,
          tag: note.tag,
          target: (note.data as { target: string }).target,
        }));
      });

    await push({ id: 'n-1', title: 'MindOffice', body: 'رسالة جديدة من أمل', target: '/chat/p-1' });
    await expect
      .poll(shown)
      .toEqual([{ title: 'MindOffice', body: 'رسالة جديدة من أمل', tag: 'n-1', target: '/chat/p-1' }]);
    await push({ id: 'n-1', title: 'MindOffice', body: 'رسالتان جديدتان من أمل', target: '/chat/p-1' });
    await expect
      .poll(shown)
      .toEqual([{ title: 'MindOffice', body: 'رسالتان جديدتان من أمل', tag: 'n-1', target: '/chat/p-1' }]);
    // Not ours, or pointing away from the office: nothing new, or the notifications page.
    await push({ id: 'n-2', body: 'Elsewhere', target: 'https://evil.test/' });
    await expect
      .poll(async () => (await shown()).find((note) => note.tag === 'n-2')?.target)
      .toBe('/notifications');
  } finally {
    await office.close();
  }
});
