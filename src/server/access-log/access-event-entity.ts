/**
 * The access log on the server (#core/access-log): devices create the lines of what they showed or
 * exported through the generic create; the server's own lines come from ./record-access.ts.
 */
import { eq } from 'drizzle-orm';
import { ACCESS_EVENT_ENTITY } from '#core/access-log/access-event-entity';
import { ACCESS_LOG_MESSAGES as M } from '#core/access-log/access-event-messages';
import type { AccessEventFields } from '#core/access-log/access-event-schema';
import { accessEvents } from '../db/schema.ts';
import { patientEntity } from '../patients/patient-entity.ts';
import { defineServerEntity, type ServerEntity } from '../sync/entity-definition.ts';

export const accessEventEntity: ServerEntity = defineServerEntity<
  AccessEventFields,
  typeof accessEvents.$inferSelect
>({
  synced: ACCESS_EVENT_ENTITY,
  table: accessEvents,
  notFound: M.notFound,
  // A line about a patient is about one of the owner's own (another's answers like an unknown one).
  references: [{ field: 'patientId', target: () => patientEntity, message: M.notFound, absent: 'not-found' }],
  // The one change the table's trigger lets through, inside an erasure's marked transaction; the
  // erasure's own line is written after, and stays.
  erasure: { rowsOf: (patientId) => eq(accessEvents.patientId, patientId), blank: { device: null } },
});
