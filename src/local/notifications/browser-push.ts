/**
 * The browser's own push subscription, without the server: whether push can work here, the current
 * subscription, and dropping it. Kept apart from push-client.ts (which talks to the server) so the
 * sign-out path can drop it without importing the HTTP client it is part of.
 */

export function isPushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in globalThis &&
    'Notification' in globalThis
  );
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Unsubscribes this browser; its endpoint, if it had one. The push service refuses the old endpoint
 * from then on, so the server forgets it at its next push even when it was not told. Never throws.
 */
export async function unsubscribeBrowser(): Promise<string | undefined> {
  try {
    const subscription = await currentPushSubscription();
    if (!subscription) return undefined;
    await subscription.unsubscribe();
    return subscription.endpoint;
  } catch {
    return undefined;
  }
}
