/**
 * Who is connected, as this process sees it: specialists by their sockets at their user id, patients
 * by their link's socket. A first socket is announced at once; the last one's leaving only after
 * PRESENCE_GRACE_MS without a new one (a network blip does not flicker). Each report names this
 * process (`node`) because another process may hold the same person's other sockets: the client
 * unions the reports (#core/chats/chat-realtime). Questions (`ask`) are answered with everything held
 * here, so a socket that opens learns the state that exists before it.
 */
import { PRESENCE_GRACE_MS } from '#core/chats/chat-realtime';
import type { BroadcastEnvelope } from './broadcast.ts';
import { conversationAddress, patientsOfAddress } from './chat-addresses.ts';
import type { Hub } from './hub.ts';

type Ask = Extract<BroadcastEnvelope, { kind: 'ask' }>;

export type Presence = {
  specialistJoined(ownerId: string): void;
  specialistLeft(ownerId: string): void;
  patientJoined(ownerId: string, patientId: string): void;
  patientLeft(ownerId: string, patientId: string): void;
  answer(ask: Ask): void;
  close(): void;
};

export type PresenceDeps = {
  hub: Hub;
  nodeId: string;
  publish(envelope: BroadcastEnvelope): void;
  graceMs?: number;
};

export function createPresence({
  hub,
  nodeId,
  publish,
  graceMs = PRESENCE_GRACE_MS,
}: PresenceDeps): Presence {
  /** Patients announced online from here, by specialist (until their leaving is announced). */
  const patientsOnline = new Map<string, Set<string>>();
  const specialistsOnline = new Set<string>();
  /** Leavings waiting out the grace, by hub address. */
  const leaving = new Map<string, NodeJS.Timeout>();

  const tellSpecialist = (ownerId: string, patientId: string, online: boolean) =>
    publish({ kind: 'deliver', to: ownerId, message: { type: 'presence', node: nodeId, patientId, online } });
  const tellPatients = (ownerId: string, online: boolean) =>
    publish({
      kind: 'deliver',
      to: patientsOfAddress(ownerId),
      message: { type: 'presence', node: nodeId, online },
    });

  /** Shared by both kinds: announce a first socket, or cancel the pending leaving of the last one. */
  function joined(address: string, isKnown: boolean, announce: () => void) {
    const pending = leaving.get(address);
    if (pending) {
      clearTimeout(pending);
      leaving.delete(address);
    }
    if (!isKnown) announce();
  }

  function left(address: string, onGone: () => void) {
    if (hub.connectionCount(address) > 0 || leaving.has(address)) return;
    const timer = setTimeout(() => {
      leaving.delete(address);
      if (hub.connectionCount(address) === 0) onGone();
    }, graceMs);
    timer.unref();
    leaving.set(address, timer);
  }

  return {
    specialistJoined(ownerId) {
      joined(ownerId, specialistsOnline.has(ownerId), () => {
        specialistsOnline.add(ownerId);
        tellPatients(ownerId, true);
      });
    },
    specialistLeft(ownerId) {
      left(ownerId, () => {
        specialistsOnline.delete(ownerId);
        tellPatients(ownerId, false);
      });
    },
    patientJoined(ownerId, patientId) {
      const online = patientsOnline.get(ownerId) ?? new Set<string>();
      joined(conversationAddress(patientId), online.has(patientId), () => {
        online.add(patientId);
        patientsOnline.set(ownerId, online);
        tellSpecialist(ownerId, patientId, true);
      });
    },
    patientLeft(ownerId, patientId) {
      left(conversationAddress(patientId), () => {
        const online = patientsOnline.get(ownerId);
        online?.delete(patientId);
        if (online?.size === 0) patientsOnline.delete(ownerId);
        tellSpecialist(ownerId, patientId, false);
      });
    },
    answer(ask) {
      // Through the broadcast: the asker's socket may sit on another process. Every process answers,
      // even with nothing, so the client can replace what it last heard from this one.
      if (ask.patientId === undefined) {
        publish({
          kind: 'deliver',
          to: ask.ownerId,
          message: {
            type: 'presence.snapshot',
            node: nodeId,
            patientIds: [...(patientsOnline.get(ask.ownerId) ?? [])],
          },
        });
      } else {
        publish({
          kind: 'deliver',
          to: conversationAddress(ask.patientId),
          message: { type: 'presence.snapshot', node: nodeId, online: specialistsOnline.has(ask.ownerId) },
        });
      }
    },
    close() {
      for (const timer of leaving.values()) clearTimeout(timer);
      leaving.clear();
    },
  };
}
