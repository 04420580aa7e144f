import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRESENCE_REFRESH_MS, TYPING_VISIBLE_MS } from './chat-realtime.ts';
import { chatStatus } from './chat-status.ts';
import { createPresenceTracker, SPECIALIST } from './presence-tracker.ts';

describe('the presence tracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a patient online while any process reports them, whichever left first', () => {
    const tracker = createPresenceTracker();
    tracker.apply({ type: 'presence', node: 'a', patientId: 'p1', online: true });
    // The page reconnected to another process before the first one noticed the old socket gone.
    tracker.apply({ type: 'presence', node: 'b', patientId: 'p1', online: true });
    tracker.apply({ type: 'presence', node: 'a', patientId: 'p1', online: false });
    expect(tracker.isOnline('p1')).toBe(true);
    tracker.apply({ type: 'presence', node: 'b', patientId: 'p1', online: false });
    expect(tracker.isOnline('p1')).toBe(false);
  });

  it('replaces a process’s report with its snapshot, and forgets a process that stopped answering', () => {
    const tracker = createPresenceTracker();
    tracker.apply({ type: 'presence.snapshot', node: 'a', patientIds: ['p1', 'p2'] });
    tracker.apply({ type: 'presence.snapshot', node: 'b', patientIds: ['p3'] });
    tracker.apply({ type: 'presence.snapshot', node: 'a', patientIds: ['p2'] });
    expect(['p1', 'p2', 'p3'].map((id) => tracker.isOnline(id))).toEqual([false, true, true]);

    vi.advanceTimersByTime(PRESENCE_REFRESH_MS * 2);
    tracker.apply({ type: 'presence.snapshot', node: 'a', patientIds: ['p2'] });
    vi.advanceTimersByTime(PRESENCE_REFRESH_MS);
    // b has been silent for three rounds: it may have died with its sockets.
    expect(tracker.isOnline('p3')).toBe(false);
    expect(tracker.isOnline('p2')).toBe(true);
  });

  it('shows typing until it fades, tells listeners when it does, and ends it with a message', () => {
    const tracker = createPresenceTracker();
    const heard = vi.fn();
    tracker.subscribe(heard);
    tracker.apply({ type: 'typing', patientId: 'p1' });
    expect(tracker.isTyping('p1')).toBe(true);
    vi.advanceTimersByTime(TYPING_VISIBLE_MS - 1);
    tracker.apply({ type: 'typing', patientId: 'p1' });
    vi.advanceTimersByTime(TYPING_VISIBLE_MS - 1);
    expect(tracker.isTyping('p1')).toBe(true);
    const before = heard.mock.calls.length;
    vi.advanceTimersByTime(1);
    expect(tracker.isTyping('p1')).toBe(false);
    expect(heard.mock.calls.length).toBe(before + 1);

    tracker.apply({ type: 'typing', patientId: 'p1' });
    tracker.stopTyping('p1');
    expect(tracker.isTyping('p1')).toBe(false);
  });

  it('on the patient’s side, tracks the specialist under one key', () => {
    const tracker = createPresenceTracker();
    tracker.apply({ type: 'presence.snapshot', node: 'a', online: true });
    tracker.apply({ type: 'typing' });
    expect([tracker.isOnline(SPECIALIST), tracker.isTyping(SPECIALIST)]).toEqual([true, true]);
    tracker.apply({ type: 'presence', node: 'a', online: false });
    expect([tracker.isOnline(SPECIALIST), tracker.isTyping(SPECIALIST)]).toEqual([false, false]);
    tracker.apply({ type: 'presence', node: 'a', online: true });
    tracker.reset();
    expect(tracker.isOnline(SPECIALIST)).toBe(false);
  });
});

describe('the chat status', () => {
  it('waits for a patient never seen, and says disconnected only after they were connected', () => {
    expect(chatStatus({ online: false, typing: false, seenOnline: false })).toBe('waiting');
    expect(chatStatus({ online: true, typing: false, seenOnline: true })).toBe('connected');
    expect(chatStatus({ online: true, typing: true, seenOnline: true })).toBe('typing');
    expect(chatStatus({ online: false, typing: false, seenOnline: true })).toBe('disconnected');
  });
});
