/** The local table of patients (#core/patients), with the derived keys its list and search read. */
import { PATIENT_ENTITY } from '#core/patients/patient-entity';
import { defineSyncedTable, storeRowsAgain } from '../local-table.ts';
import { type StoredPatient, withPatientKeys } from './patient-keys.ts';

export const PATIENTS_TABLE = defineSyncedTable<StoredPatient>()('patients', {
  entity: PATIENT_ENTITY,
  toStored: withPatientKeys,
  patientOf: (row) => row.id,
  history: [
    // Version 2 (the offline-first core): listed and searched through derived keys (name order,
    // type, word prefixes); an individual points at its company.
    { version: 2, stores: 'id, *searchKeys, listKey, typeListKey, type, companyId' },
    // Version 4: the search counts rows through index counts alone and finds a page without reading
    // every match. `searchKeys` (`word␁type␁…`) gives way to `wordKeys` (`type␁word`: one type's
    // matches are one range), `sharedPrefixKeys` (lets a count skip rows matching through two words)
    // and `wordStartKeys` (the rows with a word of a given start, in name order).
    {
      version: 4,
      stores: 'id, *wordKeys, *sharedPrefixKeys, *wordStartKeys, listKey, typeListKey, type, companyId',
      upgrade: storeRowsAgain('patients', withPatientKeys),
    },
  ],
});
