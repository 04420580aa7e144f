// Web Push as the service worker lives it: a push event (delivered through the DevTools protocol,
// as Playwright cannot subscribe to a real push service) shows the notification the server wrote, in
// its language, once per notification id; the switch on /notifications is there, in English and
// Arabic, and the browser's permission is asked only when it is used.

import { expect, test } from './support/fixtures.ts';
import { tr } from './support/onboarding-i18n.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { openOfflineCapableBrowser } from './support/signed-in-browser.ts';

// Offline reloads, installing and push need the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

const ACCOUNT = E2E_SPECIALISTS.push;

type Shown = Array<{ title: string; body: string; tag: string; target: string }>;

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
    const shown = (): Promise<Shown> =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((note) => ({
          title: note.title,
          body: note.body,
          tag: note.tag,
          target: (note.data as { target: string }).target,
        }));
      });

    // Delivered again when it has not shown after 10 s: DevTools' delivery is fire-and-forget and a
    // loaded CI machine once lost one (the first two shown, the third never). A push service redelivers
    // too, and the same id only replaces the notification, so a repeat is harmless; a worker that never
    // shows it, or shows it wrong, still fails.
    const pushUntil = async (payload: object, expected: (notes: Shown) => unknown, value: unknown) => {
      await push(payload);
      try {
        await expect.poll(async () => expected(await shown()), { timeout: 10_000 }).toEqual(value);
      } catch {
        test.info().annotations.push({ type: 'push redelivered', description: JSON.stringify(payload) });
        await push(payload);
        await expect.poll(async () => expected(await shown())).toEqual(value);
      }
    };

    await pushUntil(
      { id: 'n-1', title: 'MindOffice', body: 'رسالة جديدة من أمل', target: '/chat/p-1' },
      (notes) => notes,
      [{ title: 'MindOffice', body: 'رسالة جديدة من أمل', tag: 'n-1', target: '/chat/p-1' }],
    );
    await pushUntil(
      { id: 'n-1', title: 'MindOffice', body: 'رسالتان جديدتان من أمل', target: '/chat/p-1' },
      (notes) => notes,
      [{ title: 'MindOffice', body: 'رسالتان جديدتان من أمل', tag: 'n-1', target: '/chat/p-1' }],
    );
    // Not ours, or pointing away from the office: nothing new, or the notifications page.
    await pushUntil(
      { id: 'n-2', body: 'Elsewhere', target: 'https://evil.test/' },
      (notes) => notes.find((note) => note.tag === 'n-2')?.target,
      '/notifications',
    );
  } finally {
    await office.close();
  }
});
