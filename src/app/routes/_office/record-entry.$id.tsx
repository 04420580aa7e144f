import { createFileRoute } from '@tanstack/react-router';
import { RecordEntryPage } from '../../features/record/RecordEntryPage.tsx';

export const Route = createFileRoute('/_office/record-entry/$id')({ component: RecordEntryRoute });

function RecordEntryRoute() {
  const { id } = Route.useParams();
  return <RecordEntryPage id={id} />;
}
