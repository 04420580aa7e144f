/**
 * Each user's authenticator: a setup waits for the app's first code (TOTP_SETUP_MINUTES), then the
 * factor is on. A code is accepted once: its step must be above the last one used, checked and moved
 * in one conditional update (two sign-ins racing with one code: one passes).
 */
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { TOTP_SETUP_MINUTES } from '#core/two-factor';
import type { Db } from '../db/client.ts';
import { totpFactors } from '../db/schema.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { matchingStep, newTotpSecret } from './totp.ts';

export type TotpDeps = { db: Db; secretBox: SecretBox };

export async function findTotpFactor(db: Db, userId: string) {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  return row;
}

/**
 * Starts (or restarts) a setup with a new secret and answers it; undefined when the factor is
 * already on (it is turned off first, with the password).
 */
export async function startTotpSetup(deps: TotpDeps, userId: string): Promise<string | undefined> {
  const secret = newTotpSecret();
  const sealedSecret = deps.secretBox.seal(secret);
  const started = await deps.db
    .insert(totpFactors)
    .values({ userId, sealedSecret })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { sealedSecret, createdAt: new Date(), lastUsedStep: 0 },
      setWhere: isNull(totpFactors.confirmedAt),
    })
    .returning({ userId: totpFactors.userId });
  return started.length > 0 ? secret : undefined;
}

export type ConfirmOutcome = 'confirmed' | 'invalid' | 'expired';

/** Turns the factor on when `code` matches the setup's secret within its time. */
export async function confirmTotpSetup(
  deps: TotpDeps,
  userId: string,
  code: string,
  now: Date,
): Promise<ConfirmOutcome> {
  const factor = await findTotpFactor(deps.db, userId);
  if (!factor || factor.confirmedAt) return 'expired';
  if (now.getTime() - factor.createdAt.getTime() > TOTP_SETUP_MINUTES * 60_000) return 'expired';
  const step = matchingStep(deps.secretBox.open(factor.sealedSecret), code, now.getTime());
  if (step === null) return 'invalid';
  const confirmed = await deps.db
    .update(totpFactors)
    .set({ confirmedAt: now, lastUsedStep: step })
    .where(and(eq(totpFactors.userId, userId), isNull(totpFactors.confirmedAt)))
    .returning({ userId: totpFactors.userId });
  return confirmed.length > 0 ? 'confirmed' : 'expired';
}

/** True when `code` is the on factor's, for a step not used before (and now used). */
export async function verifyTotp(deps: TotpDeps, userId: string, code: string, now: Date): Promise<boolean> {
  const factor = await findTotpFactor(deps.db, userId);
  if (!factor?.confirmedAt) return false;
  const step = matchingStep(deps.secretBox.open(factor.sealedSecret), code, now.getTime());
  if (step === null) return false;
  const used = await deps.db
    .update(totpFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(totpFactors.userId, userId),
        isNotNull(totpFactors.confirmedAt),
        lt(totpFactors.lastUsedStep, step),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return used.length > 0;
}
