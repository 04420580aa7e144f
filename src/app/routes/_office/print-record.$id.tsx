import { createFileRoute } from '@tanstack/react-router';
import { RecordPrintPage } from '../../features/record/RecordPrintPage.tsx';

export const Route = createFileRoute('/_office/print-record/$id')({ component: PrintRecordRoute });

function PrintRecordRoute() {
  const { id } = Route.useParams();
  return <RecordPrintPage patientId={id} />;
}
