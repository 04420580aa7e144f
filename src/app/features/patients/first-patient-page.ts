// The query the patients list opens with. Its route's loader reads this page while the route's chunks
// download, so the table paints with its rows; the page's state starts from the same query.
import type { PatientPageQuery } from '#local/patients/patient-queries';

export const FIRST_PATIENT_PAGE: PatientPageQuery = { search: '', type: 'all', pageIndex: 0, pageSize: 10 };
