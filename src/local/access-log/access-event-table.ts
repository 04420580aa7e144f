/**
 * Version 18: the access log (#core/access-log), a patient's lines newest first by `[patientId+at]`
 * (the patient's profile reads them offline).
 */
import { ACCESS_EVENT_ENTITY } from '#core/access-log/access-event-entity';
import type { AccessEventRow } from '#core/access-log/access-event-schema';
import { defineSyncedTable } from '../local-table.ts';

export const ACCESS_EVENTS_TABLE = defineSyncedTable<AccessEventRow>()('accessEvents', {
  entity: ACCESS_EVENT_ENTITY,
  history: [{ version: 18, stores: 'id, [patientId+at]' }],
});
