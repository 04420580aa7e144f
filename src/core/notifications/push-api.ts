/**
 * Web Push (issue 12): a device that agreed (a switch on the notifications page, never asked on its
 * own) gives the server its browser's push subscription; the server pushes notifications nobody saw
 * in the open app, and the service worker shows them and opens their page on a click. The server's
 * VAPID public key is read from `PUSH_KEY_PATH`.
 */
import * as v from 'valibot';

export const PUSH_KEY_PATH = '/api/push/key';
/** `POST` a subscription (with the device's X-Device-Id), `DELETE` one by its endpoint. */
export const PUSH_SUBSCRIPTIONS_PATH = '/api/push/subscriptions';

const base64url = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+=*$/), v.maxLength(200));

/** PushSubscription.toJSON(), what the browser gives; only https push services are accepted. */
export const pushSubscriptionSchema = v.object({
  endpoint: v.pipe(v.string(), v.url(), v.startsWith('https://'), v.maxLength(2000)),
  keys: v.object({ p256dh: base64url, auth: base64url }),
});
export type PushSubscriptionInput = v.InferOutput<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = v.strictObject({
  endpoint: v.pipe(v.string(), v.maxLength(2000)),
});

/** What a push carries to the service worker: the text in the specialist's language and where it leads. */
export type PushPayload = { id: string; title: string; body: string; target: string };
