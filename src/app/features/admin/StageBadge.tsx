import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { OnboardingStage } from '#core/onboarding/api';

const COLORS: Record<OnboardingStage, string> = {
  review: 'yellow',
  rejected: 'red',
  password: 'blue',
  agreement: 'blue',
  profile: 'cyan',
  active: 'teal',
};

/** Where an applicant is in the onboarding (spec §4), as a coloured label. */
export function StageBadge({ stage }: { stage: OnboardingStage | null }) {
  const { t } = useLingui();
  if (stage === null) return null;
  const labels: Record<OnboardingStage, string> = {
    review: t`Under review`,
    rejected: t`Rejected`,
    password: t`Waiting for password`,
    agreement: t`Waiting for agreement`,
    profile: t`Completing profile`,
    active: t`Active`,
  };
  return (
    <Badge color={COLORS[stage]} variant="light">
      {labels[stage]}
    </Badge>
  );
}
