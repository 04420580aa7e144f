import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { SessionRow } from '#core/sessions/session-schema';
import { patientSessions } from '#local/sessions/session-queries';
import { RecordTable } from '../../ui/RecordTable.tsx';
import { LazySessionFormModal } from './LazySessionFormModal.ts';
import type { SessionFormTarget } from './SessionFormModal.tsx';
import { sessionColumns } from './session-columns.tsx';
import { type SessionFormat, useSessionFormat } from './session-format.ts';
import { useSessionClock } from './useSessionClock.ts';

/** A patient profile's sessions: upcoming (soonest first) and past (latest first), and a booking. */
export function PatientSessions({ patientId }: { patientId: string }) {
  const { t } = useLingui();
  const clock = useSessionClock();
  const format = useSessionFormat(clock.zone);
  const rows = useLiveQuery(() => patientSessions(patientId), [patientId]) ?? [];
  const [booking, setBooking] = useState<SessionFormTarget | undefined>(undefined);
  const upcoming = rows.filter((row) => row.startsAt >= clock.now);
  const past = rows.filter((row) => row.startsAt < clock.now).reverse();

  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} fz="h4">
          <Trans>Sessions</Trans>
        </Title>
        <Button
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setBooking({ kind: 'new', patientId })}
        >
          <Trans>New session</Trans>
        </Button>
      </Group>
      <Tabs defaultValue="upcoming">
        <Tabs.List>
          <Tabs.Tab value="upcoming">{t`Upcoming (${upcoming.length})`}</Tabs.Tab>
          <Tabs.Tab value="past">{t`Past (${past.length})`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upcoming" pt="sm">
          <SessionList rows={upcoming} format={format} empty={t`No upcoming session.`} />
        </Tabs.Panel>
        <Tabs.Panel value="past" pt="sm">
          <SessionList rows={past} format={format} empty={t`No past session.`} />
        </Tabs.Panel>
      </Tabs>
      <LazySessionFormModal target={booking} onClose={() => setBooking(undefined)} />
    </Paper>
  );
}

function SessionList({ rows, format, empty }: { rows: SessionRow[]; format: SessionFormat; empty: string }) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  }
  // The /sessions list's columns but the patient's (this is their profile): cards on a phone.
  const c = sessionColumns(format);
  const columns = [c.reference, c.date, c.time, c.mode, c.status];
  return (
    <RecordTable
      columns={columns}
      rows={rows}
      minWidth={420}
      testId="patient-sessions"
      rowTestId="patient-session-row"
    />
  );
}
