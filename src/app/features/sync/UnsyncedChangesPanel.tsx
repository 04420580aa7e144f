import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { PatientFields } from '#core/patients/patient-schema';
import type { OutboxEntry } from '#core/sync/types';
import { getDb } from '#local/db';
import { discardRejected, listRejected, resubmitRejected } from '#local/sync/unsynced-changes';
import { translate } from '../../i18n/translate.ts';
import { PatientFormModal } from '../patients/PatientFormModal.tsx';
import { toFormValues } from '../patients/patient-form-values.ts';
import { rejectedEntryForm, resubmitArgs } from './rejected-entry.ts';

/** Changes the server refused for good: each with its message, and edit-and-retry or discard. */
export function UnsyncedChangesPanel() {
  const { t } = useLingui();
  const entries = useLiveQuery(() => listRejected()) ?? [];
  const [editing, setEditing] = useState<{ entry: OutboxEntry; fields: PatientFields } | undefined>();

  const describe = (entry: OutboxEntry): string => {
    const name = typeof entry.args.name === 'string' ? entry.args.name : '';
    if (entry.name === 'patient.create') return t`New patient ${name}`;
    if (entry.name === 'patient.delete') return t`Deleting a patient`;
    return t`Changes to a patient`;
  };

  return (
    <Stack gap="xs" data-testid="unsynced-changes">
      <Title order={3} fz="h5">
        <Trans>Unsynced changes</Trans>
      </Title>
      {entries.map((entry) => (
        <Paper key={entry.id} withBorder p="xs" radius="sm">
          <Text size="sm" fw={500}>
            {describe(entry)}
          </Text>
          <Text size="xs" c="red">
            {entry.lastError ? (entry.lastError.serverMessage ?? translate(entry.lastError.messageId)) : null}
          </Text>
          {entry.lastError?.fieldErrors
            ? Object.values(entry.lastError.fieldErrors).map((message) => (
                <Text key={message} size="xs" c="red">
                  {message}
                </Text>
              ))
            : null}
          <Group gap="xs" mt={6}>
            {entry.name !== 'patient.delete' ? (
              <Button
                size="compact-xs"
                variant="light"
                onClick={async () => {
                  const fields = await rejectedEntryForm(entry, getDb());
                  if (fields) setEditing({ entry, fields });
                }}
              >
                <Trans>Edit and retry</Trans>
              </Button>
            ) : null}
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => void discardRejected(entry.id)}
            >
              <Trans>Discard</Trans>
            </Button>
          </Group>
        </Paper>
      ))}
      <PatientFormModal
        opened={editing !== undefined}
        title={t`Edit and retry`}
        initial={editing ? toFormValues(editing.fields) : undefined}
        onClose={() => setEditing(undefined)}
        onSubmit={async (fields) => {
          if (!editing) return;
          await resubmitRejected(editing.entry, await resubmitArgs(editing.entry, fields, getDb()));
        }}
      />
    </Stack>
  );
}
