/**
 * A patient's erasure (GDPR Art. 17, issue 36): everything of the patient's leaves the server in one
 * owner transaction, and every device deletes its copy at its next pull.
 * - Every synced row holding the patient's data (each entity's `erasure`, ../sync/entity-definition.ts)
 *   becomes a blanked tombstone with a new version: the pull takes it to every device, which deletes
 *   the row's content there, and the id stays taken so a replayed create cannot bring it back.
 * - The access log's lines about the patient become tombstones too (the table's trigger allows it in a
 *   transaction marked for this patient); one line stays: that an erasure happened, when, from where.
 * - The chat links are deleted (their open sockets close on every process), with the e-mails that
 *   carried them, and the e-mails about the patient's sessions, sent or still to send; the files of
 *   the chat's attachments and of the record's documents are deleted, their bytes removed after
 *   commit (the orphan sweep, ../files/orphan-sweep.ts, removes any a crash left behind); stored
 *   answers of earlier writes that quote the patient's rows are forgotten.
 * - An individual who belonged to an erased company stays, without the company.
 */
import { and, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { recordAccess } from '../access-log/record-access.ts';
import { sessionTransaction } from '../auth/session-events.ts';
import type { SessionGuard } from '../auth/session-guard.ts';
import type { Db } from '../db/client.ts';
import {
  chatLinks,
  chatMessages,
  idempotencyKeys,
  mailOutbox,
  patientDocuments,
  patientMails,
  patients,
  uploadedFiles,
} from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import { errorFields, type Logger } from '../log.ts';
import type { AnyEntityRules } from '../sync/entity-definition.ts';
import { NEXT_VERSION } from '../sync/entity-store.ts';
import { lockOwner, type Tx } from '../sync/owner-transaction.ts';
import { notifyInTransaction, type PokeDeps, pokeAfterCommit } from '../sync/poke.ts';
import { SERVER_ENTITIES } from '../synced-entities.ts';

export type ErasureDeps = PokeDeps & { db: Db; sessions: SessionGuard; store: FileStore; log: Logger };

export type ErasureRequest = { ownerId: string; patientId: string; device: string | null; now: Date };

/** 'erased'; 'not-found' when the owner has no such patient (never had, or another owner's). */
export async function erasePatient(
  deps: ErasureDeps,
  request: ErasureRequest,
): Promise<'erased' | 'not-found'> {
  const { ownerId, patientId } = request;
  const outcome = await sessionTransaction(deps.db, deps.sessions, async (tx, endSession) => {
    await lockOwner(tx, ownerId);
    const [patient] = await tx
      .select({ id: patients.id, email: patients.email })
      .from(patients)
      .where(and(eq(patients.id, patientId), eq(patients.ownerId, ownerId)));
    if (!patient) return undefined;
    await tx.execute(sql`select set_config('mindoffice.erasing_patient', ${patientId}, true)`);
    const storageNames = await deleteAttachments(tx, ownerId, patientId);
    await forgetChatLinks(tx, ownerId, patient, (linkId) => endSession({ sessionId: linkId }));
    await leaveCompany(tx, ownerId, patientId, request.device, request.now);
    await forgetSessionMails(tx, ownerId, patient);
    for (const entity of SERVER_ENTITIES) await blankRows(tx, entity, ownerId, patientId, request.now);
    await tx
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.ownerId, ownerId),
          sql`${idempotencyKeys.response}::text like ${`%${patientId}%`}`,
        ),
      );
    await recordAccess(tx, ownerId, {
      action: 'erase',
      subject: 'patient',
      subjectId: patientId,
      patientId,
      device: request.device,
      at: request.now,
    });
    await notifyInTransaction(deps, tx, ownerId);
    return storageNames;
  });
  if (!outcome) return 'not-found';
  pokeAfterCommit(deps, ownerId);
  for (const name of outcome) {
    await deps.store.remove(name).catch((error: unknown) => {
      // The row is gone: the orphan sweep removes these bytes within the hour.
      deps.log.warn('erased file not removed', { ...errorFields(error), storageName: name });
    });
  }
  return 'erased';
}

