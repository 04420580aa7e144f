/**
 * An administrator's look at a specialist's records (a registration, a credential review, one of
 * their files) is a line of that specialist's access log, pulled by their devices: the security page
 * shows them who looked.
 */
import type { AccessSubject } from '#core/access-log/access-event-schema';
import type { Db } from '../db/client.ts';
import type { PokeDeps } from '../sync/poke.ts';
import { recordOutsideWrite } from './record-access.ts';

export type AdminLook = {
  specialistId: string;
  adminId: string;
  subject: AccessSubject;
  subjectId: string;
  device: string | null;
  at: Date;
};

export function recordAdminAccess(deps: PokeDeps & { db: Db }, look: AdminLook): Promise<void> {
  const { specialistId, ...line } = look;
  return recordOutsideWrite(deps, specialistId, async () => ({ action: 'view', patientId: null, ...line }));
}
