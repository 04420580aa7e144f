import { Trans, useLingui } from '@lingui/react/macro';
import { toLocale } from '#core/languages';
import { PROFESSION_TITLES, PROFESSIONS } from '#core/onboarding/professions';
import { translate } from '../../i18n/translate.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { type RecordColumn, RecordTable } from '../../ui/RecordTable.tsx';
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
  // Cards on a phone (RecordTable): the name heads each, View ends it.
  const columns: RecordColumn<(typeof items)[number]>[] = [
    { key: 'name', header: <Trans>Name</Trans>, cell: (item) => `${item.firstName} ${item.lastName}` },
    { key: 'email', header: <Trans>E-mail</Trans>, cell: (item) => <span dir="ltr">{item.email}</span> },
    {
      key: 'profession',
      header: <Trans>Profession</Trans>,
      cell: (item) =>
        `${translate(labelOf(PROFESSIONS, item.profession))} — ${translate(labelOf(PROFESSION_TITLES, item.professionTitle))}`,
    },
    {
      key: 'country',
      header: <Trans>Country of residence</Trans>,
      cell: (item) => countryName(item.countryOfResidence, locale),
    },
    {
      key: 'submitted',
      header: <Trans>Submitted</Trans>,
      cell: (item) => formatInstant(item.submittedAt, locale),
    },
    {
      key: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (item) => (
        <AnchorLink to="/admin/registrations/$id" params={{ id: item.id }}>
          <Trans>View</Trans>
        </AnchorLink>
      ),
    },
  ];
  return (
    <AdminListFrame
      title={<Trans>Pending registrations</Trans>}
      description={<Trans>Requests waiting for your review. Open one to approve or reject it.</Trans>}
      isSearchable
      list={list}
      empty={<Trans>No pending registration.</Trans>}
    >
      <RecordTable
        columns={columns}
        rows={items}
        minWidth={720}
        testId="registrations-table"
        rowTestId="registration-row"
        label={t`Pending registrations`}
      />
    </AdminListFrame>
  );
}
