import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { RecordEntryRow } from '#core/record/record-entry-schema';
import { ADDENDUM_MAX_CHARS } from '#core/record/record-lists';
import { discardTypedInput, keepTypedInput, readTypedInput } from '#local/typed-input';
import { translate } from '../../i18n/translate.ts';
import { useUnsavedInput } from '../../pwa/unsaved-input.ts';
import { showConfirmation } from '../../ui/confirmation-toast.ts';
import { EntryContent } from './EntryContent.tsx';
import { ParagraphText } from './ParagraphText.tsx';
import type { RecordLabels } from './record-labels.ts';

const addendumKey = (entryId: string) => `record-addendum:${entryId}`;

/** A signed note as the record keeps it: its sections or plan, the signature, and its addenda. */
export function SignedEntry({
  entry,
  labels,
  authorName,
}: {
  entry: RecordEntryRow;
  labels: RecordLabels;
  authorName: string;
}) {
  const { i18n } = useLingui();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' });
  const addenda = useLiveQuery(async () => {
    const { addendaOf } = await import('#local/record/record-queries');
    return (await addendaOf([entry.id])).get(entry.id) ?? [];
  }, [entry.id]);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" data-testid="signature">
        {entry.signedAt ? (
          <Trans>Signed on {when.format(new Date(entry.signedAt))}</Trans>
        ) : (
          <Trans>Signed</Trans>
        )}
      </Text>
      <EntryContent entry={entry} labels={labels} headingOrder={2} />
      <Divider />
      <Title order={2} fz="h4">
        <Trans>Addenda</Trans>
      </Title>
      {addenda && addenda.length > 0 ? (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {addenda.map((addendum) => (
            <Paper key={addendum.id} component="li" withBorder radius="md" p="md" data-testid="addendum">
              <Text size="sm" c="dimmed" mb={4}>
                <Trans>
                  {addendum.authorName}, {when.format(new Date(addendum.writtenAt))}
                </Trans>
              </Text>
              <ParagraphText text={addendum.text} />
            </Paper>
          ))}
        </Stack>
      ) : (
        <Text c="dimmed" size="sm">
          <Trans>No addendum.</Trans>
        </Text>
      )}
      <AddendumForm entry={entry} authorName={authorName} />
    </Stack>
  );
}

/** The addendum being written, kept on the device as typed until it is added. */
function AddendumForm({ entry, authorName }: { entry: RecordEntryRow; authorName: string }) {
  const { t } = useLingui();
  const key = addendumKey(entry.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  useUnsavedInput(key, text.trim() !== '');
  useEffect(() => {
    void readTypedInput(key).then((typed) => {
      if (typeof typed.text === 'string') setText(typed.text);
    });
  }, [key]);

  async function add() {
    const trimmed = text.trim();
    if (trimmed === '') return setError(translate('record.addendum.required'));
    if (trimmed.length > ADDENDUM_MAX_CHARS) return setError(translate('record.addendum.tooLong'));
    setError(undefined);
    const { addRecordAddendum } = await import('#local/record/record-commands');
    await addRecordAddendum({ entryId: entry.id, patientId: entry.patientId, text: trimmed, authorName });
    setText('');
    await discardTypedInput(key);
    showConfirmation(t`Addendum added.`);
  }

  return (
    <Stack gap="xs">
      <Textarea
        label={t`New addendum`}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          void keepTypedInput(key, { text: event.currentTarget.value });
        }}
        autosize
        minRows={3}
        dir="auto"
        error={error}
      />
      <Button onClick={() => void add()} style={{ alignSelf: 'flex-start' }}>
        <Trans>Add the addendum</Trans>
      </Button>
    </Stack>
  );
}
