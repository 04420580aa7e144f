import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import type { SessionRow } from '#core/sessions/session-schema';
import { instantToZoned } from '#core/sessions/session-time';
import { getPatient } from '#local/patients/patient-queries';
import { sessionRecordEntries } from '#local/record/record-queries';
import { AnchorLink } from '../../ui/links.tsx';
import { useRecordLabels } from './record-labels.ts';

/**
 * A session's notes in its patient's clinical record (issue 38): the entries linked to it, and a
 * progress note to write — offered first thing once the session is completed and has none yet.
 * A company's session has no clinical record: nothing is shown.
 */
export function SessionRecordNotes({ session, zone }: { session: SessionRow; zone: string }) {
  const { t } = useLingui();
  const labels = useRecordLabels();
  const navigate = useNavigate();
  const patient = useLiveQuery(() => getPatient(session.patientId), [session.patientId]);
  const notes = useLiveQuery(() => sessionRecordEntries(session.id), [session.id]);
  if (patient?.type !== 'individual' || notes === undefined) return null;

  async function writeNote() {
    const { createRecordEntry, newRecordEntryFields } = await import('#local/record/record-commands');
    const day = instantToZoned(session.startsAt, zone).date;
    const id = await createRecordEntry(newRecordEntryFields(session.patientId, 'progress', day, session.id));
    await navigate({ to: '/record-entry/$id', params: { id } });
  }

  const isDue = session.status === 'completed' && notes.length === 0;
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        <Trans>Clinical notes</Trans>
      </Title>
      {notes.map((note) => (
        <Group key={note.id} gap="xs">
          <AnchorLink to="/record-entry/$id" params={{ id: note.id }}>
            {labels.kinds[note.kind]}
          </AnchorLink>
          <Badge color={note.status === 'signed' ? 'teal' : 'gray'} variant="light" size="sm">
            {note.status === 'signed' ? t`Signed` : t`Draft`}
          </Badge>
        </Group>
      ))}
      {isDue ? (
        <Text size="sm">
          <Trans>The session is completed: its progress note is not written yet.</Trans>
        </Text>
      ) : notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No note for this session.</Trans>
        </Text>
      ) : null}
      <Button
        variant={isDue ? 'filled' : 'light'}
        leftSection={<IconPencilPlus size={16} aria-hidden />}
        onClick={() => void writeNote()}
        style={{ alignSelf: 'flex-start' }}
      >
        <Trans>Write a progress note</Trans>
      </Button>
    </Stack>
  );
}
