/** Reading the access log from the device's copy (the patient's profile shows it, offline too). */
import type { AccessEventRow } from '#core/access-log/access-event-schema';
import { getDb, type MindofficeDb } from '../db.ts';

/** A patient's lines, newest first, `limit` of them. */
export function patientAccessLog(
  patientId: string,
  limit: number,
  db: MindofficeDb = getDb(),
): Promise<AccessEventRow[]> {
  return db.accessEvents
    .where('[patientId+at]')
    .between([patientId, ''], [patientId, '\uffff'])
    .reverse()
    .limit(limit)
    .toArray();
}

/** What administrators looked at of the specialist's own records, newest first. */
export async function adminAccessLog(limit: number, db: MindofficeDb = getDb()): Promise<AccessEventRow[]> {
  const lines = await db.accessEvents.where('adminId').above('').toArray();
  return lines.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
