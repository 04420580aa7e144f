/**
 * The shape of the browser database `mindoffice`: its row types and its ordered schema versions.
 * Invariant: versions are only appended, never edited, so every installed client upgrades in order.
 */
import type { EntityTable } from 'dexie';
import type { AuthUser, Right, UserType } from '#core/auth';

export const DB_NAME = 'mindoffice';

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

export type MindofficeTables = {
  session: EntityTable<SessionRow, 'key'>;
  settings: EntityTable<SettingRow, 'key'>;
};

export type SchemaVersion = {
  version: number;
  /** Dexie store definitions added or changed by this version (`null` deletes a table). */
  stores: Record<string, string | null>;
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
];
