import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import { toLocale } from '#core/languages';
import { PROFESSIONS } from '#core/onboarding/professions';
import { translate } from '../../i18n/translate.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { type RecordColumn, RecordTable } from '../../ui/RecordTable.tsx';
import { AdminListFrame } from './AdminListFrame.tsx';
import { listSpecialists } from './admin-api.ts';
import { formatInstant } from './format.ts';
import { labelOf } from './label-of.ts';
import { ResetTwoFactorButton } from './ResetTwoFactorButton.tsx';
import { StageBadge } from './StageBadge.tsx';
import { TwoFactorPolicySwitch } from './TwoFactorPolicySwitch.tsx';
import { usePaged } from './usePaged.ts';

/** Every specialist account with its status and onboarding stage. */
export function SpecialistsPage() {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  const list = usePaged(listSpecialists);
  const items = list.result?.items ?? [];
  const statuses: Record<string, string> = {
    pending: t`Pending`,
    approved: t`Approved`,
    active: t`Active`,
    rejected: t`Rejected`,
    disabled: t`Disabled`,
  };
  // Cards on a phone (RecordTable): the name heads each.
  const columns: RecordColumn<(typeof items)[number]>[] = [
    { key: 'name', header: <Trans>Name</Trans>, cell: (item) => `${item.firstName} ${item.lastName}` },
    { key: 'email', header: <Trans>E-mail</Trans>, cell: (item) => <span dir="ltr">{item.email}</span> },
    {
      key: 'profession',
      header: <Trans>Profession</Trans>,
      cell: (item) => (item.profession ? translate(labelOf(PROFESSIONS, item.profession)) : '—'),
    },
    {
      key: 'status',
      header: <Trans>Status</Trans>,
      cell: (item) => <Badge variant="outline">{statuses[item.status] ?? item.status}</Badge>,
    },
    { key: 'stage', header: <Trans>Onboarding</Trans>, cell: (item) => <StageBadge stage={item.stage} /> },
    {
      key: 'twoFactor',
      header: <Trans>Two-factor</Trans>,
      cell: (item) =>
        item.twoFactor ? (
          <Group gap={4} wrap="nowrap">
            <Badge color="teal" variant="light">
              <Trans>On</Trans>
            </Badge>
            <ResetTwoFactorButton
              userId={item.id}
              name={`${item.firstName} ${item.lastName}`}
              onReset={list.reload}
            />
          </Group>
        ) : (
          <Badge color="gray" variant="light">
            <Trans>Off</Trans>
          </Badge>
        ),
    },
    { key: 'created', header: <Trans>Created</Trans>, cell: (item) => formatInstant(item.createdAt, locale) },
  ];
  return (
    <AdminListFrame
      title={<Trans>Specialists</Trans>}
      description={<Trans>Every specialist account and where it stands.</Trans>}
      isSearchable
      list={list}
      empty={<Trans>No specialist yet.</Trans>}
      settings={<TwoFactorPolicySwitch />}
    >
      <RecordTable
        columns={columns}
        rows={items}
        minWidth={820}
        testId="specialists-table"
        rowTestId="specialist-row"
        label={t`Specialists`}
      />
    </AdminListFrame>
  );
}
