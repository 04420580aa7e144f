/**
 * The office's view of its patients' presence and typing, fed by the office socket, and the
 * specialist's own typing reports. Forgotten whenever the socket drops (stale by then) and relearnt
 * when it is back (the socket asks on every hello).
 */
import { TYPING_REPORT_INTERVAL_MS, throttle } from '#core/chats/chat-realtime';
import { createPresenceTracker } from '#core/chats/presence-tracker';
import { onOfficeSocket, sendOnOfficeSocket } from '../realtime/office-socket.ts';

export const officePresence = createPresenceTracker();

onOfficeSocket('message', (message) => officePresence.apply(message));
onOfficeSocket('disconnected', () => officePresence.reset());

const typingGates = new Map<string, () => boolean>();

/** Called on each keystroke in a conversation's composer; reports at most every interval. */
export function reportTyping(patientId: string): void {
  let mayReport = typingGates.get(patientId);
  if (!mayReport) {
    mayReport = throttle(TYPING_REPORT_INTERVAL_MS);
    typingGates.set(patientId, mayReport);
  }
  if (mayReport()) sendOnOfficeSocket({ type: 'typing', patientId });
}
