import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import type { PatientFields } from '#core/patients/patient-schema';
import type { OutboxEntry } from '#core/sync/types';
import { getDb, type MindofficeDb } from '#local/db';
import { readProfile } from '#local/profile/profile-commands';
import { discardRejected, listRejected } from '#local/sync/unsynced-changes';
import { discardTypedInput } from '#local/typed-input';
import { translate } from '../../i18n/translate.ts';
import { useSessionFormat } from '../sessions/session-format.ts';
import { useOfficeTerms } from '../sessions/useOfficeTerms.ts';
import { intendedFields, rowIdOf } from './rejected-entry.ts';
import { isRecordEntry, type RejectedRecord, rejectedRecord } from './rejected-record.ts';
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
  /** For a clinical note's change: the words it held and whether they can become an addendum. */
  record?: RejectedRecord;
};

async function listRejectedItems(db: MindofficeDb, locale: string): Promise<RejectedItem[]> {
  const entries = await listRejected(db);
  return Promise.all(
    entries.map(async (entry): Promise<RejectedItem> => {
      if (isRecordEntry(entry)) {
        return {
          entry,
          intended: undefined,
          currentName: undefined,
          record: await rejectedRecord(entry, db),
        };
      }
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

/** The refused words of a signed note, added under it as an addendum; the refused change then goes. */
async function keepAsAddendum({ entry, record }: RejectedItem, authorName: string): Promise<void> {
  if (!record?.patientId || !record.text) return;
  const { addRecordAddendum } = await import('#local/record/record-commands');
  await addRecordAddendum({
    entryId: record.entryId,
    patientId: record.patientId,
    text: record.text,
    authorName,
  });
  await discardRejected(entry.id);
  // What the editor kept as typed is in the addendum now.
  await discardTypedInput(`record:${record.entryId}`);
}

/** Deletes have nothing to edit; an edit of a row gone from this device neither. */
function canEdit(item: RejectedItem): boolean {
  if (item.record) return false;
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
  const profile = useLiveQuery(() => readProfile(), []);
  const authorName = (profile ? `${profile.firstName} ${profile.lastName}`.trim() : '') || t`The specialist`;

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

  const describe = ({ entry, intended, currentName, session, record }: RejectedItem): string => {
    if (session) return describeSession(entry, session.intended);
    if (record) {
      if (entry.name === 'recordEntry.create') return t`New clinical note`;
      return entry.name === 'recordEntry.delete'
        ? t`Deleting a clinical note`
        : t`Changes to a clinical note`;
    }
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
          {item.record?.text ? (
            <Text
              size="xs"
              dir="auto"
              lineClamp={4}
              style={{ whiteSpace: 'pre-wrap' }}
              data-testid="refused-words"
            >
              {item.record.text}
            </Text>
          ) : null}
          {(item.session?.messages ?? rejectionMessages(item.entry, item.intended)).map((message) => (
            <Text key={show(message)} size="xs" c="red">
              {show(message)}
            </Text>
          ))}
          <Group gap="xs" mt={6}>
            {item.record?.isSigned && item.record.text && item.record.patientId ? (
              <Button size="compact-xs" variant="light" onClick={() => void keepAsAddendum(item, authorName)}>
                <Trans>Keep as an addendum</Trans>
              </Button>
            ) : null}
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
