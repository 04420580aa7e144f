/**
 * Credential reviews: the changes an active specialist made to the credentials the admin approved,
 * waiting for the admin (pending) or decided (accepted, correction-requested). At most one pending
 * review per specialist, enforced by a partial unique index; decided reviews are kept as history.
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CredentialChanges } from '#core/credentials/credential-changes';
import { users } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const credentialReviews = pgTable(
  'credential_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'correction-requested'] })
      .notNull()
      .default('pending'),
    // Per changed field, the approved value and the new one; never empty while pending.
    changes: jsonb('changes').$type<CredentialChanges>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (table) => [
    uniqueIndex('credential_reviews_one_pending_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('credential_reviews_user_created_idx').on(table.userId, table.createdAt),
    index('credential_reviews_status_created_idx').on(table.status, table.createdAt),
    check(
      'credential_reviews_status_known',
      sql`${table.status} in ('pending', 'accepted', 'correction-requested')`,
    ),
  ],
);
