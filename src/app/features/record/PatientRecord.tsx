import { Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconChevronDown, IconPlus, IconPrinter, IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue, useState } from 'react';
import { formatCalendarDay } from '#core/calendar-day';
import type { RecordEntryRow } from '#core/record/record-entry-schema';
import { RECORD_KINDS, type RecordKind } from '#core/record/record-lists';
import { recordEntryText } from '#core/record/record-search';
import { instantToZoned } from '#core/sessions/session-time';
import { patientRecord, RECORD_PAGE_SIZE } from '#local/record/record-queries';
import { AnchorLink, ButtonLink } from '../../ui/links.tsx';
import { useSessionClock } from '../sessions/useSessionClock.ts';
import { type RecordLabels, useRecordLabels } from './record-labels.ts';

const SNIPPET_CHARS = 180;

/**
 * The clinical record on an individual's profile (issue 38): the entries newest first, filtered by kind
 * and searched on the device (offline too), and a new entry of each kind — a draft opened at once.
 */
export function PatientRecord({ patientId }: { patientId: string }) {
  const { t, i18n } = useLingui();
  const labels = useRecordLabels();
  const navigate = useNavigate();
  const clock = useSessionClock();
  const [kind, setKind] = useState<RecordKind | 'all'>('all');
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const [limit, setLimit] = useState(RECORD_PAGE_SIZE);
  const page = useLiveQuery(
    () => patientRecord(patientId, { search: query, ...(kind === 'all' ? {} : { kind }) }, limit),
    [patientId, kind, query, limit],
  );
  const entries = page?.rows;

  async function startEntry(newKind: RecordKind) {
    const { createRecordEntry, newRecordEntryFields } = await import('#local/record/record-commands');
    const today = instantToZoned(clock.now, clock.zone).date;
    const id = await createRecordEntry(newRecordEntryFields(patientId, newKind, today));
    await navigate({ to: '/record-entry/$id', params: { id } });
  }

  const isFiltered = kind !== 'all' || query.trim() !== '';
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="clinical-record-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h4" id="clinical-record-title">
            <Trans>Clinical record</Trans>
          </Title>
          <Group gap="xs">
            <ButtonLink
              to="/print-record/$id"
              params={{ id: patientId }}
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
            >
              <Trans>Print</Trans>
            </ButtonLink>
            <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
              <Menu.Target>
                <Button
                  leftSection={<IconPlus size={16} aria-hidden />}
                  rightSection={<IconChevronDown size={14} aria-hidden />}
                >
                  <Trans>New entry</Trans>
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {RECORD_KINDS.map((option) => (
                  <Menu.Item key={option} onClick={() => void startEntry(option)}>
                    {labels.kinds[option]}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap" grow>
          <TextInput
            label={t`Search the record`}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setLimit(RECORD_PAGE_SIZE);
            }}
            type="search"
          />
          <Select
            label={t`Kind of entry`}
            value={kind}
            onChange={(value) => {
              setKind((value as RecordKind | 'all' | null) ?? 'all');
              setLimit(RECORD_PAGE_SIZE);
            }}
            data={[
              { value: 'all', label: t`All kinds` },
              ...RECORD_KINDS.map((option) => ({ value: option, label: labels.kinds[option] })),
            ]}
            allowDeselect={false}
          />
        </Group>
        {entries === undefined ? (
          <Skeleton h={96} radius="md" role="status" aria-label={t`Loading the record`} />
        ) : entries.length === 0 ? (
          <Text c="dimmed">
            {isFiltered ? (
              <Trans>No entry matches.</Trans>
            ) : (
              <Trans>No entry yet. A record usually starts with an intake and assessment.</Trans>
            )}
          </Text>
        ) : (
          <>
            <Stack
              gap="sm"
              component="ol"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              aria-label={t`Entries, newest first`}
            >
              {entries.map((entry) => (
                <EntryCard key={entry.id} entry={entry} labels={labels} locale={i18n.locale} />
              ))}
            </Stack>
            {page && page.total > entries.length ? (
              <Button
                variant="default"
                onClick={() => setLimit((current) => current + RECORD_PAGE_SIZE)}
                style={{ alignSelf: 'center' }}
              >
                <Trans>
                  Show more ({entries.length} of {page.total})
                </Trans>
              </Button>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function EntryCard({
  entry,
  labels,
  locale,
}: {
  entry: RecordEntryRow;
  labels: RecordLabels;
  locale: string;
}) {
  const { t } = useLingui();
  const day = formatCalendarDay(entry.writtenOn, locale);
  const text = recordEntryText(entry).trim();
  const snippet = text.length > SNIPPET_CHARS ? `${text.slice(0, SNIPPET_CHARS)}…` : text;
  const kind = labels.kinds[entry.kind];
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="record-entry">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <AnchorLink
              to="/record-entry/$id"
              params={{ id: entry.id }}
              fw={600}
              aria-label={t`${kind}, ${day}`}
            >
              {kind}
            </AnchorLink>
            {entry.kind === 'progress' ? (
              <Badge variant="outline" size="sm">
                {labels.templates[entry.template]}
              </Badge>
            ) : null}
          </Group>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {day}
            </Text>
            <Badge color={entry.status === 'signed' ? 'teal' : 'gray'} variant="light">
              {entry.status === 'signed' ? t`Signed` : t`Draft`}
            </Badge>
          </Group>
        </Group>
        {snippet ? (
          <Text size="sm" dir="auto" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {snippet}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Nothing written yet.</Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
