import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Table, Text } from '@mantine/core';
import { toLocale } from '#core/languages';
import { PROFESSIONS } from '#core/onboarding/professions';
import { translate } from '../../i18n/translate.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
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
  return (
    <AdminListFrame
      title={<Trans>Specialists</Trans>}
      description={<Trans>Every specialist account and where it stands.</Trans>}
      isSearchable
      list={list}
      settings={<TwoFactorPolicySwitch />}
    >
      <Table striped miw={820} aria-label={t`Specialists`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Name`}</Table.Th>
            <Table.Th>{t`E-mail`}</Table.Th>
            <Table.Th>{t`Profession`}</Table.Th>
            <Table.Th>{t`Status`}</Table.Th>
            <Table.Th>{t`Onboarding`}</Table.Th>
            <Table.Th>{t`Two-factor`}</Table.Th>
            <Table.Th>{t`Created`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                {item.firstName} {item.lastName}
              </Table.Td>
              <Table.Td dir="ltr">{item.email}</Table.Td>
              <Table.Td>{item.profession ? translate(labelOf(PROFESSIONS, item.profession)) : '—'}</Table.Td>
              <Table.Td>
                <Badge variant="outline">{statuses[item.status] ?? item.status}</Badge>
              </Table.Td>
              <Table.Td>
                <StageBadge stage={item.stage} />
              </Table.Td>
              <Table.Td>
                {item.twoFactor ? (
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
                )}
              </Table.Td>
              <Table.Td>{formatInstant(item.createdAt, locale)}</Table.Td>
            </Table.Tr>
          ))}
          {items.length === 0 && !list.isLoading ? (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text c="dimmed" ta="center" py="md">
                  <Trans>No specialist yet.</Trans>
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </AdminListFrame>
  );
}
