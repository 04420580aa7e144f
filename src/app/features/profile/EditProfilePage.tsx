import { Trans } from '@lingui/react/macro';
import { IconUserCircle } from '@tabler/icons-react';
import { SectionPage } from '../office/SectionPage.tsx';

export function EditProfilePage() {
  return (
    <SectionPage
      icon={IconUserCircle}
      title={<Trans>Profile & availability</Trans>}
      description={
        <Trans>Your professional profile, pricing, and the days and hours you are available.</Trans>
      }
      emptyText={<Trans>Your profile details will appear here once your registration is complete.</Trans>}
    />
  );
}
