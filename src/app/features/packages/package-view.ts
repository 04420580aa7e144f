// What the package page sums up from its sessions: who among a company's employees used it, with the
// units each one holds (cancelled sessions released theirs and are not counted: holdsPackageUnit).
import { holdsPackageUnit, type UnitHolder } from '#core/packages/package-units';

export type EmployeeUse = { patientId: string; name: string; units: number };

export function employeeUse(
  sessions: readonly (UnitHolder & { patientId: string; patientName: string })[],
): EmployeeUse[] {
  const byPatient = new Map<string, EmployeeUse>();
  for (const session of sessions) {
    if (!holdsPackageUnit(session)) continue;
    const current = byPatient.get(session.patientId) ?? {
      patientId: session.patientId,
      name: session.patientName,
      units: 0,
    };
    byPatient.set(session.patientId, { ...current, units: current.units + 1 });
  }
  return [...byPatient.values()].sort((a, b) => b.units - a.units || a.name.localeCompare(b.name));
}

/** Labels joined as the language writes a list ("Video and Audio", "فيديو وصوت"). */
export function listOf(locale: string, labels: readonly string[]): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(labels);
}
