/**
 * Web Push on this device, only when the specialist switches it on (the browser then asks for the
 * permission; never on its own): the browser's push subscription, made with the server's VAPID key
 * and given to the server (with this device's id, as on every call); switched off, dropped on both
 * sides. Sign-out drops the browser's (session-end.ts), so a shared browser stops getting the last
 * user's pushes.
 */
import { PUSH_KEY_PATH, PUSH_SUBSCRIPTIONS_PATH } from '#core/notifications/push-api';
import { isApiError } from '../api-error.ts';
import { api } from '../http.ts';
import { currentPushSubscription, isPushSupported, unsubscribeBrowser } from './browser-push.ts';

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

export async function readPushState(): Promise<PushState> {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await currentPushSubscription()) ? 'on' : 'off';
}

/**
 * Asks the permission if needed (`askPermission`: the page's Notification.requestPermission, which
 * this layer, shared with the worker, cannot name), subscribes, and registers the subscription.
 */
export async function enablePush(askPermission: () => Promise<NotificationPermission>): Promise<PushState> {
  if (!isPushSupported()) return 'unsupported';
  const permission = await askPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const { publicKey } = await api.get<{ publicKey: string }>(PUSH_KEY_PATH);
  const registration = await navigator.serviceWorker.ready;
  const subscribe = () =>
    registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    });
  const subscription = (await registration.pushManager.getSubscription()) ?? (await subscribe());
  try {
    await register(subscription);
  } catch (error) {
    // The server keeps an endpoint with the account that registered it (409): this browser's was left
    // by an earlier user whose sign-out could not drop it. A new subscription is this user's own.
    if (!isApiError(error) || error.status !== 409) throw error;
    await subscription.unsubscribe();
    await register(await subscribe());
  }
  return 'on';
}

function register(subscription: PushSubscription): Promise<unknown> {
  return api.post(PUSH_SUBSCRIPTIONS_PATH, subscription.toJSON() as Record<string, unknown>);
}

export async function disablePush(): Promise<PushState> {
  const endpoint = await unsubscribeBrowser();
  if (endpoint) await api.del(PUSH_SUBSCRIPTIONS_PATH, { endpoint }).catch(() => undefined);
  return readPushState();
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
