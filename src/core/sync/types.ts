/**
 * Wire and storage shapes of the sync protocol (docs/ARCHITECTURE.md "Data and sync protocol"), shared by the
 * browser's engine and the server: synced row metadata, outbox entries and pull pages.
 */

/** Metadata every synced row carries. `version` is 0 on a row the server has never acknowledged. */
export type SyncedRow = {
  /** Client-generated UUID. */
  id: string;
  ownerId: string;
  /** From one server sequence, monotonic per owner in commit order (no hole, see src/local/README.md). */
  version: number;
  /** ISO 8601 instant of the last change. */
  updatedAt: string;
  /** ISO 8601 instant of the delete (tombstone), or null. A deleted row is never undeleted. */
  deletedAt: string | null;
};

export type CallMethod = 'POST' | 'PUT' | 'DELETE';

/** One file part of an upload call: the multipart field it is sent under, its bytes and file name. */
export type OutboxFile = { field: string; blob: Blob; name: string };

/**
 * The REST call a mutation becomes; the body never holds `lang_code` (added at send time).
 * With `files` (even empty) it is an upload: sent as multipart/form-data, the body's fields as form
 * fields (see `formFieldsOf`), the files as parts. The Blobs are stored in the outbox with the entry.
 */
export type OutboxCall = {
  method: CallMethod;
  path: string;
  body: Record<string, unknown>;
  files?: readonly OutboxFile[];
};

/**
 * - pending: waiting for (or in) a burst of attempts;
 * - parked: a burst was spent; replays on online, start, focus or the service worker's `sync`;
 * - rejected: the server refused it for good; rolled back locally, shown in "Unsynced changes".
 */
export const OUTBOX_STATES = ['pending', 'parked', 'rejected'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export type OutboxError = {
  /** HTTP status, absent for network failures. */
  status?: number;
  /** Catalogue message id (#core/error-catalogue), translated where it is shown. */
  messageId: string;
  /** The server's own message, already in the user's language when it was sent. */
  serverMessage?: string;
  fieldErrors?: Record<string, string>;
};

export type OutboxEntry = {
  /** Auto-incremented by IndexedDB: the replay order (oldest first). */
  seq?: number;
  /** UUID, sent as `Idempotency-Key`. */
  id: string;
  /** Mutation name, `domain.verb`. */
  name: string;
  args: Record<string, unknown>;
  call: OutboxCall;
  /** `<table>:<row id>`: which local row the entry changes, to rebase it on server rows. */
  rowKey: string;
  /** Epoch ms. */
  createdAt: number;
  /** Attempts in the current burst. */
  attempts: number;
  /** Epoch ms before which the entry is not sent. */
  nextAttemptAt: number;
  state: OutboxState;
  lastError: OutboxError | null;
  /**
   * Epoch ms when a replay first took the entry to send (in the transaction that read it). From then
   * on it takes in no later update: the server may already hold what it carried.
   */
  sentAt?: number;
  /** A line of a record the app keeps (#core/sync/entity `quiet`): not one of the user's changes. */
  quiet?: true;
};

/** One change in a pull page: the whole current row (tombstones included). */
export type Change = { entity: string; row: SyncedRow & Record<string, unknown> };

/**
 * Answer of `GET /api/sync/changes?cursors=<entity>:<version>,…` (#core/sync/pull-cursors), or of the
 * older `?since=<version>` that names no entity and so means all of them.
 */
export type ChangesPage = {
  changes: Change[];
  /** Each entity the request named (all with `since`) and its cursor after this page. */
  cursors: Record<string, number>;
  /**
   * For clients from before per-entity cursors: the last change's version, or the smallest cursor
   * asked when the page is empty. Pass as `since` for the next page.
   */
  cursor: number;
  hasMore: boolean;
};

/** The realtime message telling a client its data changed on the server: pull. */
export const SYNC_POKE_TYPE = 'sync.poke';

export const SYNC_PATHS = { changes: '/api/sync/changes' } as const;

/** Largest pull page the server answers. */
export const CHANGES_PAGE_MAX_ROWS = 1000;

/** Idempotency keys and their answers are kept this long (≥ 30 days, far longer than a device stays offline). */
export const IDEMPOTENCY_KEY_TTL_MS = 35 * 24 * 60 * 60 * 1000;

/** Background Sync tag the page registers when it queues; the service worker replays on it. */
export const OUTBOX_REPLAY_SYNC_TAG = 'outbox-replay';

/** Web Lock held by whoever replays the outbox (a tab or the service worker): one at a time. */
export const OUTBOX_LOCK_NAME = 'mindoffice-outbox';
