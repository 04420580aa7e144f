import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import { toLocale } from '#core/languages';
import { PROFESSION_TITLES, PROFESSIONS } from '#core/onboarding/professions';
import { translate } from '../../i18n/translate.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { AdminListFrame } from './AdminListFrame.tsx';
import { listRegistrations } from './admin-api.ts';
import { countryName, formatInstant } from './format.ts';
import { labelOf } from './label-of.ts';
import { usePaged } from './usePaged.ts';

/** Pending registrations: search, paging, and the way to each request's detail. */
export function RegistrationsPage() {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  const list = usePaged(listRegistrations);
  const items = list.result?.items ?? [];
  return (
    <AdminListFrame
      title={<Trans>Pending registrations</Trans>}
      description={<Trans>Requests waiting for your review. Open one to approve or reject it.</Trans>}
      isSearchable
      list={list}
    >
      <Table striped highlightOnHover miw={720} aria-label={t`Pending registrations`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Name`}</Table.Th>
            <Table.Th>{t`E-mail`}</Table.Th>
            <Table.Th>{t`Profession`}</Table.Th>
            <Table.Th>{t`Country of residence`}</Table.Th>
            <Table.Th>{t`Submitted`}</Table.Th>
            <Table.Th>{t`Actions`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                {item.firstName} {item.lastName}
              </Table.Td>
              <Table.Td dir="ltr">{item.email}</Table.Td>
              <Table.Td>
                {translate(labelOf(PROFESSIONS, item.profession))} —{' '}
                {translate(labelOf(PROFESSION_TITLES, item.professionTitle))}
              </Table.Td>
              <Table.Td>{countryName(item.countryOfResidence, locale)}</Table.Td>
              <Table.Td>{formatInstant(item.submittedAt, locale)}</Table.Td>
              <Table.Td>
                <AnchorLink to="/admin/registrations/$id" params={{ id: item.id }}>
                  <Trans>View</Trans>
                </AnchorLink>
              </Table.Td>
            </Table.Tr>
          ))}
          {items.length === 0 && !list.isLoading ? (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text c="dimmed" ta="center" py="md">
                  <Trans>No pending registration.</Trans>
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </AdminListFrame>
  );
}
