/**
 * A download of one of a patient's documents (a chat message's attachment, a document of their record)
 * by the specialist becomes a line of that patient's access log. A file no message names (a profile photo, a diploma) is not a
 * patient's and makes no line.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chatMessages, patientDocuments } from '../db/schema.ts';
import type { PokeDeps } from '../sync/poke.ts';
import { recordOutsideWrite } from './record-access.ts';

export function recordDownload(
  deps: PokeDeps & { db: Db },
  ownerId: string,
  fileId: string,
  device: string | null,
  now: Date,
): Promise<void> {
  return recordOutsideWrite(deps, ownerId, async (tx) => {
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
    const [document] = message
      ? []
      : await tx
          .select({ patientId: patientDocuments.patientId })
          .from(patientDocuments)
          .where(and(eq(patientDocuments.ownerId, ownerId), eq(patientDocuments.fileId, fileId)))
          .limit(1);
    const patientId = message?.patientId ?? document?.patientId;
    if (!patientId) return undefined;
    return {
      action: 'download',
      subject: 'file',
      subjectId: fileId,
      patientId,
      device,
      at: now,
    };
  });
}
