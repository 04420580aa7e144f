import { describe, expect, it } from 'vitest';
import type { AuthenticatedUser } from '../http/app-env.ts';
import { createSessionCache, SESSION_CACHE_TTL_MS } from './session-cache.ts';

const T0 = 1_000_000;
const FAR_MS = T0 + 24 * 60 * 60 * 1000;

function session(userId: string, sessionId: string): AuthenticatedUser {
  return { id: userId, userType: 'specialist', sessionId, rights: ['office'] };
}

describe('session cache', () => {
  it('answers a filled session until its TTL, then forgets it', () => {
    const cache = createSessionCache();
    cache.set(session('u1', 's1'), FAR_MS, cache.epoch(), T0);
    expect(cache.get('s1', 'u1', T0 + SESSION_CACHE_TTL_MS - 1)?.id).toBe('u1');
    expect(cache.get('s1', 'u1', T0 + SESSION_CACHE_TTL_MS)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("never keeps a session past its family's own expiry", () => {
    const cache = createSessionCache();
    cache.set(session('u1', 's1'), T0 + 1000, cache.epoch(), T0);
    expect(cache.get('s1', 'u1', T0 + 999)).toBeDefined();
    expect(cache.get('s1', 'u1', T0 + 1000)).toBeUndefined();
  });

  it('does not answer a session id for another user', () => {
    const cache = createSessionCache();
    cache.set(session('u1', 's1'), FAR_MS, cache.epoch(), T0);
    expect(cache.get('s1', 'u2', T0)).toBeUndefined();
  });

  it('drops a fill whose query started before an eviction', () => {
    const cache = createSessionCache();
    const epoch = cache.epoch();
    cache.evictSession('s1');
    cache.set(session('u1', 's1'), FAR_MS, epoch, T0);
    expect(cache.get('s1', 'u1', T0)).toBeUndefined();
  });

  it('evicts one session, or every session of a user', () => {
    const cache = createSessionCache();
    for (const [userId, sessionId] of [
      ['u1', 's1'],
      ['u1', 's2'],
      ['u2', 's3'],
    ] as const) {
      cache.set(session(userId, sessionId), FAR_MS, cache.epoch(), T0);
    }
    cache.evictSession('s1');
    expect(cache.get('s1', 'u1', T0)).toBeUndefined();
    expect(cache.get('s2', 'u1', T0)).toBeDefined();
    cache.evictUser('u1');
    expect(cache.get('s2', 'u1', T0)).toBeUndefined();
    expect(cache.get('s3', 'u2', T0)).toBeDefined();
  });

  it('holds a bounded number of sessions, dropping the least recently used', () => {
    const cache = createSessionCache({ maxEntries: 2 });
    cache.set(session('u1', 's1'), FAR_MS, cache.epoch(), T0);
    cache.set(session('u2', 's2'), FAR_MS, cache.epoch(), T0);
    expect(cache.get('s1', 'u1', T0)).toBeDefined();
    cache.set(session('u3', 's3'), FAR_MS, cache.epoch(), T0);
    expect(cache.size).toBe(2);
    expect(cache.get('s2', 'u2', T0)).toBeUndefined();
    expect(cache.get('s1', 'u1', T0)).toBeDefined();
  });

  it('answers and keeps nothing while suspended, and starts empty when resumed', () => {
    const cache = createSessionCache();
    cache.set(session('u1', 's1'), FAR_MS, cache.epoch(), T0);
    cache.suspend();
    expect(cache.get('s1', 'u1', T0)).toBeUndefined();
    cache.set(session('u1', 's1'), FAR_MS, cache.epoch(), T0);
    expect(cache.size).toBe(0);
    const epochBeforeResume = cache.epoch();
    cache.resume();
    cache.set(session('u1', 's1'), FAR_MS, epochBeforeResume, T0);
    expect(cache.size).toBe(0);
    cache.set(session('u1', 's1'), FAR_MS, cache.epoch(), T0);
    expect(cache.get('s1', 'u1', T0)).toBeDefined();
  });

  it('hands out a frozen session, so no handler can change what the next request sees', () => {
    const cache = createSessionCache();
    cache.set(session('u1', 's1'), FAR_MS, cache.epoch(), T0);
    const cached = cache.get('s1', 'u1', T0);
    expect(Object.isFrozen(cached)).toBe(true);
    expect(Object.isFrozen(cached?.rights)).toBe(true);
  });
});
