import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import type { PatientFields } from '#core/patients/patient-schema';
import type { OutboxEntry } from '#core/sync/types';
import { getDb, type MindofficeDb } from '#local/db';
import { discardRejected, listRejected } from '#local/sync/unsynced-changes';
import { translate } from '../../i18n/translate.ts';
import { intendedFields, rowIdOf } from './rejected-entry.ts';
import { type RejectionMessage, rejectionMessages } from './rejection-messages.ts';

type RejectedItem = {
  entry: OutboxEntry;
  /** The patient as the user meant it; undefined when an edited patient is gone from this device. */
  intended: PatientFields | undefined;
  /** The patient's name on this device now (the server's, after the rollback). */
  currentName: string | undefined;
};

async function listRejectedItems(db: MindofficeDb): Promise<RejectedItem[]> {
  const entries = await listRejected(db);
  return Promise.all(
    entries.map(async (entry) => ({
      entry,
      intended: await intendedFields(entry, db),
      currentName: (await db.patients.get(rowIdOf(entry)))?.name,
    })),
  );
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
  const { t } = useLingui();
  const items = useLiveQuery(() => listRejectedItems(getDb())) ?? [];

  const describe = ({ entry, intended, currentName }: RejectedItem): string => {
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
          {rejectionMessages(item.entry, item.intended).map((message) => (
            <Text key={show(message)} size="xs" c="red">
              {show(message)}
            </Text>
          ))}
          <Group gap="xs" mt={6}>
            {item.entry.name !== 'patient.delete' && item.intended ? (
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
