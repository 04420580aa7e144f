import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import { toLocale } from '#core/languages';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { AdminListFrame } from './AdminListFrame.tsx';
import { listCredentialReviews } from './admin-api.ts';
import { formatInstant } from './format.ts';
import { useCredentialFieldLabels } from './useCredentialFieldLabels.ts';
import { usePaged } from './usePaged.ts';

/** `/admin/credentials`: specialists whose credential changes wait for review, oldest first. */
export function CredentialReviewsPage() {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  const labels = useCredentialFieldLabels();
  const list = usePaged(listCredentialReviews);
  const items = list.result?.items ?? [];
  return (
    <AdminListFrame
      title={<Trans>Credential changes</Trans>}
      description={
        <Trans>
          Active specialists who changed their profession, diplomas, trainings or documents. Their profiles
          stay active while you review.
        </Trans>
      }
      isSearchable
      list={list}
    >
      <Table striped highlightOnHover miw={720} aria-label={t`Credential changes`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Name`}</Table.Th>
            <Table.Th>{t`E-mail`}</Table.Th>
            <Table.Th>{t`Changed`}</Table.Th>
            <Table.Th>{t`Last change`}</Table.Th>
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
              <Table.Td>{item.fields.map((field) => labels[field]).join(', ')}</Table.Td>
              <Table.Td>{formatInstant(item.updatedAt, locale)}</Table.Td>
              <Table.Td>
                <AnchorLink
                  to="/admin/credentials/$id"
                  params={{ id: item.id }}
                  aria-label={t`Review the changes of ${item.firstName} ${item.lastName}`}
                >
                  <Trans>Review</Trans>
                </AnchorLink>
              </Table.Td>
            </Table.Tr>
          ))}
          {items.length === 0 && !list.isLoading ? (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed" ta="center" py="md">
                  <Trans>No credential change waiting.</Trans>
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </AdminListFrame>
  );
}
