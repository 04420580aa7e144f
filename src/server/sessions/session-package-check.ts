/**
 * A package session on the server: the package must still carry it when it is booked or moved onto it
 * (#core/packages/package-units.ts) — the patient's own or their company's, not expired, the right
 * duration and mode, a unit left. Runs inside the owner transaction, so two devices booking a
 * package's last unit offline cannot both land: the second finds it used up.
 */
import { and, eq } from 'drizzle-orm';
import {
  PACKAGE_SESSION_TERMS,
  type PackageUse,
  packageMessageFormat,
  packageRefusal,
} from '#core/packages/package-units';
import type { SessionFields } from '#core/sessions/session-schema';
import { packages, patients, sessions } from '../db/schema.ts';
import type { ProposedWrite, Settled } from '../sync/entity-definition.ts';
import type { Tx } from '../sync/owner-transaction.ts';

export async function packageRefused(
  tx: Tx,
  write: ProposedWrite<SessionFields>,
  fields: SessionFields,
  zone: () => Promise<string>,
): Promise<Settled<SessionFields> | undefined> {
  const { packageId } = fields;
  if (packageId === null) return undefined;
  const { existing } = write;
  if (existing && PACKAGE_SESSION_TERMS.every((name) => existing[name] === fields[name])) return undefined;
  const [terms] = await tx
    .select()
    .from(packages)
    .where(and(eq(packages.ownerId, write.ownerId), eq(packages.id, packageId)));
  // The reference check before this one answers an unknown or foreign package (404).
  if (!terms) return undefined;
  const [patient] = await tx
    .select({ companyId: patients.companyId })
    .from(patients)
    .where(and(eq(patients.ownerId, write.ownerId), eq(patients.id, fields.patientId)));
  const uses = await packageUses(tx, write.ownerId, packageId);
  const refusal = packageRefusal(
    {
      id: terms.id,
      patientId: terms.patientId,
      sessionCount: terms.sessionCount,
      durationMinutes: terms.durationMinutes as SessionFields['durationMinutes'],
      modes: terms.modes,
      expiresAt: terms.expiresAt.toISOString(),
    },
    {
      id: write.id,
      patientId: fields.patientId,
      patientCompanyId: patient?.companyId ?? null,
      startsAt: fields.startsAt,
      durationMinutes: fields.durationMinutes,
      mode: fields.mode,
    },
    uses,
    new Date().toISOString(),
    packageMessageFormat(write.i18n.locale, await zone()),
  );
  if (!refusal) return undefined;
  return { ok: false, errors: { [refusal.field]: write.i18n._(refusal.message) } };
}

/** The package's sessions as its rules read them (#core/packages/package-units `PackageUse`). */
export async function packageUses(tx: Tx, ownerId: string, packageId: string): Promise<PackageUse[]> {
  const uses = await tx
    .select({
      id: sessions.id,
      packageId: sessions.packageId,
      status: sessions.status,
      deletedAt: sessions.deletedAt,
      lateCancellation: sessions.lateCancellation,
      usesPackageUnit: sessions.usesPackageUnit,
    })
    .from(sessions)
    .where(and(eq(sessions.ownerId, ownerId), eq(sessions.packageId, packageId)));
  return uses.map((use) => ({ ...use, deletedAt: use.deletedAt?.toISOString() ?? null }));
}
