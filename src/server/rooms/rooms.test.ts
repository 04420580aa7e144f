import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatientConversation } from '#core/chats/chat-link-api';
import { chatLinkPath } from '#core/chats/chat-link-api';
import type { IceConfiguration } from '#core/rooms/ice-api';
import { ROOM_MESSAGES } from '#core/rooms/room-messages';
import { SAMPLE_SESSION } from '#core/sessions/sample-session';
import type { SessionFields, SessionRow } from '#core/sessions/session-schema';
import { type ChatWorld, startChatWorld } from '../chats/chat-test-kit.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { acceptsTurnCredentials, DEFAULT_ICE_SERVERS, parseIceServers } from './ice-servers.ts';

const TURN_SECRET = 'a-secret-shared-with-coturn';
const TTL_SECONDS = 3600;
const MINUTE_MS = 60_000;

describe('ICE_SERVERS', () => {
  it('defaults to a public STUN server, and refuses a list that is not one', () => {
    expect(parseIceServers(undefined)).toEqual(DEFAULT_ICE_SERVERS);
    expect(parseIceServers('[{"urls":["turn:turn.example.org:3478?transport=udp"]}]')).toEqual([
      { urls: ['turn:turn.example.org:3478?transport=udp'] },
    ]);
    expect(() => parseIceServers('{"urls":"stun:x"}')).toThrow(/non-empty array/);
    expect(() => parseIceServers('[{"urls":"http://example.org"}]')).toThrow(/non-empty array/);
    expect(() => parseIceServers('[stun')).toThrow(/not JSON/);
  });
});

