/**
 * The browser database `mindoffice`: this device's own tables (the sign-in, the outbox, drafts), the
 * list of every table, and the schema versions and typed tables derived from it (./local-table.ts).
 * Invariant: a table's history is only appended to, never edited, so every installed client upgrades
 * in order (db-schema.test.ts holds a fingerprint of each version).
 */
import type { AuthUser, Right, UserType } from '#core/auth';
import type { OutboxEntry } from '#core/sync/types';
import { ACCESS_EVENTS_TABLE } from './access-log/access-event-table.ts';
import { ARTICLES_TABLE } from './articles/article-table.ts';
import { BOOKING_REQUESTS_TABLE } from './booking/booking-request-table.ts';
import { CHAT_MESSAGES_TABLE } from './chats/chat-message-table.ts';
import {
  defineDeviceTable,
  type LocalTable,
  type SyncedLocalTable,
  schemaVersions,
  type TablesOf,
} from './local-table.ts';
import { NOTIFICATIONS_TABLE } from './notifications/notification-table.ts';
import { PACKAGE_OFFERS_TABLE, PACKAGES_TABLE } from './packages/package-tables.ts';
import { PATIENTS_TABLE } from './patients/patient-table.ts';
import { PROFILES_TABLE } from './profile/profile-table.ts';
import {
  PATIENT_DOCUMENTS_TABLE,
  RECORD_ADDENDA_TABLE,
  RECORD_ENTRIES_TABLE,
} from './record/record-tables.ts';
import { SESSION_MONTHS_TABLE, SESSIONS_TABLE } from './sessions/session-table.ts';

export { DB_NAME } from './db-name.ts';
export type { SchemaVersion } from './local-table.ts';

/** The single row of the `session` table always has this key: one signed-in user per browser profile. */
export const CURRENT_SESSION_KEY = 'current';

export type SessionRow = {
  key: typeof CURRENT_SESSION_KEY;
  userId: string;
  /** Absent in data written by older clients; read it through `storedUserTypeOrDefault`. */
  userType?: UserType;
  token: string;
  refreshToken: string;
  /** ISO 8601 instant after which the server refuses the refresh token. */
  refreshTokenExpireAt: string;
  user: AuthUser;
  rights: Right[];
  /** Epoch ms of the sign-in or of the last token refresh: the refresh scheduler counts from it. */
  lastRefreshAt: number;
};

export type SettingRow = { key: string; value: unknown };

/** The bytes of one of the specialist's own files (photo, banner), kept to show them offline. */
export type FileBlobRow = { id: string; blob: Blob };

/**
 * What was typed into an office form and is not stored in its record yet (refused by a rule, or
 * waiting for the next save), by form (`article:<id>`), field by field (typed-input.ts).
 */
export type TypedInputRow = { key: string; fields: Record<string, unknown>; updatedAt: number };

/** The single row of `registrationDraft` has this key: one registration in progress per browser. */
export const REGISTRATION_DRAFT_KEY = 'current';

export type RegistrationDraftRow = {
  key: typeof REGISTRATION_DRAFT_KEY;
  /** The sign-up form's values as last typed; parsed again when the form reopens. */
  values: unknown;
  /** The server's token scoping this applicant's uploads to one draft (answered by the first upload). */
  uploadToken?: string;
  updatedAt: number;
};

export type RegistrationFileRow = {
  key: string;
  /** Which input picked it: `photo`, `video`, `documents`, `diplomas.<uuid>`. */
  field: string;
  name: string;
  type: string;
  size: number;
  blob: Blob;
  /** The server's id once uploaded; absent while the upload is pending. */
  fileId?: string;
  addedAt: number;
};

/**
 * Sync bookkeeping: the pull cursor of each entity and the status the UI shows. One row per key.
 * (`cursor`, one number for every entity, was dropped at version 14.)
 */
export type SyncStateRow =
  | { key: 'cursors'; value: Record<string, number> }
  /** Per synced table, the highest server version stored outside the pull (sync-state.ts). */
  | { key: 'storedOutsidePull'; value: Record<string, number> }
  | { key: 'lastSyncedAt'; value: number }
  /**
   * The office's first pull on this device (since sign-in): rows received so far, and when it reached
   * the server's last page (absent until then: screens say "Syncing", not "nothing here").
   */
  | { key: 'firstPull'; value: { received: number; doneAt: number | null } }
  | { key: 'lastError'; value: { messageId: string; at: number } | null };

