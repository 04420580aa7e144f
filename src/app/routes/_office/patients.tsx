import { createFileRoute } from '@tanstack/react-router';
import { PatientsPage } from '../../features/patients/PatientsPage.tsx';

export const Route = createFileRoute('/_office/patients')({ component: PatientsPage });