describe.each(TEST_DRIVERS)('live session rooms’ ICE servers on %s', (driver) => {
  let world: ChatWorld;

  beforeAll(async () => {
    world = await startChatWorld(driver, {
      ice: {
        servers: [{ urls: 'stun:stun.example.org:3478' }, { urls: ['turn:turn.example.org:3478'] }],
        turnSecret: TURN_SECRET,
        turnTtlSeconds: TTL_SECONDS,
      },
    });
  });
  afterAll(async () => {
    await world?.stop();
  });

  /** A session of the patient's starting `minutes` from the server's now. */
  async function book(patientId: string, minutes: number, mode: 'video' | 'audio' | 'chat') {
    const id = crypto.randomUUID();
    const startsAt = new Date(world.clock.now().getTime() + minutes * MINUTE_MS).toISOString();
    const booked = await world.office('POST', '/api/sessions', {
      ...SAMPLE_SESSION,
      id,
      patientId,
      startsAt,
      mode,
      durationMinutes: 30,
      history: [{ at: world.clock.now().toISOString(), status: 'scheduled', startsAt }],
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    return id;
  }

  async function change(id: string, changes: Partial<SessionFields>) {
    const current = await world.office<SessionRow>('GET', `/api/sessions/${id}`);
    const version = current.body.data?.version;
    const changed = await world.office('PUT', `/api/sessions/${id}`, { baseVersion: version, changes });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  }

  it('gives the specialist TURN credentials of their own that stop working after their lifetime', async () => {
    const answer = await world.office<IceConfiguration>('GET', '/api/rooms/ice-servers');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const [stun, turn] = answer.body.data?.iceServers ?? [];
    expect(stun).toEqual({ urls: 'stun:stun.example.org:3478' });
    expect(turn?.urls).toEqual(['turn:turn.example.org:3478']);
    const { username = '', credential = '' } = turn ?? {};
    expect(username).toMatch(/^\d+:s-[0-9a-f-]{36}$/);
    const now = world.clock.now();
    expect(acceptsTurnCredentials(TURN_SECRET, username, credential, now)).toBe(true);
    expect(acceptsTurnCredentials('another-secret', username, credential, now)).toBe(false);
    expect(acceptsTurnCredentials(TURN_SECRET, username.replace(/^\d+/, '9999999999'), credential, now)).toBe(
      false,
    );
    const later = new Date(now.getTime() + (TTL_SECONDS + 5) * 1000);
    expect(acceptsTurnCredentials(TURN_SECRET, username, credential, later)).toBe(false);
    expect(Date.parse(answer.body.data?.expiresAt ?? '')).toBeLessThanOrEqual(
      now.getTime() + TTL_SECONDS * 1000,
    );
    expect((await world.asPatient('x'.repeat(43), 'GET', '/ice-servers')).status).toBe(404);
    const anonymous = await fetch(`${world.server.url}/api/rooms/ice-servers`);
    expect(anonymous.status).toBe(401);
  });

  it('gives a patient’s link credentials only while a video or audio session of theirs is open', async () => {
    const patient = await world.newPatient();
    const token = world.tokenOf((await world.linkFor(patient.id)).url);
    const none = await world.asPatient(token, 'GET', '/ice-servers');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(ROOM_MESSAGES.noRoomOpen.message);

    // A chat-mode session meets in the conversation; an audio one 45 minutes away is not open yet.
    await book(patient.id, 5, 'chat');
    await book(patient.id, 45, 'audio');
    expect((await world.asPatient(token, 'GET', '/ice-servers')).status).toBe(404);
    world.clock.advance(37 * MINUTE_MS);
    const open = await world.asPatient<IceConfiguration>(token, 'GET', '/ice-servers');
    world.clock.advance(-37 * MINUTE_MS);
    expect(open.status).toBe(200);
    const turn = open.body.data?.iceServers[1];
    expect(turn?.username).toMatch(/^\d+:p-[0-9a-f-]{36}$/);
    expect(
      acceptsTurnCredentials(TURN_SECRET, turn?.username ?? '', turn?.credential ?? '', world.clock.now()),
    ).toBe(true);
    // Another patient's link, even of the same specialist, sees no room of this one's.
    const other = await world.newPatient();
    const otherToken = world.tokenOf((await world.linkFor(other.id)).url);
    expect((await world.asPatient(otherToken, 'GET', '/ice-servers')).status).toBe(404);
    // Revoked: nothing.
    expect((await world.office('DELETE', chatLinkPath(patient.id), {})).status).toBe(200);
    expect((await world.asPatient(token, 'GET', '/ice-servers')).status).toBe(404);
  });

  it('shows a patient’s link their next session and marks their chat sessions, nothing of others’', async () => {
    const patient = await world.newPatient();
    const token = world.tokenOf((await world.linkFor(patient.id)).url);
    const read = async (as = token) => (await world.asPatient<PatientConversation>(as, 'GET')).body.data;
    expect((await read())?.nextSession).toBeNull();

    // Hours away: the world's other tests booked the near future of the same specialist.
    const chatId = await book(patient.id, 200, 'chat');
    const audioId = await book(patient.id, 300, 'audio');
    const first = await read();
    expect(first?.nextSession).toEqual({
      id: chatId,
      startsAt: expect.any(String),
      durationMinutes: 30,
      mode: 'chat',
      status: 'scheduled',
      startedAt: null,
      completedAt: null,
    });
    expect(first?.chatSessions).toEqual([]);

    // Held in the conversation: its start and end are marked there, and the next one is the audio session.
    const startedAt = new Date(world.clock.now().getTime() + 201 * MINUTE_MS).toISOString();
    await change(chatId, { status: 'ongoing', startedAt });
    expect((await read())?.nextSession).toMatchObject({ id: chatId, status: 'ongoing', startedAt });
    const completedAt = new Date(world.clock.now().getTime() + 225 * MINUTE_MS).toISOString();
    await change(chatId, { status: 'completed', completedAt });
    const after = await read();
    expect(after?.chatSessions).toEqual([expect.objectContaining({ id: chatId, startedAt, completedAt })]);
    expect(after?.nextSession).toMatchObject({ id: audioId, mode: 'audio' });
    // Nothing of the money or the notes.
    expect(Object.keys(after?.nextSession ?? {})).not.toContain('charge');
    expect(Object.keys(after?.nextSession ?? {})).not.toContain('notes');

    const other = await world.newPatient();
    const otherToken = world.tokenOf((await world.linkFor(other.id)).url);
    const theirs = await read(otherToken);
    expect(theirs?.nextSession).toBeNull();
    expect(theirs?.chatSessions).toEqual([]);
  });
});
