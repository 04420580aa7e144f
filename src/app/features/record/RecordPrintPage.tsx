import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { formatCalendarDay } from '#core/calendar-day';
import type { RecordAddendumRow } from '#core/record/record-addendum-schema';
import { type RecordEntryRow, writtenSections } from '#core/record/record-entry-schema';
import { getPatient } from '#local/patients/patient-queries';
import { readProfile } from '#local/profile/profile-commands';
import { addendaOf, patientRecord } from '#local/record/record-queries';
import { RecordNotFound } from '../../ui/RecordPage.tsx';
import { useRecordView } from '../access-log/useRecordView.ts';
import { BackToPatient } from './BackToPatient.tsx';
import { ParagraphText } from './ParagraphText.tsx';
import classes from './RecordPrintPage.module.css';
import { type RecordLabels, useRecordLabels } from './record-labels.ts';

/** Enough for any one patient's record on paper; the screen's list pages, this page does not. */
const PRINT_LIMIT = 10_000;

/**
 * `/print-record/{patientId}`: the clinical record, or the entries ticked, as an A4 document in the
 * interface language, printed (or saved as PDF) by the browser — which shapes Arabic as the screen does,
 * where JavaScript PDF libraries do not (react-pdf #747, pdfmake #315). From the device's copy: offline too.
 */
export function RecordPrintPage({ patientId }: { patientId: string }) {
  const { t, i18n } = useLingui();
  const labels = useRecordLabels();
  const patient = useLiveQuery(async () => (await getPatient(patientId)) ?? null, [patientId]);
  const profile = useLiveQuery(async () => (await readProfile()) ?? null, []);
  const record = useLiveQuery(async () => {
    const { rows } = await patientRecord(patientId, {}, PRINT_LIMIT);
    return { rows, addenda: await addendaOf(rows.map((row) => row.id)) };
  }, [patientId]);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  useRecordView(patient ? { subject: 'record', subjectId: patientId, patientId } : undefined);

  if (patient === undefined || record === undefined) return <Skeleton h={420} radius="md" />;
  if (patient === null || patient.type !== 'individual') {
    return (
      <RecordNotFound
        title={<Trans>Patient not found</Trans>}
        back={{ to: '/patients', label: <Trans>Back to patients</Trans> }}
      />
    );
  }
  const printed = record.rows.filter((row) => !left.has(row.id));
  const author = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  const today = formatCalendarDay(new Date().toISOString().slice(0, 10), i18n.locale);
  const toggle = (id: string) =>
    setLeft((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack gap="lg" className={classes.document}>
      <Stack gap="sm" className={classes.screenOnly}>
        <BackToPatient patient={patient} />
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Text fw={600} id="print-choice">
              <Trans>Entries to print</Trans>
            </Text>
            {record.rows.length === 0 ? (
              <Text c="dimmed" size="sm">
                <Trans>No entry yet.</Trans>
              </Text>
            ) : (
              <Stack gap={6} role="group" aria-labelledby="print-choice">
                {record.rows.map((row) => (
                  <Checkbox
                    key={row.id}
                    checked={!left.has(row.id)}
                    onChange={() => toggle(row.id)}
                    label={`${labels.kinds[row.kind]} — ${formatCalendarDay(row.writtenOn, i18n.locale)}`}
                  />
                ))}
              </Stack>
            )}
            <Button
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
              disabled={printed.length === 0}
              style={{ alignSelf: 'flex-start' }}
            >
              <Trans>Print or save as PDF</Trans>
            </Button>
          </Stack>
        </Paper>
      </Stack>
      <header>
        <Title order={1} fz="h2">
          <Trans>Clinical record: {patient.name}</Trans>
        </Title>
        <Text size="sm">
          {patient.dateOfBirth ? (
            <Trans>Born on {formatCalendarDay(patient.dateOfBirth, i18n.locale)}</Trans>
          ) : null}
        </Text>
        <Text size="sm" c="dimmed">
          {author ? (
            <Trans>
              Printed on {today} by {author}
            </Trans>
          ) : (
            <Trans>Printed on {today}</Trans>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {t`Confidential: this document holds health data.`}
        </Text>
      </header>
      {printed.map((row) => (
        <PrintedEntry
          key={row.id}
          entry={row}
          addenda={record.addenda.get(row.id) ?? []}
          labels={labels}
          locale={i18n.locale}
        />
      ))}
    </Stack>
  );
}

function PrintedEntry({
  entry,
  addenda,
  labels,
  locale,
}: {
  entry: RecordEntryRow;
  addenda: readonly RecordAddendumRow[];
  labels: RecordLabels;
  locale: string;
}) {
  const { t } = useLingui();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
  const sections = writtenSections(entry);
  return (
    <section className={classes.entry} aria-label={labels.kinds[entry.kind]}>
      <Title order={2} fz="h4">
        {labels.kinds[entry.kind]} — {formatCalendarDay(entry.writtenOn, locale)}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {entry.status === 'signed' && entry.signedAt ? (
          <Trans>Signed on {when.format(new Date(entry.signedAt))}</Trans>
        ) : (
          t`Draft`
        )}
      </Text>
      {entry.plan ? (
        <Stack gap={4} mb="xs">
          {entry.plan.problems.map((problem) => (
            <Text key={problem.id} dir="auto">
              • {problem.text}
            </Text>
          ))}
          {entry.plan.goals.map((goal) => (
            <Text key={goal.id}>
              • <span dir="auto">{goal.text}</span> — {labels.goalStatuses[goal.status]}
            </Text>
          ))}
        </Stack>
      ) : null}
      {sections.map((key) => (
        <Stack key={key} gap={2} mb="xs">
          <Title order={3} fz="h6">
            {entry.kind === 'plan' ? t`Notes on the plan` : labels.sections[key]}
          </Title>
          <ParagraphText text={entry.sections[key] ?? ''} />
        </Stack>
      ))}
      {addenda.map((addendum) => (
        <Stack
          key={addendum.id}
          gap={2}
          mt="xs"
          ps="md"
          style={{ borderInlineStart: '2px solid var(--mantine-color-gray-4)' }}
        >
          <Text size="sm" c="dimmed">
            <Trans>
              Addendum by {addendum.authorName}, {when.format(new Date(addendum.writtenAt))}
            </Trans>
          </Text>
          <ParagraphText text={addendum.text} />
        </Stack>
      ))}
    </section>
  );
}
