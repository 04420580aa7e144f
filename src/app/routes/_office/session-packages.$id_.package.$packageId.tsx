import { createFileRoute } from '@tanstack/react-router';
import { PackageViewPage } from '../../features/packages/PackageViewPage.tsx';

// Not nested under /session-packages/$id (the trailing `_`): the package has its own page.
export const Route = createFileRoute('/_office/session-packages/$id_/package/$packageId')({
  component: PackageView,
});

function PackageView() {
  const { id, packageId } = Route.useParams();
  return <PackageViewPage specialistId={id} packageId={packageId} />;
}
