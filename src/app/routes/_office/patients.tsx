import { createFileRoute } from '@tanstack/react-router';
import { FIRST_PATIENT_PAGE } from '../../features/patients/first-patient-page.ts';
import { PatientsPage } from '../../features/patients/PatientsPage.tsx';

export const Route = createFileRoute('/_office/patients')({
  // The data layer is imported here, not at the top, so the entry chunk (and the landing page) stays
  // without it.
  loader: async () => {
    const { queryPatientPage } = await import('#local/patients/patient-queries');
    return queryPatientPage(FIRST_PATIENT_PAGE);
  },
  component: PatientsPage,
});
