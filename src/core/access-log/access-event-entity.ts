/**
 * The access log as a synced entity (`accessEvent.create` on `/api/access-events`): append-only. A
 * device creates the lines of what it showed or exported, offline too (they arrive with its next
 * sync); the server adds the lines of every write and download in the writing transaction. No line is
 * ever updated or deleted (the database refuses it too), until the retention period ends it.
 */
import type { Settlement } from '../sync/entity.ts';
import { defineSyncedEntity } from '../sync/entity.ts';
import { ACCESS_LOG_MESSAGES as M } from './access-event-messages.ts';
import {
  type AccessEventFields,
  accessEventFieldEntries,
  DEVICE_ACCESS_ACTIONS,
} from './access-event-schema.ts';

export const ACCESS_EVENTS_PATH = '/api/access-events';

/** A line a device may not write from now on: one recorded this far ahead of the server's clock. */
const CLOCK_SLACK_MS = 5 * 60_000;

export function settleAccessEvent(
  existing: AccessEventFields | undefined,
  proposed: AccessEventFields,
  context: { now: string },
): Settlement<AccessEventFields> {
  if (existing) return { ok: false, error: { field: 'action', message: M.appendOnly } };
  if (!DEVICE_ACCESS_ACTIONS.includes(proposed.action))
    return { ok: false, error: { field: 'action', message: M.invalid } };
  // A device records its specialist's own looks: an administrator's are the server's to write.
  if (proposed.adminId !== null) return { ok: false, error: { field: 'adminId', message: M.invalid } };
  if (Date.parse(proposed.at) > Date.parse(context.now) + CLOCK_SLACK_MS) {
    return { ok: false, error: { field: 'at', message: M.invalid } };
  }
  return { ok: true, fields: proposed };
}

export const ACCESS_EVENT_ENTITY = defineSyncedEntity({
  name: 'accessEvent',
  table: 'accessEvents',
  path: ACCESS_EVENTS_PATH,
  fieldEntries: accessEventFieldEntries,
  writes: ['create'],
  quiet: true,
  settle: settleAccessEvent,
});
