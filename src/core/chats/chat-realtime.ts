/**
 * What travels over `/ws` for chats besides the sync poke: who is typing and who is there. Nothing
 * here is stored; a lost message is harmless (typing fades, presence is asked again on reconnect).
 *
 * Presence is counted per server process (`node`): each process knows only its own sockets, so it
 * reports them under its id and a client unions the reports. A socket that drops is reported gone
 * only after PRESENCE_GRACE_MS without a new one, so a network blip does not flicker.
 */
import * as v from 'valibot';
import { syncedIdSchema } from '../sync/entity.ts';

/** `/ws?as=patient`: the patient's socket, whose first message is `{ type: 'link', token }`. */
export const PATIENT_SOCKET_QUERY = 'as=patient';
/** How long the server waits for the patient's link before closing the socket. */
export const LINK_AUTH_TIMEOUT_MS = 10_000;

/** A dropped socket counts as gone only after this long without another. */
export const PRESENCE_GRACE_MS = 5000;
/** A client asks again this often, and forgets a process that has not answered in two rounds. */
export const PRESENCE_REFRESH_MS = 60_000;

/** The typing indicator shows this long after the last keystroke report. */
export const TYPING_VISIBLE_MS = 4000;
/** A client reports typing at most this often; the server drops reports closer together. */
export const TYPING_REPORT_INTERVAL_MS = 1500;

/** From a client. The specialist names the patient; the patient's socket has only one. */
export const clientRealtimeSchema = v.variant('type', [
  v.object({ type: v.literal('ping') }),
  v.object({ type: v.literal('link'), token: v.pipe(v.string(), v.maxLength(128)) }),
  v.object({ type: v.literal('typing'), patientId: v.optional(syncedIdSchema) }),
  v.object({ type: v.literal('presence.ask') }),
]);
export type ClientRealtimeMessage = v.InferOutput<typeof clientRealtimeSchema>;

/**
 * To the specialist: `patientId` is the patient concerned. To the patient: no `patientId`, the
 * message is about their specialist.
 */
export type PresenceChange = { type: 'presence'; node: string; patientId?: string; online: boolean };
/** Everything one process holds: the specialist's patients online there, or whether the specialist is. */
export type PresenceSnapshot = {
  type: 'presence.snapshot';
  node: string;
  patientIds?: string[];
  online?: boolean;
};
export type TypingReport = { type: 'typing'; patientId?: string };

export type ServerRealtimeMessage = PresenceChange | PresenceSnapshot | TypingReport;

const SERVER_TYPES: ReadonlySet<string> = new Set<ServerRealtimeMessage['type']>([
  'presence',
  'presence.snapshot',
  'typing',
]);

/** One of the chat's messages from the server (which is trusted: only the type is checked). */
export function isServerRealtimeMessage(
  message: { type: string } | undefined,
): message is ServerRealtimeMessage {
  return message !== undefined && SERVER_TYPES.has(message.type);
}

/**
 * A gate for reports such as typing: true when at least `intervalMs` passed since the last one let
 * through. The clients report through it, and the server drops what comes closer together.
 */
export function throttle(intervalMs: number, nowMs: () => number = Date.now): () => boolean {
  let lastMs = Number.NEGATIVE_INFINITY;
  return () => {
    const now = nowMs();
    if (now - lastMs < intervalMs) return false;
    lastMs = now;
    return true;
  };
}
