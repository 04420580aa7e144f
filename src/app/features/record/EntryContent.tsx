import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { formatCalendarDay } from '#core/calendar-day';
import { type RecordEntryRow, writtenSections } from '#core/record/record-entry-schema';
import { ParagraphText } from './ParagraphText.tsx';
import type { RecordLabels } from './record-labels.ts';

type Props = {
  entry: RecordEntryRow;
  labels: RecordLabels;
  /** The level of the entry's own headings (a page's entry: 2; an entry under a printed title: 3). */
  headingOrder: 2 | 3;
};

/** What an entry holds, read-only: a plan's problems, goals and review day, then its written sections. */
export function EntryContent({ entry, labels, headingOrder }: Props) {
  const { t, i18n } = useLingui();
  const heading = (text: React.ReactNode) => (
    <Title order={headingOrder} fz="h5">
      {text}
    </Title>
  );
  const plan = entry.plan;
  return (
    <Stack gap="sm">
      {plan ? (
        <>
          {heading(<Trans>Problems</Trans>)}
          <Stack gap={4} component="ul" style={{ margin: 0 }}>
            {plan.problems.map((problem) => (
              <Text key={problem.id} component="li" dir="auto">
                {problem.text}
              </Text>
            ))}
          </Stack>
          {heading(<Trans>Goals</Trans>)}
          <Stack gap={4} component="ul" style={{ margin: 0 }}>
            {plan.goals.map((goal) => (
              <Text key={goal.id} component="li">
                <span dir="auto">{goal.text}</span> — {labels.goalStatuses[goal.status]}
                {goal.targetDate ? `, ${t`by ${formatCalendarDay(goal.targetDate, i18n.locale)}`}` : ''}
              </Text>
            ))}
          </Stack>
          {plan.reviewedOn ? (
            <Text size="sm">
              <Trans>Reviewed with the patient on {formatCalendarDay(plan.reviewedOn, i18n.locale)}</Trans>
            </Text>
          ) : null}
        </>
      ) : null}
      {writtenSections(entry).map((key) => (
        <Stack key={key} gap={4}>
          {heading(entry.kind === 'plan' ? t`Notes on the plan` : labels.sections[key])}
          <ParagraphText text={entry.sections[key] ?? ''} />
        </Stack>
      ))}
    </Stack>
  );
}
