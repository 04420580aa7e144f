/**
 * The ICE servers a live session's browsers are given (#core/rooms/ice-api). From configuration:
 * `ICE_SERVERS` (a JSON array of RTCIceServer objects; a public STUN server by default) and, for the
 * TURN entries among them that carry no fixed credentials, `TURN_SECRET`: each caller gets its own
 * short-lived username and password by coturn's REST API scheme (`use-auth-secret`), so no static
 * TURN password ever reaches a browser.
 *
 * Scheme: username = `<expiry, Unix seconds>:<caller>`, password = base64(HMAC-SHA1(secret,
 * username)); the TURN server recomputes the password and refuses a username whose expiry passed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import type { IceConfiguration, IceServer } from '#core/rooms/ice-api';

/** Longer than a session (90 minutes at most) with its waiting room: a call's relay keeps working. */
export const DEFAULT_TURN_TTL_SECONDS = 4 * 60 * 60;

/** Works anywhere with an internet connection; a practice with its own STUN/TURN names them instead. */
export const DEFAULT_ICE_SERVERS: readonly IceServer[] = [{ urls: 'stun:stun.l.google.com:19302' }];

export type IceSettings = {
  servers: readonly IceServer[];
  turnSecret: string | undefined;
  turnTtlSeconds: number;
};

const ICE_URL = v.pipe(v.string(), v.regex(/^(stun|stuns|turn|turns):\S+$/));
const iceServersSchema = v.pipe(
  v.array(
    v.strictObject({
      urls: v.union([ICE_URL, v.pipe(v.array(ICE_URL), v.minLength(1))]),
      username: v.optional(v.string()),
      credential: v.optional(v.string()),
    }),
  ),
  v.minLength(1),
);

/** `ICE_SERVERS` read at start: a mistake stops the server with a clear message, not the first call. */
export function parseIceServers(json: string | undefined): readonly IceServer[] {
  if (json === undefined || json.trim() === '') return DEFAULT_ICE_SERVERS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error(
      'ICE_SERVERS is not JSON: expected an array like [{"urls":"stun:stun.example.org:3478"}]',
    );
  }
  const checked = v.safeParse(iceServersSchema, parsed);
  if (!checked.success)
    throw new Error(
      'ICE_SERVERS must be a non-empty array of {"urls": "stun:…"|"turn:…"|[…], "username"?, "credential"?}',
    );
  // Optional fields left out rather than undefined: the browser's RTCIceServer is given them as is.
  return checked.output.map(({ urls, username, credential }) => ({
    urls,
    ...(username !== undefined ? { username } : {}),
    ...(credential !== undefined ? { credential } : {}),
  }));
}

export function parseTurnTtl(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_TURN_TTL_SECONDS;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 60)
    throw new Error(`TURN_TTL_SECONDS is not a whole number of seconds, at least 60: ${value}`);
  return seconds;
}

const isTurn = (server: IceServer) =>
  (Array.isArray(server.urls) ? server.urls : [server.urls]).some((url) => /^turns?:/.test(url));

/** The password coturn expects for `username` under `secret`. */
function turnPassword(secret: string, username: string): string {
  return createHmac('sha1', secret).update(username).digest('base64');
}

/**
 * The configuration for one caller (`caller`: an opaque name for the TURN server's logs, never a
 * secret): TURN entries without fixed credentials get credentials valid until now + the TTL.
 */
export function iceConfigurationFor(settings: IceSettings, caller: string, now: Date): IceConfiguration {
  const expiresSeconds = Math.floor(now.getTime() / 1000) + settings.turnTtlSeconds;
  const username = `${expiresSeconds}:${caller}`;
  let issued = false;
  const iceServers = settings.servers.map((server): IceServer => {
    if (!isTurn(server) || server.username !== undefined || !settings.turnSecret) return { ...server };
    issued = true;
    return { ...server, username, credential: turnPassword(settings.turnSecret, username) };
  });
  return { iceServers, expiresAt: issued ? new Date(expiresSeconds * 1000).toISOString() : null };
}

/** What a TURN server with `static-auth-secret=<secret>` decides of these credentials at `now`. */
export function acceptsTurnCredentials(
  secret: string,
  username: string,
  credential: string,
  now: Date,
): boolean {
  const expiry = Number(username.split(':')[0]);
  if (!Number.isInteger(expiry) || expiry * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(turnPassword(secret, username));
  const given = Buffer.from(credential);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
