/**
 * Version 18: the access log (#core/access-log), a patient's lines newest first by `[patientId+at]`
 * (the patient's profile reads them offline); version 19: an administrator's (the security page).
 */
import { ACCESS_EVENT_ENTITY } from '#core/access-log/access-event-entity';
import type { AccessEventRow } from '#core/access-log/access-event-schema';
import { defineSyncedTable } from '../local-table.ts';

export const ACCESS_EVENTS_TABLE = defineSyncedTable<AccessEventRow>()('accessEvents', {
  entity: ACCESS_EVENT_ENTITY,
  patientOf: (row) => row.patientId,
  history: [
    { version: 18, stores: 'id, [patientId+at]' },
    // Version 19: the administrators' looks by `adminId` (null for the specialist's own lines, which
    // IndexedDB leaves out of the index: it costs nothing to the others).
    { version: 19, stores: 'id, [patientId+at], adminId' },
  ],
});
