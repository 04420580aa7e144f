/**
 * Passkeys (WebAuthn, through @simplewebauthn/server): registered by a signed-in user, then used as
 * the sign-in's second step or as a sign-in on their own. The relying party is PUBLIC_URL's host, so a
 * passkey works on the address the app is published at (not on an IP address: WebAuthn refuses them).
 * Each ceremony's challenge is stored, bound to its purpose and account, and answered once.
 */
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { PasskeySummary } from '#core/two-factor';
import type { UserRow } from '../auth/users.ts';
import type { Db } from '../db/client.ts';
import { passkeys, type WEBAUTHN_PURPOSES, webauthnChallenges } from '../db/schema.ts';

const CEREMONY_MS = 5 * 60_000;
const RP_NAME = 'MindOffice';

type Purpose = (typeof WEBAUTHN_PURPOSES)[number];
export type PasskeyDeps = { db: Db; onboarding: { publicUrl(): string; now(): Date } };

function relyingParty(deps: PasskeyDeps): { rpID: string; origin: string } {
  const url = new URL(deps.onboarding.publicUrl());
  return { rpID: url.hostname, origin: url.origin };
}

async function storeChallenge(deps: PasskeyDeps, challenge: string, purpose: Purpose, userId: string | null) {
  const now = deps.onboarding.now();
  await deps.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await deps.db
    .insert(webauthnChallenges)
    .values({ challenge, purpose, userId, expiresAt: new Date(now.getTime() + CEREMONY_MS) });
}

/** True once: the challenge was made for this purpose and account, and is still open. */
function consumeChallenge(deps: PasskeyDeps, purpose: Purpose, userId: string | null) {
  return async (challenge: string): Promise<boolean> => {
    const taken = await deps.db
      .delete(webauthnChallenges)
      .where(
        and(
          eq(webauthnChallenges.challenge, challenge),
          eq(webauthnChallenges.purpose, purpose),
          userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
          gt(webauthnChallenges.expiresAt, deps.onboarding.now()),
        ),
      )
      .returning({ challenge: webauthnChallenges.challenge });
    return taken.length > 0;
  };
}

export async function listPasskeys(db: Db, userId: string): Promise<PasskeySummary[]> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

export async function registrationOptions(
  deps: PasskeyDeps,
  user: UserRow,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await deps.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(deps).rpID,
    userName: user.email,
    // The same handle for every passkey of the account: a passkey sign-in names its account by it.
    userID: isoUint8Array.fromUTF8String(user.id),
    userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await storeChallenge(deps, options.challenge, 'register', user.id);
  return options;
}

/** The new passkey, or undefined when its answer does not verify. */
export async function registerPasskey(
  deps: PasskeyDeps,
  userId: string,
  name: string,
  response: RegistrationResponseJSON,
): Promise<PasskeySummary | undefined> {
  const { rpID, origin } = relyingParty(deps);
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: consumeChallenge(deps, 'register', userId),
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verified?.verified) return undefined;
  const { credential } = verified.registrationInfo;
  const [row] = await deps.db
    .insert(passkeys)
    .values({
      id: credential.id,
      userId,
      name,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return undefined;
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: null };
}

/**
 * Options for a passkey's answer: the account's own passkeys for a second step, any passkey of this
 * site for a sign-in on its own (which then must verify its user: a PIN or biometrics).
 */
export async function authenticationOptions(
  deps: PasskeyDeps,
  purpose: Exclude<Purpose, 'register'>,
  userId: string | null,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const own = userId ? await deps.db.select().from(passkeys).where(eq(passkeys.userId, userId)) : [];
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps).rpID,
    userVerification: purpose === 'sign-in' ? 'required' : 'preferred',
    ...(userId ? { allowCredentials: own.map((row) => ({ id: row.id, transports: row.transports })) } : {}),
  });
  await storeChallenge(deps, options.challenge, purpose, userId);
  return options;
}

export type PasskeyCheck = { userId: string } | { refused: 'unknown' | 'invalid' };

/** Which account a passkey's answer proves, for a second step of `userId` or a sign-in (null). */
export async function checkPasskey(
  deps: PasskeyDeps,
  purpose: Exclude<Purpose, 'register'>,
  userId: string | null,
  response: AuthenticationResponseJSON,
): Promise<PasskeyCheck> {
  const [row] = await deps.db.select().from(passkeys).where(eq(passkeys.id, response.id));
  if (!row || (userId !== null && row.userId !== userId)) return { refused: 'unknown' };
  // A sign-in's passkey names its account by the handle given at registration: it must be the row's.
  const handle = response.response.userHandle;
  if (purpose === 'sign-in' && (!handle || isoBase64URL.toUTF8String(handle) !== row.userId)) {
    return { refused: 'invalid' };
  }
  const { rpID, origin } = relyingParty(deps);
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: consumeChallenge(deps, purpose, userId),
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: row.id,
      publicKey: isoBase64URL.toBuffer(row.publicKey),
      counter: row.counter,
      transports: row.transports,
    },
    requireUserVerification: purpose === 'sign-in',
  }).catch(() => undefined);
  if (!verified?.verified) return { refused: 'invalid' };
  await deps.db
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: deps.onboarding.now() })
    .where(eq(passkeys.id, row.id));
  return { userId: row.userId };
}

/** True when the passkey was the user's and is gone. */
export async function removePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id });
  return removed.length > 0;
}
