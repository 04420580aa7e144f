/**
 * The tables the engine mirrors, and the one way server rows become local rows: rebased on the row's
 * queued entries and given their table's derived index keys.
 * Invariant: only this module turns server rows into local rows, so the rebase is never skipped.
 * Adding a synced entity locally is one line in SYNCED_TABLES (plus its Dexie table and indexes).
 */
import type { Table } from 'dexie';
import type { ChatMessageRow } from '#core/chats/chat-message-schema';
import type { NotificationRow } from '#core/notifications/notification-schema';
import type { PackageRow } from '#core/packages/package-schema';
import type { PatientRow } from '#core/patients/patient-schema';
import type { SessionRow } from '#core/sessions/session-schema';
import { rowKeyOf } from '#core/sync/row-key';
import type { SyncedRow } from '#core/sync/types';
import { withChatMessageKeys } from '../chats/chat-message-keys.ts';
import type { MindofficeDb } from '../db.ts';
import { withNotificationKeys } from '../notifications/notification-keys.ts';
import { withPackageKeys } from '../packages/package-keys.ts';
import { withPatientKeys } from '../patients/patient-keys.ts';
import { withSessionKeys } from '../sessions/session-keys.ts';
import { rebaseRow } from './rebase.ts';

type SyncedTableSpec = {
  /** The row as stored: with the table's derived index keys, recomputed on every write. */
  toStored(row: SyncedRow): SyncedRow;
};

const SYNCED_TABLES = {
  // Rows of the patients table are patient rows: the mutation that wrote them or the server says so.
  patients: { toStored: (row) => withPatientKeys(row as PatientRow) },
  sessions: { toStored: (row) => withSessionKeys(row as SessionRow) },
  // Few rows, read whole: no derived keys.
  packageOffers: { toStored: (row) => row },
  // Rows of the packages table are package rows, as for patients; the sold list pages and filters by
  // their derived keys (packages/package-keys.ts).
  packages: { toStored: (row) => withPackageKeys(row as PackageRow) },
  profiles: { toStored: (row) => row },
  // A specialist's articles are tens or hundreds, listed and filtered whole in memory: no derived keys.
  articles: { toStored: (row) => row },
  chatMessages: { toStored: (row) => withChatMessageKeys(row as ChatMessageRow) },
  notifications: { toStored: (row) => withNotificationKeys(row as NotificationRow) },
} as const satisfies Record<string, SyncedTableSpec>;

export type SyncedTableName = keyof typeof SYNCED_TABLES;

function specOf(name: string): SyncedTableSpec {
  if (!Object.hasOwn(SYNCED_TABLES, name)) throw new Error(`not a synced table: ${name}`);
  return SYNCED_TABLES[name as SyncedTableName];
}

export function syncedTable(db: MindofficeDb, name: string): Table<SyncedRow, string> {
  specOf(name);
  // Each synced table holds rows with SyncedRow metadata (rows from the server carry the entity's
  // fields, validated on write); the engine reads and writes them through that common surface.
  return db.table<SyncedRow, string>(name);
}

/** Every synced table: the scope of a transaction that may store rows of any entity. */
export function syncedTables(db: MindofficeDb): Table<SyncedRow, string>[] {
  return Object.keys(SYNCED_TABLES).map((name) => syncedTable(db, name));
}

export function toStored(table: string, row: SyncedRow): SyncedRow {
  return specOf(table).toStored(row);
}

/** Must run inside a transaction covering the table and `outbox`. */
export async function storeServerRow(
  db: MindofficeDb,
  table: string,
  serverRow: SyncedRow | undefined,
  id: string,
  ownerId: string,
): Promise<void> {
  const entries = await db.outbox.where('rowKey').equals(rowKeyOf(table, id)).toArray();
  const row = rebaseRow(serverRow, entries, ownerId);
  const rows = syncedTable(db, table);
  if (row) await rows.put(toStored(table, row));
  else await rows.delete(id);
}
