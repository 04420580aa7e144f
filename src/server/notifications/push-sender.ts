/**
 * Web Push of notifications nobody saw in the open app: a sweep every few seconds claims the
 * notifications older than the delay that are still unread and not pushed (a claim is one UPDATE, so
 * each is pushed once whichever process sweeps, and a crash loses at most the claimed batch), renders
 * each in its specialist's language and zone, and sends it to their subscriptions of the devices it
 * is for. A subscription the push service says is gone (404, 410) is deleted. Only notifications of
 * the last 10 minutes are pushed: a device subscribing late does not get the backlog.
 */
import type { Agent } from 'node:https';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import webpush from 'web-push';
import { DEFAULT_LANGUAGE, parseLanguageCode } from '#core/languages';
import { isForDevice } from '#core/notifications/notification-audience';
import type { NotificationFields } from '#core/notifications/notification-schema';
import { notificationText } from '#core/notifications/notification-text';
import type { PushPayload } from '#core/notifications/push-api';
import type { Db } from '../db/client.ts';
import { notifications, pushSubscriptions, specialistProfiles, users } from '../db/schema.ts';
import type { I18nRegistry } from '../i18n.ts';
import { errorFields, type Logger } from '../log.ts';
import { isPushServiceEndpoint } from './push-endpoints.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** A notification read within this long in the open app is never pushed. */
export const PUSH_DELAY_MS = 10_000;
const SWEEP_INTERVAL_MS = 5000;
const RECENT_MS = 10 * 60 * 1000;
/** A push waits this long at the push service for a device that is off. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const GONE = new Set([404, 410]);

export type PushSenderDeps = {
  db: Db;
  log: Logger;
  i18n: I18nRegistry;
  vapid: VapidKeys;
  delayMs?: number;
  /** The push services' hosts: a subscription stored on another (before they were checked) is dropped. */
  services: readonly string[];
  /** Connects to public addresses only (push-endpoints.ts pushAgent). */
  agent: Agent;
  /** Sweep on a timer (false: only when `sweep` is called, in tests). */
  timer?: boolean;
};

export type PushSender = { sweep(now: Date): Promise<number>; close(): Promise<void> };

type Claimed = NotificationFields & { id: string; ownerId: string };

export function startPushSender(deps: PushSenderDeps, now: () => Date): PushSender {
  const delayMs = deps.delayMs ?? PUSH_DELAY_MS;

  async function claim(at: Date): Promise<Claimed[]> {
    const owners = deps.db.select({ ownerId: pushSubscriptions.ownerId }).from(pushSubscriptions);
    const claimed = await deps.db
      .update(notifications)
      .set({ pushedAt: at })
      .where(
        and(
          isNull(notifications.pushedAt),
          isNull(notifications.readAt),
          isNull(notifications.deletedAt),
          lte(notifications.createdAt, new Date(at.getTime() - delayMs)),
          gt(notifications.createdAt, new Date(at.getTime() - RECENT_MS)),
          inArray(notifications.ownerId, owners),
        ),
      )
      .returning();
    return claimed.map((row) => ({
      ...row,
      time: row.time ? row.time.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
      readAt: null,
    }));
  }

  async function pushTo(ownerId: string, owned: readonly Claimed[]): Promise<number> {
    const [user] = await deps.db
      .select({ language: users.language, timeZone: specialistProfiles.timeZone })
      .from(users)
      .leftJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
      .where(eq(users.id, ownerId));
    const i18n = deps.i18n.forLanguage(parseLanguageCode(user?.language ?? '') ?? DEFAULT_LANGUAGE);
    const subscriptions = await deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.ownerId, ownerId));
    let sent = 0;
    for (const notification of owned) {
      const payload: PushPayload = {
        id: notification.id,
        title: 'MindOffice',
        body: notificationText(i18n, notification, user?.timeZone ?? undefined),
        target: notification.target,
      };
      for (const subscription of subscriptions) {
        if (!isForDevice(notification, subscription.device ?? '')) continue;
        if (await send(subscription, payload)) sent += 1;
      }
    }
    return sent;
  }

  async function send(subscription: typeof pushSubscriptions.$inferSelect, payload: PushPayload) {
    if (!isPushServiceEndpoint(subscription.endpoint, deps.services)) {
      await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      deps.log.warn('push endpoint dropped: not a push service', { host: hostOf(subscription.endpoint) });
      return false;
    }
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: deps.vapid,
          TTL: PUSH_TTL_SECONDS,
          agent: deps.agent,
        },
      );
      return true;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status !== undefined && GONE.has(status)) {
        await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      } else {
        deps.log.warn('web push failed', { status, ...errorFields(error) });
      }
      return false;
    }
  }

  async function sweep(at: Date): Promise<number> {
    const claimed = await claim(at);
    const byOwner = new Map<string, Claimed[]>();
    for (const row of claimed) byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), row]);
    let sent = 0;
    for (const [ownerId, owned] of byOwner) sent += await pushTo(ownerId, owned);
    return sent;
  }

  let running: Promise<unknown> | undefined;
  const timer =
    deps.timer === false
      ? undefined
      : setInterval(() => {
          if (running) return;
          running = sweep(now())
            .catch((error: unknown) => deps.log.warn('push sweep failed', errorFields(error)))
            .finally(() => {
              running = undefined;
            });
        }, SWEEP_INTERVAL_MS);
  timer?.unref();

  return {
    sweep,
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'not a URL';
  }
}