const DEVICE_TABLES = [
  defineDeviceTable<SessionRow>()('session', 'key', [{ version: 1, stores: 'key' }]),
  defineDeviceTable<SettingRow>()('settings', 'key', [{ version: 1, stores: 'key' }]),
  // Version 2 (the offline-first core): the outbox replays by `seq` (insertion order) and finds a
  // row's entries by `rowKey`.
  defineDeviceTable<OutboxEntry>()('outbox', 'seq', [{ version: 2, stores: '++seq, &id, state, rowKey' }]),
  defineDeviceTable<SyncStateRow>()('syncState', 'key', [
    { version: 2, stores: 'key' },
    // Version 14: a pull cursor per entity (#core/sync/pull-cursors). The one cursor of earlier
    // versions had passed over the rows of every entity a client's build did not know yet (versions
    // 5, 7, 8, 11, 12 and 13 each added one without resetting it), so it is dropped, not carried
    // over: every entity starts at 0 and the next pull brings every row once more, the ones passed
    // over included.
    {
      version: 14,
      upgrade: (transaction) => transaction.table<SyncStateRow, string>('syncState').delete('cursor'),
    },
    // Version 16: the first pull is recorded (`firstPull`) so screens tell "still syncing" from
    // "nothing here"; a device that had already synced has done its first pull.
    {
      version: 16,
      upgrade: async (transaction) => {
        const state = transaction.table<SyncStateRow, string>('syncState');
        const synced = await state.get('lastSyncedAt');
        if (synced?.key !== 'lastSyncedAt') return;
        await state.put({ key: 'firstPull', value: { received: 0, doneAt: synced.value } });
      },
    },
  ]),
  // Version 3 (onboarding): the registration draft.
  defineDeviceTable<RegistrationDraftRow>()('registrationDraft', 'key', [{ version: 3, stores: 'key' }]),
  defineDeviceTable<RegistrationFileRow>()('registrationFiles', 'key', [
    { version: 3, stores: 'key, addedAt' },
  ]),
  // Version 9: the specialist's own images by file id (picked here, or downloaded once), so the profile
  // shows its photo and banner offline, a picked one at once while its upload waits in the outbox.
  defineDeviceTable<FileBlobRow>()('fileBlobs', 'id', [{ version: 9, stores: 'id' }]),
  // Version 17: office forms keep what was typed, valid or not, until their record holds it.
  defineDeviceTable<TypedInputRow>()('typedInput', 'key', [{ version: 17, stores: 'key' }]),
] as const;

/**
 * The tables mirroring synced entities, one per entity of #core/sync/entities (db-schema.test.ts):
 * a new entity declares its table beside its derived keys (src/local/<domain>/) and is listed here.
 */
export const SYNCED_TABLES = [
  PATIENTS_TABLE,
  SESSIONS_TABLE,
  PACKAGE_OFFERS_TABLE,
  PACKAGES_TABLE,
  PROFILES_TABLE,
  ARTICLES_TABLE,
  CHAT_MESSAGES_TABLE,
  NOTIFICATIONS_TABLE,
  ACCESS_EVENTS_TABLE,
  RECORD_ENTRIES_TABLE,
  RECORD_ADDENDA_TABLE,
  PATIENT_DOCUMENTS_TABLE,
  BOOKING_REQUESTS_TABLE,
] as const satisfies readonly SyncedLocalTable[];

/**
 * The tables a bucketed synced table keeps its rows in (../bucket-store.ts), one per such table
 * (db-schema.test.ts checks the list against SYNCED_TABLES).
 */
export const BUCKET_TABLES = [SESSION_MONTHS_TABLE] as const;

/** Tables later versions dropped: kept for their history, so a client at any version upgrades. */
const DROPPED_TABLES: readonly LocalTable[] = [
  // Version 5 (sessions): the synced sessions replaced `sessionRecords`, which held only what the
  // patient profile counted and was never synced (nothing in it to keep).
  {
    name: 'sessionRecords',
    key: 'id',
    history: [
      { version: 2, stores: 'id, patientId' },
      { version: 5, stores: null },
    ],
  },
];

const LIVE_TABLES = [...DEVICE_TABLES, ...SYNCED_TABLES, ...BUCKET_TABLES] as const;

export type MindofficeTables = TablesOf<typeof LIVE_TABLES>;

export const SCHEMA_VERSIONS = schemaVersions([...LIVE_TABLES, ...DROPPED_TABLES]);
