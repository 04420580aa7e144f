/**
 * Ending sessions, for the session cache: every write that revokes a session or changes a user's
 * status or rights runs in sessionTransaction and names what it ends. Invariant: the other
 * processes are told by a NOTIFY queued in that transaction (sent by PostgreSQL only at commit,
 * never for a rollback), and this process evicts once the transaction has settled, so no request
 * after the commit is answered from a stale entry here.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { SessionCache, SessionTarget } from './session-cache.ts';
import type { SessionGuard } from './session-guard.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const SESSION_CHANNEL = 'mindoffice_sessions';

/** Called inside the transaction for each session it ends. */
export type EndSessions = (target: SessionTarget) => Promise<void>;

const SESSION_PREFIX = 's:';
const USER_PREFIX = 'u:';

function payloadOf(target: SessionTarget): string {
  return 'sessionId' in target ? `${SESSION_PREFIX}${target.sessionId}` : `${USER_PREFIX}${target.userId}`;
}

export function evictTarget(cache: SessionCache, target: SessionTarget): void {
  if ('sessionId' in target) cache.evictSession(target.sessionId);
  else cache.evictUser(target.userId);
}

/** A notification's payload as a target; anything else is ignored. */
export function parseSessionPayload(payload: string | undefined): SessionTarget | undefined {
  if (payload?.startsWith(SESSION_PREFIX)) return { sessionId: payload.slice(SESSION_PREFIX.length) };
  if (payload?.startsWith(USER_PREFIX)) return { userId: payload.slice(USER_PREFIX.length) };
  return undefined;
}

/**
 * Runs work in a transaction; what it ends through `end` is announced to the other processes at
 * commit and evicted here after the transaction, committed or not (an eviction is always safe).
 */
export async function sessionTransaction<T>(
  db: Db,
  guard: SessionGuard,
  work: (tx: Tx, end: EndSessions) => Promise<T>,
): Promise<T> {
  const ended: SessionTarget[] = [];
  try {
    return await db.transaction((tx) =>
      work(tx, async (target) => {
        ended.push(target);
        // PGlite is one process: nobody else to tell.
        if (guard.dbKind === 'postgres') {
          await tx.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${payloadOf(target)})`);
        }
      }),
    );
  } finally {
    for (const target of ended) evictTarget(guard.cache, target);
  }
}
