/**
 * The admin's read side of credential reviews: the pending ones (search by name or e-mail, oldest
 * first, paged) and one review in full, with the stored files its values name.
 */
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { CredentialChanges, CredentialField, JsonValue } from '#core/credentials/credential-changes';
import type {
  CredentialReviewDetail,
  CredentialReviewSummary,
} from '#core/credentials/credential-review-api';
import type { Paged } from '#core/onboarding/api';
import { CREDENTIAL_FIELDS } from '#core/profile/profile-schema';
import type { Db } from '../db/client.ts';
import { credentialReviews, uploadedFiles, users } from '../db/schema.ts';
import { toFileInfo } from '../files/file-info.ts';
import type { PageQuery } from '../onboarding/admin-queries.ts';

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  // LIKE wildcards typed by the admin are matched literally.
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern));
}

type Row = { review: typeof credentialReviews.$inferSelect; user: typeof users.$inferSelect };

function toSummary({ review, user }: Row): CredentialReviewSummary {
  return {
    id: review.id,
    specialistId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    fields: CREDENTIAL_FIELDS.filter((field) => review.changes[field] !== undefined),
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
}

export async function listPendingReviews(db: Db, query: PageQuery): Promise<Paged<CredentialReviewSummary>> {
  const where = and(eq(credentialReviews.status, 'pending'), searchCondition(query.search));
  const [total] = await db
    .select({ value: count() })
    .from(credentialReviews)
    .innerJoin(users, eq(users.id, credentialReviews.userId))
    .where(where);
  const rows = await db
    .select({ review: credentialReviews, user: users })
    .from(credentialReviews)
    .innerJoin(users, eq(users.id, credentialReviews.userId))
    .where(where)
    .orderBy(asc(credentialReviews.createdAt), asc(credentialReviews.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map(toSummary), total: total?.value ?? 0, page: query.page, pageSize: query.pageSize };
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The file ids a credential value names: the Documents list's, and a diploma's document. */
function fileIdsIn(field: CredentialField, value: JsonValue): string[] {
  if (!Array.isArray(value)) return [];
  if (field === 'documentFileIds') return value.filter((id): id is string => typeof id === 'string');
  if (field !== 'diplomas') return [];
  return value.flatMap((diploma) => {
    const id =
      typeof diploma === 'object' && diploma !== null && !Array.isArray(diploma)
        ? diploma.documentFileId
        : undefined;
    return typeof id === 'string' ? [id] : [];
  });
}

function namedFiles(changes: CredentialChanges): string[] {
  const ids = new Set<string>();
  for (const field of CREDENTIAL_FIELDS) {
    const change = changes[field];
    if (!change) continue;
    for (const id of [...fileIdsIn(field, change.before), ...fileIdsIn(field, change.after)])
      if (UUID_PATTERN.test(id)) ids.add(id);
  }
  return [...ids];
}

export async function reviewDetail(db: Db, id: string): Promise<CredentialReviewDetail | undefined> {
  const [row] = await db
    .select({ review: credentialReviews, user: users })
    .from(credentialReviews)
    .innerJoin(users, eq(users.id, credentialReviews.userId))
    .where(eq(credentialReviews.id, id));
  if (!row) return undefined;
  const { review } = row;
  const ids = namedFiles(review.changes);
  // Only the specialist's own uploads: the ids came through the profile's checks, this keeps it so.
  const files =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(uploadedFiles)
          .where(and(eq(uploadedFiles.userId, review.userId), inArray(uploadedFiles.id, ids)));
  return {
    ...toSummary(row),
    status: review.status,
    changes: review.changes,
    files: files.map(toFileInfo),
    decidedAt: review.decidedAt?.toISOString() ?? null,
    note: review.note,
  };
}
