import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { SessionListRow } from '#local/sessions/session-queries';
import { SessionStatusBadge } from '../sessions/SessionStatusBadge.tsx';
import type { SessionFormat } from '../sessions/session-format.ts';
import { isMovable } from './calendar-model.ts';

type Props = {
  session: SessionListRow | undefined;
  format: SessionFormat;
  onClose: () => void;
  /** Change the date or time in the booking form: the keyboard's way to do what a drag does. */
  onEdit: (session: SessionListRow) => void;
};

/** A clicked event: the spec's five facts (title, start, end, type, charge), its mode and status. */
export function SessionEventCard({ session, format, onClose, onEdit }: Props) {
  const { t } = useLingui();
  const openProfile = useOpenSessionProfile();
  const end = session ? new Date(Date.parse(session.startsAt) + session.durationMinutes * 60_000) : undefined;
  return (
    <Modal
      opened={session !== undefined}
      onClose={onClose}
      title={session?.patientName}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {session && end && (
        <Stack gap="md" data-testid="calendar-event-card">
          <Text>{format.longDate(session.startsAt)}</Text>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
            <Fact label={t`Start time`} value={format.time(session.startsAt)} />
            <Fact label={t`End time`} value={format.time(end.toISOString())} />
            <Fact label={t`Type`} value={format.type(session.type)} />
            <Fact label={t`Charge`} value={format.money(session.charge, session.currency)} />
            <Fact label={t`Mode`} value={format.mode(session.mode)} />
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                <Trans>Status</Trans>
              </Text>
              <div>
                <SessionStatusBadge status={session.status} />
              </div>
            </Stack>
          </SimpleGrid>
          <Group justify="flex-end" gap="sm" wrap="wrap">
            {isMovable(session.status) && (
              <Button variant="default" onClick={() => onEdit(session)}>
                <Trans>Change date or time</Trans>
              </Button>
            )}
            <Button onClick={() => openProfile(session.id)}>
              <Trans>Open session</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Stack>
  );
}

/** The session's own page, where its status actions live. */
function useOpenSessionProfile() {
  const navigate = useNavigate();
  return (id: string) => navigate({ to: '/sessions-profile/$id', params: { id } });
}
