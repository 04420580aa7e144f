/**
 * Drizzle pg-core schema shared by both drivers (PGlite and node-postgres): one definition, one set
 * of migrations in `drizzle/`. Timestamps use mode "date" so both drivers return the same values.
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Key-value settings shared by every process on one database (e.g. the JWT secret). */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const USER_STATUSES = ['pending', 'approved', 'active', 'rejected', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Always stored lower-cased so the unique index is case-insensitive in practice.
    email: text('email').notNull().unique(),
    // Null until the user creates a password from the e-mailed link.
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    userType: text('user_type', { enum: ['admin', 'specialist'] }).notNull(),
    status: text('status', { enum: USER_STATUSES }).notNull().default('pending'),
    language: text('language').notNull().default('EN'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // The database refuses what the code must never write, whichever process writes it.
    check('users_email_lower', sql`${table.email} = lower(${table.email})`),
    check('users_user_type_known', sql`${table.userType} in ('admin', 'specialist')`),
    check(
      'users_status_known',
      sql`${table.status} in ('pending', 'approved', 'active', 'rejected', 'disabled')`,
    ),
  ],
);

export const userRights = pgTable(
  'user_rights',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [primaryKey({ columns: [table.userId, table.code] })],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Every token descended from one sign-in shares the family; reuse revokes the whole family.
    familyId: uuid('family_id').notNull(),
    // SHA-256 hex of the token: the token itself is never stored.
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    // Hard expiry of the family, fixed at sign-in: rotation copies it, never extends it.
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);
export * from './schema-credentials.ts';
export * from './schema-onboarding.ts';
export * from './schema-sync.ts';
export * from './schema-two-factor.ts';