/** The entity's rows of the patient as blanked tombstones, each with a new version. */
async function blankRows(tx: Tx, entity: AnyEntityRules, ownerId: string, patientId: string, now: Date) {
  const { erasure, table } = entity;
  if (!erasure) return;
  await tx
    .update(table)
    .set({
      ...entity.columnsOf(erasure.blank),
      deletedAt: sql`coalesce(${table.deletedAt}, ${now.toISOString()}::timestamptz)`,
      version: NEXT_VERSION,
      updatedAt: now,
    })
    .where(and(eq(table.ownerId, ownerId), erasure.rowsOf(patientId)));
}

/** Deletes the file rows of the patient's chat attachments and record documents; answers their bytes' names. */
async function deleteAttachments(tx: Tx, ownerId: string, patientId: string): Promise<string[]> {
  const messages = await tx
    .select({ attachments: chatMessages.attachments })
    .from(chatMessages)
    .where(and(eq(chatMessages.ownerId, ownerId), eq(chatMessages.patientId, patientId)));
  const documents = await tx
    .select({ fileId: patientDocuments.fileId })
    .from(patientDocuments)
    .where(and(eq(patientDocuments.ownerId, ownerId), eq(patientDocuments.patientId, patientId)));
  const fileIds = [
    ...messages.flatMap((message) => message.attachments.map((attachment) => attachment.fileId)),
    ...documents.flatMap((document) => (document.fileId === null ? [] : [document.fileId])),
  ];
  if (fileIds.length === 0) return [];
  const deleted = await tx
    .delete(uploadedFiles)
    .where(and(eq(uploadedFiles.userId, ownerId), inArray(uploadedFiles.id, fileIds)))
    .returning({ storageName: uploadedFiles.storageName });
  return deleted.map((file) => file.storageName);
}

/**
 * Deletes the patient's chat links and the e-mails that sent them, ending every socket a link opened.
 * A mail's row keeps its link only while no SMTP server takes it (then the link's token, whose SHA-256
 * is all the link row keeps, finds it); a sent one keeps only its address, so every chat-link mail to
 * the patient's address goes (another specialist's to the same address loses its log line, not its
 * link: the link row is theirs).
 */
async function forgetChatLinks(
  tx: Tx,
  ownerId: string,
  patient: { id: string; email: string },
  endLink: (linkId: string) => Promise<void>,
) {
  const ofPatient = and(eq(chatLinks.ownerId, ownerId), eq(chatLinks.patientId, patient.id));
  await tx
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.template, 'chat-link'),
        or(
          eq(mailOutbox.toAddress, patient.email),
          sql`encode(sha256(convert_to(substring(${mailOutbox.link} from '[^/]+$'), 'UTF8')), 'hex') in (select ${chatLinks.tokenHash} from ${chatLinks} where ${ofPatient})`,
        ),
      ),
    );
  const deleted = await tx.delete(chatLinks).where(ofPatient).returning({ id: chatLinks.id });
  for (const link of deleted) await endLink(link.id);
}

/**
 * The e-mails about the patient's sessions: those still to send, and the log lines of those sent to
 * the patient's address (like the chat link's, another specialist's to the same address go too).
 */
async function forgetSessionMails(tx: Tx, ownerId: string, patient: { id: string; email: string }) {
  await tx
    .delete(patientMails)
    .where(and(eq(patientMails.ownerId, ownerId), eq(patientMails.patientId, patient.id)));
  await tx
    .delete(mailOutbox)
    .where(and(like(mailOutbox.template, 'session-%'), eq(mailOutbox.toAddress, patient.email)));
}

/** The individuals of an erased company stay the specialist's patients, without their company. */
async function leaveCompany(tx: Tx, ownerId: string, companyId: string, device: string | null, now: Date) {
  const changed = await tx
    .update(patients)
    .set({ companyId: null, version: NEXT_VERSION, updatedAt: now })
    .where(and(eq(patients.ownerId, ownerId), eq(patients.companyId, companyId), isNull(patients.deletedAt)))
    .returning({ id: patients.id });
  for (const { id } of changed) {
    const line = { action: 'update', subject: 'patient', subjectId: id, patientId: id } as const;
    await recordAccess(tx, ownerId, { ...line, device, at: now });
  }
}
