/**
 * Two-factor sign-in: each user's authenticator secret (sealed, secrets/secret-box.ts), their recovery
 * codes (hashes only) and the sign-ins waiting for a second factor (hashes of their challenge tokens).
 */
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const totpFactors = pgTable('totp_factors', {
  userId: owner().primaryKey(),
  sealedSecret: text('sealed_secret').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  // Null while the setup waits for the app's first code; two-factor sign-in is on once set.
  confirmedAt: at('confirmed_at'),
  // The last 30-second step a code was accepted for: a code is good once (RFC 6238 §5.2).
  lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    // SHA-256 hex: the codes carry 50 random bits each, so a fast hash is enough.
    codeHash: text('code_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    usedAt: at('used_at'),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: owner(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [index('sign_in_challenges_expires_idx').on(table.expiresAt)],
);
