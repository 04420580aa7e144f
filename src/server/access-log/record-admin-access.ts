/**
 * An administrator's look at a specialist's records (a registration, a credential review, one of
 * their files) is a line of that specialist's access log, written in the specialist's owner
 * transaction and pulled by their devices: the security page shows them who looked.
 */
import type { AccessSubject } from '#core/access-log/access-event-schema';
import type { Db } from '../db/client.ts';
import { withOwnerTransaction } from '../sync/owner-transaction.ts';
import { notifyInTransaction, type PokeDeps, pokeAfterCommit } from '../sync/poke.ts';
import { recordAccess } from './record-access.ts';

export type AdminLook = {
  specialistId: string;
  adminId: string;
  subject: AccessSubject;
  subjectId: string;
  device: string | null;
  at: Date;
};

export async function recordAdminAccess(deps: PokeDeps & { db: Db }, look: AdminLook): Promise<void> {
  const { specialistId, adminId, subject, subjectId, device, at } = look;
  await withOwnerTransaction(deps.db, specialistId, async ({ tx }) => {
    await recordAccess(tx, specialistId, {
      action: 'view',
      subject,
      subjectId,
      patientId: null,
      device,
      at,
      adminId,
    });
    await notifyInTransaction(deps, tx, specialistId);
  });
  pokeAfterCommit(deps, specialistId);
}
