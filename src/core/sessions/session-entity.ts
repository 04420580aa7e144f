/**
 * Sessions as a synced entity (`session.create`, `session.update`, `session.delete` on
 * `/api/sessions`): the schemas, mutations and calls the browser's outbox and the server's routes
 * share. The status machine (session-status.ts) settles every change, locally and on the server.
 */
import { defineSyncedEntity } from '../sync/entity.ts';
import {
  normalizeSessionFields,
  type SessionFields,
  sessionFieldEntries,
  sessionRuleIssue,
} from './session-schema.ts';
import { resolveSessionChange } from './session-status.ts';

export const SESSIONS_PATH = '/api/sessions';
export const SESSIONS_TABLE = 'sessions';

export const SESSION_ENTITY = defineSyncedEntity({
  name: 'session',
  table: SESSIONS_TABLE,
  path: SESSIONS_PATH,
  fieldEntries: sessionFieldEntries,
  crossFieldIssue: sessionRuleIssue,
  // The entries' output is exactly SessionFields (session-schema.test.ts); the rules are written against it.
  normalize: (fields) => normalizeSessionFields(fields as SessionFields) as typeof fields,
  // Each status move and each new time is a step of the session's history: never merged while queued.
  stepFields: ['status', 'startsAt', 'durationMinutes'],
  settle: (existing, proposed, context) => {
    const settled = resolveSessionChange(
      existing as SessionFields | undefined,
      proposed as SessionFields,
      context,
    );
    return settled.ok ? { ok: true, fields: settled.fields as typeof proposed } : settled;
  },
});
