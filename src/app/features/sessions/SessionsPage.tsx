import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { SESSION_MODES, SESSION_STATUSES, SESSION_TYPES } from '#core/sessions/session-lists';
import {
  getSession,
  querySessionPage,
  rangeHolding,
  type SessionPageQuery,
  type SessionRangeFilter,
} from '#local/sessions/session-queries';
import { translate } from '../../i18n/translate.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { EmptyOnceSynced } from '../../ui/SyncingOffice.tsx';
import { TablePager } from '../../ui/TablePager.tsx';
import { BookingRequestsPanel } from '../booking/BookingRequestsPanel.tsx';
import { LazySessionFormModal } from './LazySessionFormModal.ts';
import type { SessionFormTarget } from './SessionFormModal.tsx';
import { SessionsTable } from './SessionsTable.tsx';
import { useSessionFormat } from './session-format.ts';
import { useSessionClock } from './useSessionClock.ts';

const ALL = 'all';

/**
 * `/sessions`: the local list (works offline) by range — the spec's Today and This Week, plus
 * Upcoming, Past and All — with mode, type and status filters, search and paging.
 */
export function SessionsPage() {
  const { t } = useLingui();
  const clock = useSessionClock();
  const format = useSessionFormat(clock.zone);
  const [range, setRange] = useState<SessionRangeFilter>('week');
  const [mode, setMode] = useState<SessionPageQuery['mode']>(ALL);
  const [type, setType] = useState<SessionPageQuery['type']>(ALL);
  const [status, setStatus] = useState<SessionPageQuery['status']>(ALL);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 150);
  const [pageSize, setPageSize] = useState(10);
  const [pageIndex, setPageIndex] = useState(0);
  const [booking, setBooking] = useState<SessionFormTarget | undefined>(undefined);

  const query: SessionPageQuery = { range, mode, type, status, search: debouncedSearch, pageIndex, pageSize };
  // The day and week move with the clock, which ticks every half minute: re-read on each tick.
  const page = useLiveQuery(
    () => querySessionPage(query, clock),
    [range, mode, type, status, debouncedSearch, pageIndex, pageSize, clock.now, clock.zone, clock.firstDay],
  );
  const total = page?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  if (page && pageIndex > lastPage) setPageIndex(lastPage);
  const reset = () => setPageIndex(0);
  const isFiltered = debouncedSearch !== '' || mode !== ALL || type !== ALL || status !== ALL;

  const rangeOptions = [
    { value: 'today', label: t`Today` },
    { value: 'week', label: t`This Week` },
    { value: 'upcoming', label: t`Upcoming` },
    { value: 'past', label: t`Past` },
    { value: 'all', label: t`All` },
  ];
  // After a booking the list moves to the period that holds it, so the new row is in sight.
  const showPeriodOf = async (id: string) => {
    const booked = await getSession(id);
    if (booked) changeRange(rangeHolding(booked.startsAt, clock));
  };
  const changeRange = (value: string) => {
    setRange(value as SessionRangeFilter);
    reset();
  };

  const listOptions = (list: readonly { code: string; label: { id: string; message: string } }[]) => [
    { value: ALL, label: t`All` },
    ...list.map((item) => ({ value: item.code, label: translate(item.label) })),
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={<Trans>Sessions</Trans>}
        description={<Trans>Video, audio and chat sessions with your patients.</Trans>}
        actionLabel={<Trans>New session</Trans>}
        onAction={() => setBooking({ kind: 'new' })}
      />
      <BookingRequestsPanel />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {/* Five periods do not fit a phone's width as one control: a select there. */}
          <SegmentedControl
            visibleFrom="sm"
            aria-label={t`Period`}
            value={range}
            fullWidth
            onChange={changeRange}
            data={rangeOptions}
          />
          <Select
            hiddenFrom="sm"
            label={t`Period`}
            allowDeselect={false}
            value={range}
            onChange={(value) => value && changeRange(value)}
            data={rangeOptions}
          />
          <Group wrap="wrap" gap="sm" align="flex-end">
            <Select
              label={t`Mode`}
              w={150}
              allowDeselect={false}
              data={listOptions(SESSION_MODES)}
              value={mode}
              onChange={(value) => {
                setMode((value ?? ALL) as SessionPageQuery['mode']);
                reset();
              }}
            />
            <Select
              label={t`Type`}
              w={180}
              allowDeselect={false}
              data={listOptions(SESSION_TYPES)}
              value={type}
              onChange={(value) => {
                setType((value ?? ALL) as SessionPageQuery['type']);
                reset();
              }}
            />
            <Select
              label={t`Status`}
              w={160}
              allowDeselect={false}
              data={listOptions(SESSION_STATUSES)}
              value={status}
              onChange={(value) => {
                setStatus((value ?? ALL) as SessionPageQuery['status']);
                reset();
              }}
            />
            <TextInput
              aria-label={t`Search sessions`}
              placeholder={t`Search by patient or ID`}
              type="search"
              style={{ flexGrow: 1 }}
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
              <Stack align="center" py="xl" gap="sm" data-testid="sessions-empty">
                <Text c="dimmed" ta="center">
                  {isFiltered ? (
                    <Trans>No session matches your filters.</Trans>
                  ) : (
                    <Trans>No sessions in this period.</Trans>
                  )}
                </Text>
                <Button variant="light" onClick={() => setBooking({ kind: 'new' })}>
                  <Trans>New session</Trans>
                </Button>
              </Stack>
            </EmptyOnceSynced>
          ) : (
            <SessionsTable rows={page?.rows ?? []} format={format} />
          )}
          <TablePager
            pageIndex={pageIndex}
            pageSize={pageSize}
            total={total}
            onPage={setPageIndex}
            onPageSize={(size) => {
              setPageSize(size);
              reset();
            }}
          />
        </Stack>
      </Paper>
      {/* The list stays: the new session shows in it (booking offline must not need a new page). */}
      <LazySessionFormModal
        target={booking}
        onClose={() => setBooking(undefined)}
        onSaved={(id) => void showPeriodOf(id)}
      />
    </Stack>
  );
}
