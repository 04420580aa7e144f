/**
 * Everything this device holds about one patient, as plain data for an export (GDPR Art. 15 and 20):
 * the profile (a company's employees by name), sessions, packages, chat messages, the clinical record
 * (entries, addenda and the record's documents), and the documents the messages carry. Read from the local copy, so it works offline; documents come from the device,
 * else from the server, and are listed as missing when neither has them.
 */

import { CHAT_MESSAGE_ENTITY } from '#core/chats/chat-message-entity';
import { archiveFileName } from '#core/exports/archive-name';
import { PACKAGE_ENTITY } from '#core/packages/package-entity';
import { PATIENT_ENTITY } from '#core/patients/patient-entity';
import {
  PATIENT_DOCUMENT_ENTITY,
  RECORD_ADDENDUM_ENTITY,
  RECORD_ENTRY_ENTITY,
} from '#core/record/record-entity';
import { SESSION_ENTITY } from '#core/sessions/session-entity';
import { pickFields } from '#core/sync/entity';
import { getDb, type MindofficeDb } from '../db.ts';
import { ownFileBytes } from '../files/own-files.ts';
import { livePatientSessions } from '../sessions/session-store.ts';

/** A row as the entity defines it (derived keys and sync bookkeeping left out). */
type Exported = { id: string } & Record<string, unknown>;

function exported(row: { id: string }, fieldNames: readonly string[]): Exported {
  return { id: row.id, ...pickFields<Record<string, unknown>>(row, fieldNames) };
}

export type ExportedFile = {
  fileId: string;
  name: string;
  type: string;
  size: number;
  /** Its path in the archive, or null when its bytes could not be had (offline, not on this device). */
  path: string | null;
};

export type PatientExport = {
  format: 'mindoffice.patient-export';
  version: 1;
  exportedAt: string;
  patient: Exported;
  /** A company's employees (patients of their own, exported one by one). */
  employees: { id: string; name: string }[];
  sessions: Exported[];
  packages: Exported[];
  chatMessages: Exported[];
  /** The clinical record: its entries newest first, and the addenda of the signed ones. */
  recordEntries: Exported[];
  recordAddenda: Exported[];
  /** The record's documents, newest first (their bytes are among `files`). */
  patientDocuments: Exported[];
  /** The documents' bytes: the messages' attachments, then the record's documents. */
  files: ExportedFile[];
};

export type PatientExportBundle = { data: PatientExport; fileBlobs: Map<string, Blob> };

/** Deleted rows stay on the device as tombstones; an export leaves them out. */
const isLive = (row: { deletedAt: string | null }) => row.deletedAt === null;

export async function collectPatientExport(
  patientId: string,
  now: Date,
  db: MindofficeDb = getDb(),
): Promise<PatientExportBundle | undefined> {
  const patient = await db.patients.get(patientId);
  if (!patient || !isLive(patient)) return undefined;
  const [employees, sessions, packages, messages, recordEntries, recordAddenda, documents] =
    await Promise.all([
      db.patients.filter((row) => row.companyId === patientId && isLive(row)).toArray(),
      livePatientSessions(db, patientId),
      db.packages.where('patientId').equals(patientId).filter(isLive).toArray(),
      db.chatMessages
        .where('[patientId+sentAt]')
        .between([patientId, ''], [patientId, '\uffff'])
        .filter(isLive)
        .toArray(),
      db.recordEntries
        .where('[livePatientId+writtenOn]')
        .between([patientId, ''], [patientId, '\uffff'])
        .reverse()
        .toArray(),
      db.recordAddenda.filter((row) => row.patientId === patientId && isLive(row)).toArray(),
      db.patientDocuments
        .where('[livePatientId+addedAt]')
        .between([patientId, ''], [patientId, '\uffff'])
        .reverse()
        .toArray(),
    ]);
  const fileBlobs = new Map<string, Blob>();
  const files: ExportedFile[] = [];
  const described = [
    ...messages.flatMap((message) => message.attachments),
    ...documents.flatMap((document) =>
      document.fileId === null
        ? []
        : [
            {
              fileId: document.fileId,
              name: document.fileName,
              type: document.fileType,
              size: document.fileSize,
            },
          ],
    ),
  ];
  for (const file of described) {
    const blob = await ownFileBytes(file.fileId, db);
    const path = blob ? archiveFileName(files.length, file.name) : null;
    if (blob && path) fileBlobs.set(path, blob);
    files.push({ ...file, path });
  }
  return {
    data: {
      format: 'mindoffice.patient-export',
      version: 1,
      exportedAt: now.toISOString(),
      patient: exported(patient, PATIENT_ENTITY.fieldNames),
      employees: employees.map((row) => ({ id: row.id, name: row.name })),
      sessions: sessions.map((row) => exported(row, SESSION_ENTITY.fieldNames)),
      packages: packages.map((row) => exported(row, PACKAGE_ENTITY.fieldNames)),
      chatMessages: messages.map((row) => exported(row, CHAT_MESSAGE_ENTITY.fieldNames)),
      recordEntries: recordEntries.map((row) => exported(row, RECORD_ENTRY_ENTITY.fieldNames)),
      recordAddenda: recordAddenda
        .sort((a, b) => a.writtenAt.localeCompare(b.writtenAt))
        .map((row) => exported(row, RECORD_ADDENDUM_ENTITY.fieldNames)),
      patientDocuments: documents.map((row) => exported(row, PATIENT_DOCUMENT_ENTITY.fieldNames)),
      files,
    },
    fileBlobs,
  };
}
