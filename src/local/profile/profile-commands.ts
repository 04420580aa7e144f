/**
 * The profile writes the office makes: one section's fields at a time, checked against the whole
 * profile's rules (the cross-field ones too: a title of the chosen profession, a video or a link, the
 * "Other" problem's text) before anything is queued, so bad input changes nothing here either.
 * Invariant: a save with no change queues nothing.
 */
import * as v from 'valibot';
import { PROFILE_ENTITY } from '#core/profile/profile-entity';
import type { ProfileFields, ProfileRow } from '#core/profile/profile-schema';
import { pickFields } from '#core/sync/entity';
import type { OutboxEntry } from '#core/sync/types';
import { getDb, type MindofficeDb } from '../db.ts';
import { queueUpdate } from '../sync/queue-writes.ts';

/** The device's profile row: the signed-in specialist's own (the only one the pull brings). */
export function readProfile(db: MindofficeDb = getDb()): Promise<ProfileRow | undefined> {
  return db.profiles.filter((row) => row.deletedAt === null).first();
}

export type ProfileSaveResult =
  | { ok: true; entry: OutboxEntry | undefined }
  /** Message ids by field name, as the forms show them. */
  | { ok: false; errors: Record<string, string> };

/** A section's values as typed: checked against the profile's schema before anything is queued. */
export type ProfileDraft = { [Key in keyof ProfileFields]?: unknown };

export async function updateProfile(
  draft: ProfileDraft,
  db: MindofficeDb = getDb(),
): Promise<ProfileSaveResult> {
  const current = await readProfile(db);
  if (!current) throw new Error('no profile on this device yet');
  const previous = pickFields<ProfileFields>(current, PROFILE_ENTITY.fieldNames);
  const checked = v.safeParse(PROFILE_ENTITY.fieldsSchema, { ...previous, ...draft });
  if (!checked.success) return { ok: false, errors: messageIdsByField(checked.issues) };
  // The parsed fields (trimmed, IBAN in electronic form) are what the server will store.
  const entry = await queueUpdate(PROFILE_ENTITY, current.id, PROFILE_ENTITY.normalize(checked.output), db);
  return { ok: true, entry };
}

/** The first issue's message id of each field (dot paths: `availability.0.end`). */
function messageIdsByField(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}
