/**
 * Reads and writes patient rows for the routes, inside an owner transaction, and maps them to the
 * wire row the client stores. Invariant: every write draws a new version; nothing is hard-deleted.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { PatientFields, PatientRow } from '#core/patients/patient-schema';
import type { Db } from '../db/client.ts';
import { patients } from '../db/schema.ts';
import type { OwnerTx, Tx } from './owner-transaction.ts';

export type PatientRecord = typeof patients.$inferSelect;

export function toWire(record: PatientRecord): PatientRow {
  return {
    id: record.id,
    ownerId: record.ownerId,
    version: record.version,
    updatedAt: record.updatedAt.toISOString(),
    deletedAt: record.deletedAt ? record.deletedAt.toISOString() : null,
    name: record.name,
    contactNumber: record.contactNumber,
    gender: record.gender,
    dateOfBirth: record.dateOfBirth,
    country: record.country,
    type: record.type,
    email: record.email,
    companyId: record.companyId,
  };
}

export function fieldsOf(record: PatientRecord): PatientFields {
  const { name, contactNumber, gender, dateOfBirth, country, type, email, companyId } = record;
  return { name, contactNumber, gender, dateOfBirth, country, type, email, companyId };
}

/** Any owner's row with this id (the caller tells "not yours" apart as 404). */
export async function findPatient(db: Db | Tx, id: string): Promise<PatientRecord | undefined> {
  const [row] = await db.select().from(patients).where(eq(patients.id, id));
  return row;
}

/** Draws the next version inside the statement that writes it (one round trip fewer per write). */
const NEXT_VERSION = sql<number>`nextval('sync_version_seq')`;

/** Inserts a new patient; undefined when the id already exists (whoever owns it). */
export async function insertPatient(
  owner: OwnerTx,
  ownerId: string,
  id: string,
  fields: PatientFields,
): Promise<PatientRecord | undefined> {
  const [row] = await owner.tx
    .insert(patients)
    .values({ id, ownerId, ...fields, version: NEXT_VERSION })
    .onConflictDoNothing({ target: patients.id })
    .returning();
  return row;
}

export async function writePatient(
  owner: OwnerTx,
  id: string,
  values: Partial<PatientFields> & { deletedAt?: Date },
): Promise<PatientRecord> {
  const [row] = await owner.tx
    .update(patients)
    .set({ ...values, version: NEXT_VERSION, updatedAt: new Date() })
    .where(eq(patients.id, id))
    .returning();
  if (!row) throw new Error('patient not updated');
  return row;
}

/** Is `companyId` a live company patient of this owner? */
export async function isOwnCompany(tx: Tx, ownerId: string, companyId: string): Promise<boolean> {
  const company = await findPatient(tx, companyId);
  return (
    company !== undefined && company.ownerId === ownerId && company.type === 'company' && !company.deletedAt
  );
}

/** The owner's rows changed after `since`, in version order, one more than asked to tell `hasMore`. */
export function patientsChangedSince(db: Db, ownerId: string, since: number, limit: number) {
  return db
    .select()
    .from(patients)
    .where(and(eq(patients.ownerId, ownerId), gt(patients.version, since)))
    .orderBy(asc(patients.version))
    .limit(limit + 1);
}
