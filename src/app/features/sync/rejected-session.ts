// A refused session change as the Unsynced changes panel shows it: what the user meant (the typed
// booking, or the stored session with the typed changes), and why the server refused it — an overlap
// is worked out again on this device, so it reads in the current language with the other session's
// reference and time, whatever language the refusal arrived in.
import { SESSIONS_TABLE } from '#core/sessions/session-entity';
import { SESSION_MESSAGES } from '#core/sessions/session-messages';
import { overlapError } from '#core/sessions/session-overlap';
import type { SessionFields } from '#core/sessions/session-schema';
import type { OutboxEntry } from '#core/sync/types';
import type { MindofficeDb } from '#local/db';
import { readOfficeTerms } from '#local/sessions/office-terms';
import { localOverlap } from '#local/sessions/session-queries';
import { sessionStore } from '#local/sessions/session-store';
import { rowIdOf } from './rejected-entry.ts';
import type { RejectionMessage } from './rejection-messages.ts';

export function isSessionEntry(entry: OutboxEntry): boolean {
  return entry.rowKey.startsWith(`${SESSIONS_TABLE}:`);
}

export type IntendedSession = {
  id: string;
  fields: SessionFields;
  patientName: string;
  /** The stored session's version for an update; undefined for a booking. */
  baseVersion: number | undefined;
};

/** Undefined when an edited session is gone from this device (deleted elsewhere). */
export async function intendedSession(
  entry: OutboxEntry,
  db: MindofficeDb,
): Promise<IntendedSession | undefined> {
  const id = rowIdOf(entry);
  const stored = await sessionStore(db).get(id);
  let fields: SessionFields;
  if (entry.name === 'session.create') {
    const { id: _id, ...typed } = entry.args as SessionFields & { id: string };
    fields = typed;
  } else {
    if (!stored || stored.deletedAt !== null) return undefined;
    const changes = (entry.args.changes ?? {}) as Partial<SessionFields>;
    fields = { ...stored, ...changes };
  }
  const patient = await db.patients.get(fields.patientId);
  return { id, fields, patientName: patient?.name ?? '', baseVersion: stored?.version };
}

/** The headline, then the overlap (recomputed here) or the server's own words per field. */
export async function sessionRejectionMessages(
  entry: OutboxEntry,
  intended: IntendedSession | undefined,
  db: MindofficeDb,
  locale: string,
): Promise<RejectionMessage[]> {
  const error = entry.lastError;
  if (!error) return [];
  if (error.status === 404) return [SESSION_MESSAGES.notFound];
  const messages: RejectionMessage[] = [error.messageId];
  for (const [field, serverText] of Object.entries(error.fieldErrors ?? {})) {
    const overlap = field === 'startsAt' && intended ? await overlapOf(intended, db, locale) : undefined;
    messages.push(overlap ?? { serverText });
  }
  return messages;
}

async function overlapOf(intended: IntendedSession, db: MindofficeDb, locale: string) {
  const other = await localOverlap(db, intended.id, intended.fields);
  if (!other) return undefined;
  const { timeZone } = await readOfficeTerms(db);
  return overlapError(other, timeZone, locale).message;
}
