// Re-renders on every change of a presence tracker (presence, typing, typing fading) and returns it,
// so a component reads `isOnline` / `isTyping` fresh in each render.
import { useSyncExternalStore } from 'react';
import type { PresenceTracker } from '#core/chats/presence-tracker';

export function usePresence(tracker: PresenceTracker): PresenceTracker {
  useSyncExternalStore(tracker.subscribe, tracker.version);
  return tracker;
}
