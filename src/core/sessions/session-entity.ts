/**
 * Sessions as a synced entity (`session.create`, `session.update`, `session.delete` on
 * `/api/sessions`): the schemas, mutations and calls the browser's outbox and the server's routes
 * share. The status machine (session-status.ts) settles every change, locally and on the server.
 */
import { defineSyncedEntity } from '../sync/entity.ts';
import { normalizeSessionFields, sessionFieldEntries, sessionRuleIssue } from './session-schema.ts';
import { resolveSessionChange } from './session-status.ts';

export const SESSIONS_PATH = '/api/sessions';
export const SESSIONS_TABLE = 'sessions';

export const SESSION_ENTITY = defineSyncedEntity({
  name: 'session',
  table: SESSIONS_TABLE,
  path: SESSIONS_PATH,
  fieldEntries: sessionFieldEntries,
  crossFieldIssue: sessionRuleIssue,
  normalize: normalizeSessionFields,
  // Each status move and each new time is a step of the session's history: never merged while queued.
  stepFields: ['status', 'startsAt', 'durationMinutes'],
  settle: resolveSessionChange,
});
