import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { PackageState } from '#core/packages/package-status';

/** Colours chosen for AA contrast on the light variant, as the session status badges. */
const COLORS: Record<PackageState, string> = { active: 'teal', expired: 'yellow', usedUp: 'gray' };

export function PackageStateBadge({ state }: { state: PackageState }) {
  const { t } = useLingui();
  const labels: Record<PackageState, string> = { active: t`Active`, expired: t`Expired`, usedUp: t`Used up` };
  return (
    <Badge variant="light" color={COLORS[state]}>
      {labels[state]}
    </Badge>
  );
}

export function PaidBadge({ isPaid }: { isPaid: boolean }) {
  const { t } = useLingui();
  return (
    <Badge variant="light" color={isPaid ? 'blue' : 'red'}>
      {isPaid ? t`Paid` : t`Unpaid`}
    </Badge>
  );
}
