/**
 * "A change that could not sync": a write of the device's outbox that the server refused for good
 * (a 4xx other than 408 and 429, which the device retries) becomes a notification for that device,
 * with the refusal's reason in the language of the call. Only a call naming its device (the app's
 * outbox always does) is told: another client (a script) has no device to show it on. The
 * idempotency key makes a replayed answer notify once.
 */
import type { Envelope } from '#core/api';
import { SYNCED_ENTITIES } from '#core/sync/entities';
import { errorFields } from '../log.ts';
import type { StoredAnswer } from '../sync/idempotency.ts';
import type { AnswerHook, ChangeDeps, RefusedCall } from '../sync/idempotent-route.ts';
import { notifyOwner } from './notifications.ts';

const RETRIED = new Set([408, 429]);

/** The records the app keeps (entity `quiet`, the access log): a refused line is nobody's change. */
const QUIET_PATHS = SYNCED_ENTITIES.filter((entity) => entity.quiet).map((entity) => entity.path);

function isQuietPath(path: string): boolean {
  return QUIET_PATHS.some((quiet) => path === quiet || path.startsWith(`${quiet}/`));
}

export function isRefusedForGood(status: number): boolean {
  return status >= 400 && status < 500 && !RETRIED.has(status);
}

export async function notifyRefusal(
  deps: ChangeDeps,
  call: RefusedCall,
  answer: StoredAnswer,
): Promise<void> {
  if (!isRefusedForGood(answer.status) || call.deviceId === null || isQuietPath(call.path)) return;
  const body = answer.body as Envelope<unknown>;
  const firstError = body.errors ? Object.values(body.errors)[0] : undefined;
  try {
    await notifyOwner(
      deps,
      call.ownerId,
      {
        kind: 'changeRefused',
        name: firstError ?? body.message ?? '',
        target: '',
        audience: 'thisDevice',
        device: call.deviceId,
        ...(call.idempotencyKey ? { dedupeKey: `refused:${call.idempotencyKey}` } : {}),
      },
      new Date(),
    );
  } catch (error) {
    // The answer still goes out: the device's unsynced changes list shows the refusal anyway.
    deps.log.warn('refusal notification failed', errorFields(error));
  }
}

/** The write routes' answer hook (src/server/sync/idempotent-route.ts): refusals become notifications. */
export function notifyingRefusals(deps: ChangeDeps): AnswerHook {
  return (call, answer) => notifyRefusal(deps, call, answer);
}
