import { Trans, useLingui } from '@lingui/react/macro';
import { toLocale } from '#core/languages';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { type RecordColumn, RecordTable } from '../../ui/RecordTable.tsx';
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
  // Cards on a phone (RecordTable): the name heads each, Review ends it.
  const columns: RecordColumn<(typeof items)[number]>[] = [
    { key: 'name', header: <Trans>Name</Trans>, cell: (item) => `${item.firstName} ${item.lastName}` },
    { key: 'email', header: <Trans>E-mail</Trans>, cell: (item) => <span dir="ltr">{item.email}</span> },
    {
      key: 'changed',
      header: <Trans>Changed</Trans>,
      cell: (item) => item.fields.map((field) => labels[field]).join(', '),
    },
    {
      key: 'last',
      header: <Trans>Last change</Trans>,
      cell: (item) => formatInstant(item.updatedAt, locale),
    },
    {
      key: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (item) => (
        <AnchorLink
          to="/admin/credentials/$id"
          params={{ id: item.id }}
          aria-label={t`Review the changes of ${item.firstName} ${item.lastName}`}
        >
          <Trans>Review</Trans>
        </AnchorLink>
      ),
    },
  ];
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
      empty={<Trans>No credential change waiting.</Trans>}
    >
      <RecordTable
        columns={columns}
        rows={items}
        minWidth={720}
        testId="credential-reviews-table"
        rowTestId="credential-review-row"
        label={t`Credential changes`}
      />
    </AdminListFrame>
  );
}
