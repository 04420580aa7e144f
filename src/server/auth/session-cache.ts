/**
 * In-process cache of live sessions, keyed by the access token's `sid` (the refresh-token family).
 *
 * Why: checking the session (user active, family not revoked nor expired, the user's rights) was a
 * database round trip on every authenticated request, more than half of a one-row GET's cost. A hit
 * makes authentication a HMAC check and a Map lookup.
 *
 * Invariants:
 * - Filled only from a successful session query; a refusal is never cached (the next request asks
 *   the database again).
 * - An entry lives SESSION_CACHE_TTL_MS at most (a backstop for a missed invalidation), never past
 *   its family's own expiry, and the cache holds SESSION_CACHE_MAX_ENTRIES (least recently used
 *   dropped first).
 * - Invalidation (session-events.ts): whatever ends a session or changes a user's status or rights
 *   evicts here after its transaction, and announces it to the other processes with pg_notify in
 *   that transaction (session-relay.ts evicts there). A fill that started before an eviction is
 *   dropped (the epoch check), so a query that read the old rows cannot put them back.
 * - While the relay's LISTEN connection is down the cache is suspended (empty, no hits, no fills):
 *   notifications missed meanwhile cannot keep a revoked session alive.
 */
import type { AuthenticatedUser } from '../http/app-env.ts';

export const SESSION_CACHE_TTL_MS = 30_000;
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

type Entry = { user: AuthenticatedUser; validUntilMs: number };

/** One session (a refresh-token family), or every session of a user. */
export type SessionTarget = { sessionId: string } | { userId: string };

export type SessionCache = {
  /** The live session of this token, or undefined (unknown, stale, or another user's). */
  get(sessionId: string, userId: string, nowMs: number): AuthenticatedUser | undefined;
  /** Read before querying the session; set() ignores the row if anything was evicted since. */
  epoch(): number;
  set(user: AuthenticatedUser, familyExpiresAtMs: number, epochAtQuery: number, nowMs: number): void;
  evictSession(sessionId: string): void;
  evictUser(userId: string): void;
  /**
   * Called on every eviction, from this process or relayed from another: what holds a session open
   * beyond a request (a WebSocket) ends with it.
   */
  onEvict(listener: (target: SessionTarget) => void): void;
  /** Empties the cache and refuses hits and fills until resume(). */
  suspend(): void;
  resume(): void;
  readonly size: number;
};

export type SessionCacheOptions = {
  ttlMs?: number;
  maxEntries?: number;
  /** PostgreSQL starts suspended until the relay listens; PGlite (one process) needs no relay. */
  isSuspended?: boolean;
};

export function createSessionCache(options: SessionCacheOptions = {}): SessionCache {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  let isSuspended = options.isSuspended ?? false;
  let currentEpoch = 0;
  // A Map iterates in insertion order: re-inserting on a hit makes the first key the least recent.
  const entries = new Map<string, Entry>();
  const listeners: ((target: SessionTarget) => void)[] = [];

  const invalidate = () => {
    currentEpoch += 1;
  };

  return {
    get(sessionId, userId, nowMs) {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.validUntilMs <= nowMs || entry.user.id !== userId) {
        entries.delete(sessionId);
        return undefined;
      }
      entries.delete(sessionId);
      entries.set(sessionId, entry);
      return entry.user;
    },
    epoch: () => currentEpoch,
    set(user, familyExpiresAtMs, epochAtQuery, nowMs) {
      if (isSuspended || epochAtQuery !== currentEpoch) return;
      const validUntilMs = Math.min(nowMs + ttlMs, familyExpiresAtMs);
      // Handlers get this very object on every hit: frozen, so none can change another's view.
      Object.freeze(user.rights);
      entries.delete(user.sessionId);
      entries.set(user.sessionId, { user: Object.freeze(user), validUntilMs });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    evictSession(sessionId) {
      invalidate();
      entries.delete(sessionId);
      for (const listener of listeners) listener({ sessionId });
    },
    evictUser(userId) {
      invalidate();
      for (const [sessionId, entry] of entries) {
        if (entry.user.id === userId) entries.delete(sessionId);
      }
      for (const listener of listeners) listener({ userId });
    },
    onEvict(listener) {
      listeners.push(listener);
    },
    suspend() {
      invalidate();
      isSuspended = true;
      entries.clear();
    },
    resume() {
      invalidate();
      entries.clear();
      isSuspended = false;
    },
    get size() {
      return entries.size;
    },
  };
}
