/**
 * A live session's signalling over `/ws` (issue 13): the two browsers exchange their WebRTC session
 * descriptions and ICE candidates through the server, which relays them between the session's
 * specialist and its patient's link and nobody else; the media itself never passes through us.
 *
 * A socket joins the room of a session (the specialist names it; a patient's link has at most one
 * open, #core/rooms/join-window) and is then told of the other side arriving and leaving, and handed
 * its signals. Each browser tab draws a random `peer` id for its call: a signal or an arrival from a
 * new `peer` of the other side means the other side started over (a reload), and a second tab of the
 * same side takes the call over from the first.
 */
import * as v from 'valibot';
import { syncedIdSchema } from '../sync/entity.ts';

export const ROOM_ROLES = ['specialist', 'patient'] as const;
export type RoomRole = (typeof ROOM_ROLES)[number];

/** An SDP offer with audio, video and every codec Chromium offers is 5–10 KB; this is ample. */
export const SDP_MAX_CHARS = 64_000;
const CANDIDATE_MAX_CHARS = 2_000;

const peerSchema = v.pipe(v.string(), v.uuid());

const descriptionSchema = v.strictObject({
  type: v.picklist(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: v.pipe(v.string(), v.maxLength(SDP_MAX_CHARS)),
});

const candidateSchema = v.strictObject({
  candidate: v.pipe(v.string(), v.maxLength(CANDIDATE_MAX_CHARS)),
  sdpMid: v.nullish(v.pipe(v.string(), v.maxLength(64))),
  sdpMLineIndex: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(64))),
  usernameFragment: v.nullish(v.pipe(v.string(), v.maxLength(256))),
});

/** From a client. `sessionId` is the specialist's choice; a patient's socket ignores it. */
export const roomClientSchema = v.variant('type', [
  v.object({ type: v.literal('room.join'), sessionId: v.optional(syncedIdSchema), peer: peerSchema }),
  v.object({ type: v.literal('room.leave'), peer: peerSchema }),
  v.object({
    type: v.literal('room.signal'),
    peer: peerSchema,
    description: v.optional(descriptionSchema),
    /** null: the end of the candidates (the browser's own end-of-candidates event). */
    candidate: v.optional(v.nullable(candidateSchema)),
  }),
]);
export type RoomClientMessage = v.InferOutput<typeof roomClientSchema>;
export type SessionDescriptionMessage = v.InferOutput<typeof descriptionSchema>;
export type IceCandidateMessage = v.InferOutput<typeof candidateSchema>;

/** To the joiner: it is in the room of `sessionId`, as `role`. */
export type RoomJoined = { type: 'room.joined'; sessionId: string; role: RoomRole };
/** To the joiner: no room it may enter (not its session, not open, or no session at all). */
export type RoomRefused = { type: 'room.refused' };
/** To the room: a side's peer arrived or left (its socket closed, or it hung up). */
export type RoomPeer = {
  type: 'room.peer';
  sessionId: string;
  role: RoomRole;
  peer: string;
  present: boolean;
};
/** To the room: a side's description or candidate, for the other side. */
export type RoomSignal = {
  type: 'room.signal';
  sessionId: string;
  role: RoomRole;
  peer: string;
  description?: SessionDescriptionMessage;
  candidate?: IceCandidateMessage | null;
};

export type ServerRoomMessage = RoomJoined | RoomRefused | RoomPeer | RoomSignal;
