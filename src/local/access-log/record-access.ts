/**
 * This device's lines of the access log (#core/access-log): what it showed of a patient's, and what it
 * exported. Queued like any create, so offline they arrive with the next sync. A view seen again within
 * a few minutes on this device is the same look, not another line.
 */
import { ACCESS_EVENT_ENTITY } from '#core/access-log/access-event-entity';
import type { AccessEventRow, AccessSubject } from '#core/access-log/access-event-schema';
import { getDb, type MindofficeDb } from '../db.ts';
import { getDeviceId } from '../device-id.ts';
import { queueCreate } from '../sync/queue-writes.ts';

/** Views of the same thing on this device closer together than this make one line. */
export const SAME_VIEW_MS = 10 * 60_000;

export type AccessTarget = { subject: AccessSubject; subjectId: string; patientId: string };

async function recentlyViewed(db: MindofficeDb, target: AccessTarget, device: string, now: number) {
  const since = new Date(now - SAME_VIEW_MS).toISOString();
  const recent = await db.accessEvents
    .where('[patientId+at]')
    .between([target.patientId, since], [target.patientId, '\uffff'])
    .toArray();
  return recent.some(
    (line: AccessEventRow) =>
      line.action === 'view' &&
      line.device === device &&
      line.subject === target.subject &&
      line.subjectId === target.subjectId,
  );
}

export async function recordView(
  target: AccessTarget,
  db: MindofficeDb = getDb(),
  now = Date.now(),
): Promise<void> {
  const device = await getDeviceId(db);
  if (await recentlyViewed(db, target, device, now)) return;
  await queueCreate(
    ACCESS_EVENT_ENTITY,
    crypto.randomUUID(),
    {
      action: 'view',
      ...target,
      device,
      at: new Date(now).toISOString(),
      adminId: null,
    },
    db,
  );
}

export async function recordExport(
  patientId: string,
  db: MindofficeDb = getDb(),
  now = Date.now(),
): Promise<void> {
  await queueCreate(
    ACCESS_EVENT_ENTITY,
    crypto.randomUUID(),
    {
      action: 'export',
      subject: 'patient',
      subjectId: patientId,
      patientId,
      device: await getDeviceId(db),
      at: new Date(now).toISOString(),
      adminId: null,
    },
    db,
  );
}
