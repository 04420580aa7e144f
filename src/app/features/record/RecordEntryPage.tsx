import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { formatCalendarDay } from '#core/calendar-day';
import type { RecordEntryRow } from '#core/record/record-entry-schema';
import { RECORD_MESSAGES } from '#core/record/record-messages';
import { getPatient } from '#local/patients/patient-queries';
import { readProfile } from '#local/profile/profile-commands';
import { discardTypedInput, readTypedInput } from '#local/typed-input';
import { translate } from '../../i18n/translate.ts';
import { showConfirmation } from '../../ui/confirmation-toast.ts';
import { RecordNotFound } from '../../ui/RecordPage.tsx';
import { useRecordView } from '../access-log/useRecordView.ts';
import { BackToPatient } from './BackToPatient.tsx';
import { DraftEntryForm, type DraftValues } from './DraftEntryForm.tsx';
import { useRecordLabels } from './record-labels.ts';
import { SignedEntry } from './SignedEntry.tsx';
import { typedRecordKey } from './useRecordAutosave.ts';

/**
 * `/record-entry/{id}`: one entry of a patient's clinical record (issue 38), from the device's copy —
 * a draft to write (saved as typed, kept on the device valid or not) and sign, or a signed note to
 * read and add addenda to. Every opening is a line of the patient's access log.
 */
export function RecordEntryPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const labels = useRecordLabels();
  const navigate = useNavigate();
  const entry = useLiveQuery(async () => {
    const { recordEntry } = await import('#local/record/record-queries');
    return (await recordEntry(id)) ?? null;
  }, [id]);
  const patient = useLiveQuery(
    async () => (entry ? ((await getPatient(entry.patientId)) ?? null) : undefined),
    [entry?.patientId],
  );
  const profile = useLiveQuery(async () => (await readProfile()) ?? null, []);
  useRecordView(entry ? { subject: 'record', subjectId: entry.id, patientId: entry.patientId } : undefined);

  if (entry === undefined || (entry && patient === undefined)) return <Skeleton h={420} radius="md" />;
  if (entry === null || !patient) {
    return (
      <RecordNotFound
        title={translate(RECORD_MESSAGES.notFound)}
        back={{ to: '/patients', label: <Trans>Back to patients</Trans> }}
      />
    );
  }
  const authorName = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  return (
    <Stack gap="lg">
      <BackToPatient patient={patient} />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {labels.kinds[entry.kind]}
          </Title>
          <Text c="dimmed">
            {patient.name} · {formatCalendarDay(entry.writtenOn, i18n.locale)}
          </Text>
        </Stack>
        <Badge size="lg" color={entry.status === 'signed' ? 'teal' : 'gray'} variant="light">
          {entry.status === 'signed' ? t`Signed` : t`Draft`}
        </Badge>
      </Group>
      {entry.status === 'signed' ? (
        <SignedEntry entry={entry} labels={labels} authorName={authorName || t`The specialist`} />
      ) : (
        <DraftLoader
          entry={entry}
          onSign={async () => {
            const { signRecordEntry } = await import('#local/record/record-commands');
            await signRecordEntry(entry.id);
            await discardTypedInput(typedRecordKey(entry.id));
            showConfirmation(t`The note is signed.`);
          }}
          onDelete={async () => {
            const { deleteRecordDraft } = await import('#local/record/record-commands');
            await deleteRecordDraft(entry.id);
            await discardTypedInput(typedRecordKey(entry.id));
            showConfirmation(t`The draft was deleted.`);
            await navigate({ to: '/patient-profile/$id', params: { id: entry.patientId } });
          }}
        />
      )}
    </Stack>
  );
}

/** The draft's editor, opened once with what was typed and not saved over the stored values. */
function DraftLoader({
  entry,
  onSign,
  onDelete,
}: {
  entry: RecordEntryRow;
  onSign: () => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const labels = useRecordLabels();
  const [opened, setOpened] = useState<{ initial: DraftValues; restored: (keyof DraftValues)[] }>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per entry; the editor keeps its own state.
  useEffect(() => {
    void readTypedInput(typedRecordKey(entry.id)).then((typed) => {
      const initial: DraftValues = {
        writtenOn: typeof typed.writtenOn === 'string' ? typed.writtenOn : entry.writtenOn,
        template:
          typeof typed.template === 'string' ? (typed.template as DraftValues['template']) : entry.template,
        sections: isTextMap(typed.sections) ? { ...entry.sections, ...typed.sections } : entry.sections,
        plan:
          typed.plan !== undefined && entry.kind === 'plan'
            ? (typed.plan as DraftValues['plan'])
            : entry.plan,
      };
      const restored = (Object.keys(initial) as (keyof DraftValues)[]).filter(
        (field) => JSON.stringify(initial[field]) !== JSON.stringify(entry[field]),
      );
      setOpened({ initial, restored });
    });
  }, [entry.id]);
  if (!opened) return <Skeleton h={320} radius="md" />;
  return (
    <DraftEntryForm
      entry={entry}
      initial={opened.initial}
      restored={opened.restored}
      labels={labels}
      onSign={onSign}
      onDelete={onDelete}
    />
  );
}

function isTextMap(value: unknown): value is DraftValues['sections'] {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((text) => typeof text === 'string')
  );
}
