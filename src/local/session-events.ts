/**
 * The 'session-changed' event the UI listens to, fed by this context and by the other tabs.
 * Invariant: each sign-in, sign-out or forced logout reaches every listener once, wherever it happened.
 */
import { type AuthMessage, onAuthMessage, postAuthMessage, type SignOutReason } from './auth-channel.ts';
import { createEmitter, type Unsubscribe } from './emitter.ts';

export type SessionChange =
  | { kind: 'signed-in'; fromOtherContext: boolean }
  | { kind: 'signed-out'; reason: SignOutReason; fromOtherContext: boolean }
  | { kind: 'tokens-refreshed'; fromOtherContext: boolean };

export const sessionEvents = createEmitter<{ 'session-changed': SessionChange }>();

let stopListeningToOthers: Unsubscribe | undefined;
let subscriberCount = 0;

/** Subscribes to session changes from this and other contexts; returns the unsubscribe function. */
export function onSessionChanged(listener: (change: SessionChange) => void): Unsubscribe {
  const off = sessionEvents.on('session-changed', listener);
  subscriberCount += 1;
  // The channel is opened only while someone listens, so idle contexts (and tests) hold no handle.
  stopListeningToOthers ??= onAuthMessage((message) => {
    sessionEvents.emit('session-changed', fromMessage(message));
  });
  let subscribed = true;
  return () => {
    if (!subscribed) return;
    subscribed = false;
    off();
    subscriberCount -= 1;
    if (subscriberCount === 0) {
      stopListeningToOthers?.();
      stopListeningToOthers = undefined;
    }
  };
}

/** Announces a change made here: to this context's listeners and to the other contexts. */
export function announceSessionChange(message: AuthMessage): void {
  sessionEvents.emit('session-changed', { ...fromMessage(message), fromOtherContext: false });
  postAuthMessage(message);
}

function fromMessage(message: AuthMessage): SessionChange {
  if (message.type === 'signed-out') {
    return { kind: 'signed-out', reason: message.reason, fromOtherContext: true };
  }
  return { kind: message.type, fromOtherContext: true };
}
