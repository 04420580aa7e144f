/**
 * A download of one of a patient's documents (a chat message's attachment) by the specialist becomes a
 * line of that patient's access log, in its own owner transaction; the owner's devices are poked to
 * pull it. A file no message names (a profile photo, a diploma) is not a patient's and makes no line.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chatMessages } from '../db/schema.ts';
import { withOwnerTransaction } from '../sync/owner-transaction.ts';
import { notifyInTransaction, type PokeDeps, pokeAfterCommit } from '../sync/poke.ts';
import { recordAccess } from './record-access.ts';

export async function recordDownload(
  deps: PokeDeps & { db: Db },
  ownerId: string,
  fileId: string,
  device: string | null,
  now: Date,
): Promise<void> {
  const recorded = await withOwnerTransaction(deps.db, ownerId, async ({ tx }) => {
    const [message] = await tx
      .select({ patientId: chatMessages.patientId })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.ownerId, ownerId),
          sql`${chatMessages.attachments} @> ${JSON.stringify([{ fileId }])}::jsonb`,
        ),
      )
      .limit(1);
    if (!message) return false;
    await recordAccess(tx, ownerId, {
      action: 'download',
      subject: 'file',
      subjectId: fileId,
      patientId: message.patientId,
      device,
      at: now,
    });
    await notifyInTransaction(deps, tx, ownerId);
    return true;
  });
  if (recorded) pokeAfterCommit(deps, ownerId);
}
