/**
 * The shape of the browser database `mindoffice`: its row types and its ordered schema versions.
 * Invariant: versions are only appended, never edited, so every installed client upgrades in order.
 */
import type { EntityTable, Transaction } from 'dexie';
import type { ArticleRow } from '#core/articles/article-schema';
import type { AuthUser, Right, UserType } from '#core/auth';
import type { PackageOfferRow } from '#core/packages/package-schema';
import type { ProfileRow } from '#core/profile/profile-schema';
import type { OutboxEntry } from '#core/sync/types';
import type { StoredChatMessage } from './chats/chat-message-keys.ts';
import type { StoredNotification } from './notifications/notification-keys.ts';
import { type StoredPackage, withPackageKeys } from './packages/package-keys.ts';
import { type StoredPatient, withPatientKeys } from './patients/patient-keys.ts';
import { type StoredSession, withSessionKeys } from './sessions/session-keys.ts';

export { DB_NAME } from './db-name.ts';

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
  | { key: 'lastSyncedAt'; value: number }
  | { key: 'lastError'; value: { messageId: string; at: number } | null };

export type MindofficeTables = {
  session: EntityTable<SessionRow, 'key'>;
  settings: EntityTable<SettingRow, 'key'>;
  patients: EntityTable<StoredPatient, 'id'>;
  /** Booked sessions (#core/sessions), synced; not to be confused with `session`, the sign-in. */
  sessions: EntityTable<StoredSession, 'id'>;
  packageOffers: EntityTable<PackageOfferRow, 'id'>;
  packages: EntityTable<StoredPackage, 'id'>;
  profiles: EntityTable<ProfileRow, 'id'>;
  articles: EntityTable<ArticleRow, 'id'>;
  chatMessages: EntityTable<StoredChatMessage, 'id'>;
  notifications: EntityTable<StoredNotification, 'id'>;
  fileBlobs: EntityTable<FileBlobRow, 'id'>;
  outbox: EntityTable<OutboxEntry, 'seq'>;
  syncState: EntityTable<SyncStateRow, 'key'>;
  registrationDraft: EntityTable<RegistrationDraftRow, 'key'>;
  registrationFiles: EntityTable<RegistrationFileRow, 'key'>;
};

export type SchemaVersion = {
  version: number;
  /** Dexie store definitions added or changed by this version (`null` deletes a table). */
  stores: Record<string, string | null>;
  /** Rewrites rows stored by earlier versions, once, while the database opens at this version. */
  upgrade?: (transaction: Transaction) => Promise<unknown>;
};

/**
 * Later issues add tables (patients, outbox, …) by appending a version here and a table type above;
 * Dexie keeps earlier tables as they are, so only the new or changed stores need listing.
 */
