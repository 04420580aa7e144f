/**
 * The office's view of its patients' presence and typing, fed by the office socket, and the
 * specialist's own typing reports. Forgotten whenever the socket drops (stale by then) and relearnt
 * when it is back (the socket asks on every hello).
 */
import { TYPING_REPORT_INTERVAL_MS } from '#core/chats/chat-realtime';
import { createPresenceTracker } from '#core/chats/presence-tracker';
import { onOfficeSocket, sendOnOfficeSocket } from '../realtime/office-socket.ts';

export const officePresence = createPresenceTracker();

onOfficeSocket('message', (message) => officePresence.apply(message));
onOfficeSocket('disconnected', () => officePresence.reset());

const lastReportMs = new Map<string, number>();

/** Called on each keystroke in a conversation's composer; reports at most every interval. */
export function reportTyping(patientId: string): void {
  const nowMs = Date.now();
  if (nowMs - (lastReportMs.get(patientId) ?? 0) < TYPING_REPORT_INTERVAL_MS) return;
  lastReportMs.set(patientId, nowMs);
  sendOnOfficeSocket({ type: 'typing', patientId });
}
