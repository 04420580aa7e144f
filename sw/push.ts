// Web Push in the worker: a push shows the notification the server wrote (its text is already in
// the specialist's language), one per notification id, so a newer count replaces the older one; a
// click opens its page in a MindOffice window (an open one navigated and focused, else a new one).
import type { PushPayload } from '#core/notifications/push-api';

const ICON = '/icons/icon-192.png';

/** The payload of a push, or undefined when it is not one of ours. */
export function readPushPayload(text: string | undefined): PushPayload | undefined {
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<PushPayload>;
    if (typeof parsed.id !== 'string' || typeof parsed.body !== 'string') return undefined;
    return {
      id: parsed.id,
      title: typeof parsed.title === 'string' ? parsed.title : 'MindOffice',
      body: parsed.body,
      // Only the office's own paths: a push never opens another site.
      target:
        typeof parsed.target === 'string' && /^\/([A-Za-z0-9_-][A-Za-z0-9/_-]*)?$/.test(parsed.target)
          ? parsed.target
          : '/notifications',
    };
  } catch {
    return undefined;
  }
}

export function notificationOptions(payload: PushPayload): NotificationOptions & { renotify?: boolean } {
  return {
    body: payload.body,
    tag: payload.id,
    renotify: true,
    icon: ICON,
    badge: ICON,
    data: { target: payload.target },
  };
}

export function registerPush(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('push', (event) => {
    const payload = readPushPayload(event.data?.text());
    if (!payload) return;
    event.waitUntil(self.registration.showNotification(payload.title, notificationOptions(payload)));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = (event.notification.data as { target?: string } | null)?.target ?? '/notifications';
    event.waitUntil(openTarget(self, target));
  });
}

async function openTarget(self: ServiceWorkerGlobalScope, target: string): Promise<void> {
  const url = new URL(target, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows[0];
  if (open) {
    await open.focus();
    await open.navigate(url);
    return;
  }
  await self.clients.openWindow(url);
}
