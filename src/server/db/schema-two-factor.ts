/**
 * Two-factor sign-in: each user's authenticator secret (sealed, secrets/secret-box.ts), their passkeys
 * (public keys only), their recovery codes (hashes only), the sign-ins waiting for a second factor
 * (hashes of their challenge tokens) and the WebAuthn challenges waiting for a passkey's answer.
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

export const passkeys = pgTable(
  'passkeys',
  {
    // The credential's id (base64url), what a passkey's answer names.
    id: text('id').primaryKey(),
    userId: owner(),
    name: text('name').notNull(),
    // The COSE public key, base64url: a public key, nothing to seal.
    publicKey: text('public_key').notNull(),
    // The authenticator's signature counter (a uint32; 0 for passkeys that keep none).
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
  },
  (table) => [index('passkeys_user_idx').on(table.userId)],
);

export const WEBAUTHN_PURPOSES = ['register', 'second-factor', 'sign-in'] as const;

/** A challenge sent to a browser for a passkey ceremony: answered once, within minutes. */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    // The account it was made for; none for a passkey sign-in (the passkey names its account).
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: WEBAUTHN_PURPOSES }).notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('webauthn_challenges_expires_idx').on(table.expiresAt)],
);
