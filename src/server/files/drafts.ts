/**
 * Upload drafts: the anonymous applicant's files before the registration is submitted, reached only
 * with the draft's token. Invariant: the token is stored as SHA-256; a submitted or expired draft
 * accepts and shows nothing more.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { newOpaqueToken, sha256Hex } from '../auth/token-crypto.ts';
import type { Db } from '../db/client.ts';
import { uploadDrafts, uploadedFiles } from '../db/schema.ts';
import type { FileStore } from './file-store.ts';

/** A half-filled registration may wait days offline; after this its uploads are forgotten. */
export const DRAFT_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export type DraftRow = typeof uploadDrafts.$inferSelect;
export type FileRow = typeof uploadedFiles.$inferSelect;

export async function createDraft(db: Db, now: Date): Promise<{ draft: DraftRow; token: string }> {
  const token = newOpaqueToken();
  const [draft] = await db
    .insert(uploadDrafts)
    .values({ tokenHash: sha256Hex(token), expiresAt: new Date(now.getTime() + DRAFT_TTL_MS) })
    .returning();
  if (!draft) throw new Error('draft not created');
  return { draft, token };
}

/** The open draft of this token, or undefined (unknown, submitted or expired). */
export async function findOpenDraft(
  db: Db,
  token: string | undefined,
  now: Date,
): Promise<DraftRow | undefined> {
  if (!token || token.length < 20 || token.length > 200) return undefined;
  const [draft] = await db
    .select()
    .from(uploadDrafts)
    .where(eq(uploadDrafts.tokenHash, sha256Hex(token)));
  if (!draft || draft.submittedAt || draft.expiresAt.getTime() <= now.getTime()) return undefined;
  return draft;
}

export type OwnerRef = { draftId: string } | { userId: string };

function ownerCondition(owner: OwnerRef) {
  return 'draftId' in owner
    ? eq(uploadedFiles.draftId, owner.draftId)
    : eq(uploadedFiles.userId, owner.userId);
}

/** Count and total size of one owner's files of a kind (the Documents list's 5 files / 50 MB). */
export async function usageOf(
  db: Db,
  owner: OwnerRef,
  kind: string,
): Promise<{ count: number; bytes: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${uploadedFiles.sizeBytes}), 0)::bigint`,
    })
    .from(uploadedFiles)
    .where(and(ownerCondition(owner), eq(uploadedFiles.kind, kind)));
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}

export async function filesOf(db: Db, owner: OwnerRef): Promise<FileRow[]> {
  return db.select().from(uploadedFiles).where(ownerCondition(owner)).orderBy(uploadedFiles.createdAt);
}

const FILE_ID_SCHEMA = v.pipe(v.string(), v.uuid());

export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  // The full UUID layout: 36 hex-and-dash characters in another layout fail the uuid cast (a 500).
  if (!v.is(FILE_ID_SCHEMA, id)) return undefined;
  const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
  return row;
}

/**
 * Forgets drafts past their expiry: the bytes first, then the rows (files cascade). A submitted
 * draft's files belong to a user by then and are untouched. Answers how many drafts went.
 */
export async function sweepExpiredDrafts(db: Db, store: FileStore, now: Date): Promise<number> {
  const expired = await db
    .select({ id: uploadDrafts.id })
    .from(uploadDrafts)
    .where(lt(uploadDrafts.expiresAt, now));
  if (expired.length === 0) return 0;
  const ids = expired.map((draft) => draft.id);
  const files = await db
    .select({ storageName: uploadedFiles.storageName })
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.draftId, ids));
  for (const file of files) await store.remove(file.storageName);
  await db.delete(uploadDrafts).where(inArray(uploadDrafts.id, ids));
  return ids.length;
}
