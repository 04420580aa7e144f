// The e-mails about a session its patient got or will get (issue 39): the confirmation, changes, a
// cancellation and the reminders, each with where it stands and when. Read from the server when the
// page opens (they are not on the device): offline, the section says so.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { PatientMailLine, PatientMailStatus } from '#core/sessions/patient-mail-kinds';
import { readPatientMails } from '#local/sessions/patient-mail-client';
import type { SessionFormat } from './session-format.ts';

const STATUS_COLORS: Record<PatientMailStatus, string> = {
  pending: 'blue',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
  dropped: 'gray',
};

type Props = { sessionId: string; version: number; format: SessionFormat };

export function SessionPatientMails({ sessionId, version, format }: Props) {
  const { t } = useLingui();
  const [lines, setLines] = useState<PatientMailLine[] | null>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the session changes (a move queues a change and new reminders).
  useEffect(() => {
    let isCurrent = true;
    void readPatientMails(sessionId).then((read) => {
      if (isCurrent) setLines(read ?? null);
    });
    return () => {
      isCurrent = false;
    };
  }, [sessionId, version]);

  const kindLabel = (line: PatientMailLine): string => {
    switch (line.kind) {
      case 'booked':
        return t`Booking confirmation`;
      case 'changed':
        return t`Change of the session`;
      case 'cancelled':
        return t`Cancellation`;
      case 'reminder':
        return line.offsetMinutes === 1440
          ? t`Reminder a day before`
          : line.offsetMinutes === 120
            ? t`Reminder two hours before`
            : t`Reminder an hour before`;
    }
  };
  const statusLabels: Record<PatientMailStatus, string> = {
    pending: t`Planned`,
    sending: t`Sending`,
    sent: t`Sent`,
    failed: t`Not delivered`,
    dropped: t`Not sent: no longer true`,
  };
  const when = (instant: string) => `${format.date(instant)} ${format.time(instant)}`;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="patient-mails-title">
      <Title order={2} fz="h4" mb="sm" id="patient-mails-title">
        <Trans>E-mails to the patient</Trans>
      </Title>
      {lines === undefined ? null : lines === null ? (
        <Text c="dimmed" size="sm">
          <Trans>Shown when you are online: the e-mails are sent from the server.</Trans>
        </Text>
      ) : lines.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>No e-mail about this session.</Trans>
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {lines.map((line) => (
            <Group
              key={`${line.kind}-${line.offsetMinutes}-${line.dueAt}`}
              component="li"
              justify="space-between"
              wrap="wrap"
              gap="xs"
              data-testid="patient-mail"
            >
              <Text size="sm">{kindLabel(line)}</Text>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {when(line.sentAt ?? line.dueAt)}
                </Text>
                <Badge variant="light" color={STATUS_COLORS[line.status]}>
                  {statusLabels[line.status]}
                </Badge>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
