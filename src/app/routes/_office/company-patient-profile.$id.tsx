import { createFileRoute } from '@tanstack/react-router';
import { PatientProfilePage } from '../../features/patients/PatientProfilePage.tsx';

export const Route = createFileRoute('/_office/company-patient-profile/$id')({ component: CompanyProfile });

function CompanyProfile() {
  const { id } = Route.useParams();
  return <PatientProfilePage id={id} expectedType="company" />;
}
