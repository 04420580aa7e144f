import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { PatientRow } from '#core/patients/patient-schema';
import { type PatientPageQuery, queryPatientPage } from '#local/patients/patient-queries';
import { lazyDialog } from '../../ui/lazy-dialog.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { EmptyOnceSynced } from '../../ui/SyncingOffice.tsx';
import { TablePager } from '../../ui/TablePager.tsx';
import { useLoadWhenIdle } from '../../ui/useLoadWhenIdle.ts';
import { FIRST_PATIENT_PAGE } from './first-patient-page.ts';
import { LazyPatientFormModal } from './LazyPatientFormModal.ts';
import { loadPatientCommands } from './load-patient-commands.ts';
import { PatientsTable } from './PatientsTable.tsx';
import { type PatientFormValues, toFormValues } from './patient-form-values.ts';

const PAGE_SIZES = ['10', '25', '50', '100'];
// Asks about the patient's upcoming sessions, so it reads them: loaded with its first opening.
const DeletePatientModal = lazyDialog(
  () => import('./DeletePatientModal.tsx').then((module) => module.DeletePatientModal),
  { isOpen: (props) => props.patient !== undefined },
);
type Editing = { id: string | undefined; initial: PatientFormValues | undefined } | undefined;
const route = getRouteApi('/_office/patients');

/** `/patients`: the local list (works offline), search, type filter, paging, add/edit/delete. */
export function PatientsPage() {
  const { t } = useLingui();
  const [search, setSearch] = useState(FIRST_PATIENT_PAGE.search);
  const [debouncedSearch] = useDebouncedValue(search, 150);
  const [type, setType] = useState<PatientPageQuery['type']>(FIRST_PATIENT_PAGE.type);
  const [pageSize, setPageSize] = useState(FIRST_PATIENT_PAGE.pageSize);
  const [pageIndex, setPageIndex] = useState(FIRST_PATIENT_PAGE.pageIndex);
  const [editing, setEditing] = useState<Editing>(undefined);
  const [deleting, setDeleting] = useState<PatientRow | undefined>(undefined);
  useLoadWhenIdle(loadPatientCommands);

  const query: PatientPageQuery = { search: debouncedSearch, type, pageIndex, pageSize };
  // The loader's read of the first page is only the starting value: the live query answers every change,
  // and keeps showing the last page it had while it answers the next.
  const firstPage = route.useLoaderData();
  const page = useLiveQuery(
    () => queryPatientPage(query),
    [debouncedSearch, type, pageIndex, pageSize],
    firstPage,
  );
  const total = page?.total ?? 0;
  // A delete elsewhere can shrink the list under the current page: show its last page instead.
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  if (page && pageIndex > lastPage) setPageIndex(lastPage);

  const reset = () => setPageIndex(0);
  return (
    <Stack gap="lg">
      <PageHeader
        title={<Trans>Patients</Trans>}
        description={<Trans>Individuals and companies you work with.</Trans>}
        actionLabel={<Trans>Add patient</Trans>}
        onAction={() => setEditing({ id: undefined, initial: undefined })}
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" component="label" htmlFor="patients-page-size">
                <Trans>Show</Trans>
              </Text>
              <Select
                id="patients-page-size"
                w={90}
                data={PAGE_SIZES}
                value={String(pageSize)}
                allowDeselect={false}
                onChange={(value) => {
                  setPageSize(Number(value ?? 10));
                  reset();
                }}
              />
              <Text size="sm">
                <Trans>entries</Trans>
              </Text>
            </Group>
            <SegmentedControl
              aria-label={t`Patient type`}
              value={type}
              onChange={(value) => {
                setType(value === 'individual' || value === 'company' ? value : 'all');
                reset();
              }}
              data={[
                { value: 'all', label: t`All` },
                { value: 'individual', label: t`Individuals` },
                { value: 'company', label: t`Companies` },
              ]}
            />
            <TextInput
              aria-label={t`Search patients`}
              placeholder={t`Search`}
              type="search"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                reset();
              }}
            />
          </Group>
          {page && page.total === 0 ? (
            <EmptyOnceSynced>
              <Text c="dimmed" ta="center" py="xl" data-testid="patients-empty">
                {debouncedSearch || type !== 'all' ? (
                  <Trans>No patient matches your search.</Trans>
                ) : (
                  <Trans>No patients yet. Patients you add will be listed here.</Trans>
                )}
              </Text>
            </EmptyOnceSynced>
          ) : (
            <PatientsTable
              rows={page?.rows ?? []}
              onEdit={(row) => setEditing({ id: row.id, initial: toFormValues(row) })}
              onDelete={setDeleting}
            />
          )}
          <TablePager pageIndex={pageIndex} pageSize={pageSize} total={total} onPage={setPageIndex} />
        </Stack>
      </Paper>
      <LazyPatientFormModal
        opened={editing !== undefined}
        title={editing?.id ? t`Edit patient` : t`Add patient`}
        initial={editing?.initial}
        editingId={editing?.id}
        onClose={() => setEditing(undefined)}
        onSubmit={async (fields) => {
          const commands = await loadPatientCommands();
          if (editing?.id) await commands.updatePatient(editing.id, fields);
          else await commands.createPatient(fields);
        }}
      />
      <DeletePatientModal
        patient={deleting}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting) void loadPatientCommands().then((commands) => commands.deletePatient(deleting.id));
          setDeleting(undefined);
        }}
      />
    </Stack>
  );
}
