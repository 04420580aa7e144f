/**
 * Erasing a patient from the office (src/server/patients/erase-patient.ts). Online only: the erasure
 * happens on the server, which alone reaches the files, the links and the other devices. The pull
 * that follows brings the blanked tombstones and the erasure's line, and the line makes this device
 * forget the rest (../sync/forget-patient.ts) — the same path every other device takes.
 */
import { type PatientErasureAnswer, patientErasurePath } from '#core/patients/patient-entity';
import { api } from '../http.ts';
import { pullChanges } from '../sync/pull.ts';

export async function erasePatient(patientId: string): Promise<void> {
  // The dialog says what failed; no second report.
  await api.post<PatientErasureAnswer>(patientErasurePath(patientId), {}, { skipErrorReport: true });
  await pullChanges();
}
