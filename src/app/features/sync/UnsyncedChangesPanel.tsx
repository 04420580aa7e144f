import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import type { PatientFields } from '#core/patients/patient-schema';
import type { OutboxEntry } from '#core/sync/types';
import { getDb, type MindofficeDb } from '#local/db';
import { discardRejected, listRejected } from '#local/sync/unsynced-changes';
import { translate } from '../../i18n/translate.ts';
import { useSessionFormat } from '../sessions/session-format.ts';
import { useOfficeTerms } from '../sessions/useOfficeTerms.ts';
import { intendedFields, rowIdOf } from './rejected-entry.ts';
import {
  type IntendedSession,
  intendedSession,
  isSessionEntry,
  sessionRejectionMessages,
} from './rejected-session.ts';
import { type RejectionMessage, rejectionMessages } from './rejection-messages.ts';

type RejectedItem = {
  entry: OutboxEntry;
  /** The patient as the user meant it; undefined when an edited patient is gone from this device. */
  intended: PatientFields | undefined;
  /** The patient's name on this device now (the server's, after the rollback). */
  currentName: string | undefined;
  /** For a session change: the session as meant, and why the server refused it. */
  session?: { intended: IntendedSession | undefined; messages: RejectionMessage[] };
};

async function listRejectedItems(db: MindofficeDb, locale: string): Promise<RejectedItem[]> {
  const entries = await listRejected(db);
  return Promise.all(
    entries.map(async (entry): Promise<RejectedItem> => {
      if (isSessionEntry(entry)) {
        const intended = await intendedSession(entry, db);
        const messages = await sessionRejectionMessages(entry, intended, db, locale);
        return { entry, intended: undefined, currentName: undefined, session: { intended, messages } };
      }
      return {
        entry,
        intended: await intendedFields(entry, db),
        currentName: (await db.patients.get(rowIdOf(entry)))?.name,
      };
    }),
  );
}

/** Deletes have nothing to edit; an edit of a row gone from this device neither. */
function canEdit(item: RejectedItem): boolean {
  if (item.session) return item.entry.name !== 'session.delete' && item.session.intended !== undefined;
  return item.entry.name !== 'patient.delete' && item.intended !== undefined;
}

function show(message: RejectionMessage): string {
  return typeof message === 'object' && 'serverText' in message ? message.serverText : translate(message);
}

type Props = {
  /** Edit and retry: the caller opens the form (outside the popover this panel lives in). */
  onEdit: (entry: OutboxEntry) => void;
};

/** Changes the server refused for good: each with its message, and edit-and-retry or discard. */
export function UnsyncedChangesPanel({ onEdit }: Props) {
  const { t, i18n } = useLingui();
  const items = useLiveQuery(() => listRejectedItems(getDb(), i18n.locale), [i18n.locale]) ?? [];
  const format = useSessionFormat(useOfficeTerms().timeZone);

  const describeSession = (entry: OutboxEntry, intended: IntendedSession | undefined): string => {
    if (!intended) return entry.name === 'session.delete' ? t`Deleting a session` : t`Changes to a session`;
    const when = `${format.date(intended.fields.startsAt)} ${format.time(intended.fields.startsAt)}`;
    const name = intended.patientName;
    if (entry.name === 'session.create') return t`New session with ${name} on ${when}`;
    const reference = intended.fields.reference;
    return entry.name === 'session.delete'
      ? t`Deleting session ${reference}`
      : t`Changes to session ${reference}`;
  };

  const describe = ({ entry, intended, currentName, session }: RejectedItem): string => {
    if (session) return describeSession(entry, session.intended);
    const name = entry.name === 'patient.create' ? (intended?.name ?? '') : (currentName ?? '');
    if (entry.name === 'patient.create') return t`New patient ${name}`;
    if (!name) return entry.name === 'patient.delete' ? t`Deleting a patient` : t`Changes to a patient`;
    return entry.name === 'patient.delete' ? t`Deleting ${name}` : t`Changes to ${name}`;
  };

  return (
    <Stack gap="xs" data-testid="unsynced-changes">
      <Title order={3} fz="h5">
        <Trans>Unsynced changes</Trans>
      </Title>
      {items.map((item) => (
        <Paper key={item.entry.id} withBorder p="xs" radius="sm" data-testid="unsynced-change">
          <Text size="sm" fw={500}>
            {describe(item)}
          </Text>
          {(item.session?.messages ?? rejectionMessages(item.entry, item.intended)).map((message) => (
            <Text key={show(message)} size="xs" c="red">
              {show(message)}
            </Text>
          ))}
          <Group gap="xs" mt={6}>
            {canEdit(item) ? (
              <Button size="compact-xs" variant="light" onClick={() => onEdit(item.entry)}>
                <Trans>Edit and retry</Trans>
              </Button>
            ) : null}
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => void discardRejected(item.entry.id)}
            >
              <Trans>Discard</Trans>
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