export const SCHEMA_VERSIONS: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: {
      session: 'key',
      settings: 'key',
    },
  },
  {
    // Issue 3, the offline-first core. Patients are listed and searched through derived keys
    // (patients/patient-keys.ts: name order, type, word prefixes); an individual points at its
    // company. The outbox replays by `seq` (insertion order) and finds a row's entries by `rowKey`.
    version: 2,
    stores: {
      patients: 'id, *searchKeys, listKey, typeListKey, type, companyId',
      sessionRecords: 'id, patientId',
      outbox: '++seq, &id, state, rowKey',
      syncState: 'key',
    },
  },
  // Version 3 (onboarding): the registration draft. Version 2 is the offline-first core's.
  {
    version: 3,
    stores: {
      registrationDraft: 'key',
      registrationFiles: 'key, addedAt',
    },
  },
  // Version 4: the search counts rows through index counts alone and finds a page without reading every
  // match. `searchKeys` (`word␁type␁…`) gives way to `wordKeys` (`type␁word`: one type's matches are one
  // range), `sharedPrefixKeys` (lets a count skip rows matching through two words) and `wordStartKeys`
  // (the rows with a word of a given start, in name order); see patients/patient-keys.ts.
  {
    version: 4,
    stores: {
      patients: 'id, *wordKeys, *sharedPrefixKeys, *wordStartKeys, listKey, typeListKey, type, companyId',
    },
    upgrade: (transaction) =>
      transaction
        .table<StoredPatient, string>('patients')
        .toCollection()
        .modify((row, ref) => {
          ref.value = withPatientKeys(row);
        }),
  },
  // Version 5 (sessions): the synced sessions replace the interim `sessionRecords`, which held only what
  // the patient profile counted and was never synced (nothing in it to keep). Indexes serve the range
  // reads of the calendar, the lists and the dashboard (live sessions by start, sessions/session-keys.ts),
  // a patient's sessions in time order, and the completed ones a patient's count and the earnings read
  // (by status, then start).
  {
    version: 5,
    stores: {
      sessionRecords: null,
      sessions: 'id, liveStartsAt, [patientId+startsAt], [patientId+status], [status+startsAt]',
    },
  },
  // Version 6: `earning` ([startsAt, amount] of live completed sessions, sessions/session-keys.ts), so the
  // dashboard's earnings read index keys only. Reading the completed rows themselves took ~80 ms p95 over
  // a busy year in Chromium (deserializing each row), past the dashboard's 50 ms budget.
  {
    version: 6,
    stores: {
      sessions: 'id, liveStartsAt, [patientId+startsAt], [patientId+status], [status+startsAt], earning',
    },
    upgrade: (transaction) =>
      transaction
        .table<StoredSession, string>('sessions')
        .toCollection()
        .modify((row, ref) => {
          ref.value = withSessionKeys(row);
        }),
  },
  // Version 7 (packages): the offers a specialist sells and the packages sold, synced. A patient's
  // packages (and a company's, shared by its employees) are found by `patientId`, a sold offer's by
  // `offerId`; a package's sessions by `packageId` (its units are counted from them).
  {
    version: 7,
    stores: {
      packageOffers: 'id',
      packages: 'id, patientId, offerId',
      sessions:
        'id, liveStartsAt, [patientId+startsAt], [patientId+status], [status+startsAt], earning, packageId',
    },
  },
  // Version 8 (profile): the specialist's own profile, one synced row (id: the user id) read whole.
  {
    version: 8,
    stores: { profiles: 'id' },
  },
  // Version 9: the specialist's own images by file id (picked here, or downloaded once), so the profile
  // shows its photo and banner offline, a picked one at once while its upload waits in the outbox.
  {
    version: 9,
    stores: { fileBlobs: 'id' },
  },
  // Version 10 (package lists): a package's units used are an index count of `livePackageId`, and the
  // sold list pages and filters by its derived keys (packages/package-keys.ts), never reading every
  // package and every session drawing on one.
  {
    version: 10,
    stores: {
      packages: 'id, patientId, offerId, livePurchasedAt, unpaidPurchasedAt, liveExpiresAt',
      sessions:
        'id, liveStartsAt, [patientId+startsAt], [patientId+status], [status+startsAt], earning, packageId, livePackageId',
    },
    upgrade: async (transaction) => {
      await transaction
        .table<StoredPackage, string>('packages')
        .toCollection()
        .modify((row, ref) => {
          ref.value = withPackageKeys(row);
        });
      // Only sessions on a package change: the others carry no package key.
      await transaction
        .table<StoredSession, string>('sessions')
        .where('packageId')
        .aboveOrEqual('')
        .modify((row, ref) => {
          ref.value = withSessionKeys(row);
        });
    },
  },
  // Version 11 (articles): a specialist's articles, synced; tens or hundreds, read whole and filtered
  // in memory, newest change first.
  {
    version: 11,
    stores: { articles: 'id, updatedAt' },
  },
  // Version 12 (chats): messages with each patient, thousands per conversation, read a page at a time
  // in order by [patientId+sentAt]; `patientId` lists the conversations (unique keys only) and
  // `unreadPatientId` counts the unread (chats/chat-message-keys.ts).
  {
    version: 12,
    stores: { chatMessages: 'id, patientId, [patientId+sentAt], unreadPatientId' },
  },
  // Version 13 (notifications): listed newest first by `createdAt`; the unread ones by `unreadAt`
  // (notifications/notification-keys.ts), for the bell and the unread view.
  {
    version: 13,
    stores: { notifications: 'id, createdAt, unreadAt' },
  },
  // Version 14: a pull cursor per entity (#core/sync/pull-cursors). The one cursor of earlier versions
  // had passed over the rows of every entity a client's build did not know yet (versions 5, 7, 8, 11,
  // 12 and 13 each added one without resetting it), so it is dropped, not carried over: every entity
  // starts at 0 and the next pull brings every row once more, the ones passed over included.
  {
    version: 14,
    stores: {},
    upgrade: (transaction) => transaction.table<SyncStateRow, string>('syncState').delete('cursor'),
  },
];
