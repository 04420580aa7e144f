/**
 * The article writes the screens make. The editor saves as typed: every field that passes its own
 * rule is queued (a half-written draft is still a draft), a field that does not is reported and
 * left as stored, and nothing is queued that the server would refuse — the rules of an article out
 * of Draft and the status moves are checked on the whole row first. Invariant: a save with no change
 * queues nothing.
 */
import * as v from 'valibot';
import { ARTICLE_ENTITY } from '#core/articles/article-entity';
import type { ArticleStatus } from '#core/articles/article-lists';
import { ARTICLE_MESSAGES } from '#core/articles/article-messages';
import {
  type ArticleFields,
  type ArticleRow,
  articleFieldEntries,
  newArticleFields,
} from '#core/articles/article-schema';
import { canMoveArticle } from '#core/articles/article-status';
import { pickFields } from '#core/sync/entity';
import { changedFields } from '#core/sync/merge';
import type { OutboxEntry } from '#core/sync/types';
import { getDb, type MindofficeDb } from '../db.ts';
import { type PickResult, queueRowFile } from '../files/own-files.ts';
import { queueCreate, queueDelete, queueUpdate } from '../sync/queue-writes.ts';

/** Values as typed, by field; each is checked against its field's rule. */
export type ArticleDraft = { [Key in keyof ArticleFields]?: unknown };

export type ArticleSaveResult = {
  /** The row's id (a new one for a create). */
  id: string;
  entry: OutboxEntry | undefined;
  /** Message ids by field of what was not saved; empty when everything was. */
  errors: Record<string, string>;
};

/** Whether the device holds this article deleted: its address then shows "not found". */
export async function isArticleDeleted(id: string, db: MindofficeDb = getDb()): Promise<boolean> {
  return ((await db.articles.get(id))?.deletedAt ?? null) !== null;
}

/** The device's article, deleted ones left out. */
export async function readArticle(id: string, db: MindofficeDb = getDb()): Promise<ArticleRow | undefined> {
  const row = await db.articles.get(id);
  return row && row.deletedAt === null ? row : undefined;
}

/** Each field of the draft that passes its own rule (parsed: trimmed), and the others' messages. */
function checkFields(draft: ArticleDraft): { valid: Partial<ArticleFields>; errors: Record<string, string> } {
  const valid: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(draft)) {
    if (!Object.hasOwn(articleFieldEntries, field) || field === 'publishedAt') continue;
    const parsed = v.safeParse(articleFieldEntries[field as keyof typeof articleFieldEntries], value);
    if (parsed.success) valid[field] = parsed.output;
    else errors[field] = parsed.issues[0]?.message ?? ARTICLE_MESSAGES.contentInvalid.id;
  }
  return { valid: valid as Partial<ArticleFields>, errors };
}

/** The first issue of the whole row (the rules out of Draft), as message ids by field. */
function rowIssues(fields: ArticleFields): Record<string, string> {
  const checked = v.safeParse(ARTICLE_ENTITY.fieldsSchema, fields);
  if (checked.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of checked.issues) errors[v.getDotPath(issue) ?? 'status'] ??= issue.message;
  return errors;
}

/**
 * A new draft holding what was typed so far, signed `doctorName` unless the draft says otherwise;
 * `id` is the client UUID the editor's address already carries.
 */
export async function createArticle(
  draft: ArticleDraft,
  doctorName: string,
  db: MindofficeDb = getDb(),
  id: string = crypto.randomUUID(),
): Promise<ArticleSaveResult> {
  const { valid, errors } = checkFields(draft);
  const fields = { ...newArticleFields(doctorName), ...valid, status: 'draft' as const };
  const refused = rowIssues(fields);
  if (Object.keys(refused).length > 0) return { id, entry: undefined, errors: { ...errors, ...refused } };
  const entry = await queueCreate(ARTICLE_ENTITY, id, fields, db);
  return { id, entry, errors };
}

/** Saves what passes of the draft; nothing when the row's rules would refuse the result. */
export async function saveArticle(
  id: string,
  draft: ArticleDraft,
  db: MindofficeDb = getDb(),
): Promise<ArticleSaveResult> {
  const current = await readArticle(id, db);
  if (!current) throw new Error(`no local article ${id}`);
  const stored = pickFields<ArticleFields>(current, ARTICLE_ENTITY.fieldNames);
  const { valid, errors } = checkFields(draft);
  const changes = changedFields<Partial<ArticleFields>>(stored, valid);
  if (Object.keys(changes).length === 0) return { id, entry: undefined, errors };
  const next = { ...stored, ...changes } as ArticleFields;
  if (!canMoveArticle(stored.status, next.status))
    return { id, entry: undefined, errors: { ...errors, status: ARTICLE_MESSAGES.statusMove.id } };
  const refused = rowIssues(next);
  if (Object.keys(refused).length > 0) return { id, entry: undefined, errors: { ...errors, ...refused } };
  const entry = await queueUpdate(ARTICLE_ENTITY, id, changes, db);
  return { id, entry, errors };
}

/** Publish, unpublish (back to Draft) or archive: refused with the field to fix when the rules say no. */
export function setArticleStatus(
  id: string,
  status: ArticleStatus,
  db: MindofficeDb = getDb(),
): Promise<ArticleSaveResult> {
  return saveArticle(id, { status }, db);
}

export function deleteArticle(id: string, db: MindofficeDb = getDb()): Promise<OutboxEntry | undefined> {
  return queueDelete(ARTICLE_ENTITY, id, db);
}

/** Queues the banner picked for the article (JPEG, PNG or GIF ≤ 200 KB), shown at once from the device. */
export function pickArticleBanner(id: string, file: File, db: MindofficeDb = getDb()): Promise<PickResult> {
  return queueRowFile(ARTICLE_ENTITY, id, 'bannerFileId', file, db);
}
