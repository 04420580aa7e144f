/**
 * What a chat screen knows of the other side, from the socket's messages (./chat-realtime.ts): who
 * is online — the union of every server process's reports, a process unheard of for too long being
 * forgotten (it may have died) — and who is typing, which fades TYPING_VISIBLE_MS after the last
 * report. The specialist's tracker is keyed by patient id; the patient's has one key, SPECIALIST.
 * Listeners are told of every change, typing fading included.
 */
import { PRESENCE_REFRESH_MS, type ServerRealtimeMessage, TYPING_VISIBLE_MS } from './chat-realtime.ts';

/** The key of the specialist in a patient's tracker (messages about them carry no patient id). */
export const SPECIALIST = '';

/** A process not heard from in this long is forgotten (every process answers each refresh). */
const NODE_FORGOTTEN_MS = PRESENCE_REFRESH_MS * 2.5;

type NodeReport = { online: Set<string>; heardAtMs: number };

export type PresenceTracker = {
  apply(message: ServerRealtimeMessage): void;
  isOnline(key: string): boolean;
  isTyping(key: string): boolean;
  /** A message from them ends their typing at once. */
  stopTyping(key: string): void;
  /** The connection is gone: nothing known any more. */
  reset(): void;
  subscribe(listener: () => void): () => void;
  /** Changes with every change: a snapshot for React's useSyncExternalStore. */
  version(): number;
};

export function createPresenceTracker(nowMs: () => number = Date.now): PresenceTracker {
  const nodes = new Map<string, NodeReport>();
  const typingUntil = new Map<string, number>();
  const fadeTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  let changes = 0;

  const changed = () => {
    changes += 1;
    for (const listener of [...listeners]) listener();
  };
  const reportOf = (node: string) => {
    const report = nodes.get(node) ?? { online: new Set<string>(), heardAtMs: 0 };
    report.heardAtMs = nowMs();
    nodes.set(node, report);
    return report;
  };
  const clearFade = (key: string) => {
    const timer = fadeTimers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    fadeTimers.delete(key);
  };

  return {
    apply(message) {
      if (message.type === 'typing') {
        const key = message.patientId ?? SPECIALIST;
        typingUntil.set(key, nowMs() + TYPING_VISIBLE_MS);
        clearFade(key);
        fadeTimers.set(
          key,
          setTimeout(() => {
            fadeTimers.delete(key);
            changed();
          }, TYPING_VISIBLE_MS),
        );
      } else if (message.type === 'presence') {
        const key = message.patientId ?? SPECIALIST;
        const report = reportOf(message.node);
        if (message.online) report.online.add(key);
        else report.online.delete(key);
        // Gone means no longer typing either.
        if (!message.online) typingUntil.delete(key);
      } else {
        const report = reportOf(message.node);
        report.online = new Set(message.patientIds ?? (message.online ? [SPECIALIST] : []));
      }
      changed();
    },
    isOnline(key) {
      const oldestMs = nowMs() - NODE_FORGOTTEN_MS;
      for (const report of nodes.values()) {
        if (report.heardAtMs >= oldestMs && report.online.has(key)) return true;
      }
      return false;
    },
    isTyping(key) {
      return (typingUntil.get(key) ?? 0) > nowMs();
    },
    stopTyping(key) {
      if (!typingUntil.delete(key)) return;
      clearFade(key);
      changed();
    },
    reset() {
      nodes.clear();
      typingUntil.clear();
      for (const key of [...fadeTimers.keys()]) clearFade(key);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    version: () => changes,
  };
}
