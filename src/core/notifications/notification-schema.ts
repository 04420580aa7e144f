/**
 * A notification (issue 12): made by the server from an event, synced to the specialist's devices,
 * marked read by them. It holds the kind and the values its text needs (#./notification-messages), the
 * page it opens, and which devices show it: all of them, all but the one whose action caused it (a
 * session booked on the phone is news on the laptop only), or only that one (a change it could not
 * save). Instants are canonical ISO strings, like every synced row's.
 */
import * as v from 'valibot';
import { instantRule } from '../sessions/session-schema.ts';
import type { FieldsOf } from '../sync/entity.ts';
import type { SyncedRow } from '../sync/types.ts';
import { NOTIFICATION_AUDIENCES } from './notification-audience.ts';
import { NOTIFICATION_MESSAGES as M } from './notification-messages.ts';

export const NOTIFICATION_KINDS = [
  'chatMessage',
  'sessionSoon',
  'sessionBooked',
  'sessionRescheduled',
  'packageNearlyUsed',
  'packageExpiring',
  'profileAccepted',
  'profileCorrection',
  'changeRefused',
  'bookingRequest',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const DEVICE_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

export type NotificationFields = FieldsOf<typeof notificationFieldEntries>;

export type NotificationRow = SyncedRow & NotificationFields;

const invalid = M.invalid.id;

export const notificationFieldEntries = {
  kind: v.picklist(NOTIFICATION_KINDS, invalid),
  /** The name the text shows: a patient's, a package's, or a refusal's reason. */
  name: v.pipe(v.string(invalid), v.maxLength(500, invalid)),
  /** The instant the text shows (a session's start, a package's end), if any. */
  time: v.nullable(instantRule(M.invalid)),
  /** How many: messages gathered in one notification, sessions left in a package. */
  count: v.pipe(v.number(invalid), v.integer(invalid), v.minValue(0, invalid)),
  /** The page it opens, an office path such as `/chat/<id>`; '' opens the unsynced changes. */
  target: v.pipe(
    v.string(invalid),
    v.maxLength(200, invalid),
    v.regex(/^(\/([A-Za-z0-9_-][A-Za-z0-9/_-]*)?)?$/, invalid),
  ),
  audience: v.picklist(NOTIFICATION_AUDIENCES, invalid),
  /** The device the audience is about (`otherDevices`, `thisDevice`), else null. */
  device: v.nullable(v.pipe(v.string(invalid), v.regex(DEVICE_ID_PATTERN, invalid))),
  createdAt: instantRule(M.invalid),
  readAt: v.nullable(instantRule(M.readAtInvalid)),
};
