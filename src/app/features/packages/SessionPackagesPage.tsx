import { Trans } from '@lingui/react/macro';
import { IconPackage } from '@tabler/icons-react';
import { SectionPage } from '../office/SectionPage.tsx';

export function SessionPackagesPage() {
  return (
    <SectionPage
      icon={IconPackage}
      title={<Trans>Session packages</Trans>}
      description={<Trans>Bundles of sessions you offer and the patients who hold them.</Trans>}
      emptyText={<Trans>No session packages yet. Packages you create will be listed here.</Trans>}
    />
  );
}
