import { Trans } from '@lingui/react/macro';
import { IconUsers } from '@tabler/icons-react';
import { SectionPage } from '../office/SectionPage.tsx';

export function PatientsPage() {
  return (
    <SectionPage
      icon={IconUsers}
      title={<Trans>Patients</Trans>}
      description={<Trans>Individuals and companies you work with.</Trans>}
      emptyText={<Trans>No patients yet. Patients you add will be listed here.</Trans>}
    />
  );
}
