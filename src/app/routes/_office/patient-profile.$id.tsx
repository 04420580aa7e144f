import { createFileRoute } from '@tanstack/react-router';
import { PatientProfilePage } from '../../features/patients/PatientProfilePage.tsx';

export const Route = createFileRoute('/_office/patient-profile/$id')({ component: IndividualProfile });

function IndividualProfile() {
  const { id } = Route.useParams();
  return <PatientProfilePage id={id} expectedType="individual" />;
}
