import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { RecordPlan } from '#core/record/record-entry-schema';
import { GOAL_STATUSES, type GoalStatus } from '#core/record/record-lists';
import { DateField } from '../../ui/forms/DateField.tsx';
import type { RecordLabels } from './record-labels.ts';

type Props = {
  plan: RecordPlan;
  onChange: (plan: RecordPlan) => void;
  labels: RecordLabels;
  error: string | undefined;
};

/** A treatment plan's problems, goals (target date, status) and review day, edited in place. */
export function PlanFields({ plan, onChange, labels, error }: Props) {
  const { t } = useLingui();
  const setProblem = (index: number, text: string) =>
    onChange({
      ...plan,
      problems: plan.problems.map((item, at) => (at === index ? { ...item, text } : item)),
    });
  const setGoal = (index: number, change: Partial<RecordPlan['goals'][number]>) =>
    onChange({
      ...plan,
      goals: plan.goals.map((item, at) => (at === index ? { ...item, ...change } : item)),
    });
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="fieldset" style={{ margin: 0 }}>
        <Title order={2} fz="h5" mb="sm" component="legend">
          <Trans>Problems</Trans>
        </Title>
        <Stack gap="xs">
          {plan.problems.map((problem, index) => (
            <Group key={problem.id} gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                style={{ flex: 1 }}
                label={t`Problem ${index + 1}`}
                value={problem.text}
                dir="auto"
                onChange={(event) => setProblem(index, event.currentTarget.value)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t`Remove problem ${index + 1}`}
                onClick={() => onChange({ ...plan, problems: plan.problems.filter((_, at) => at !== index) })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() =>
              onChange({ ...plan, problems: [...plan.problems, { id: crypto.randomUUID(), text: '' }] })
            }
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Add a problem</Trans>
          </Button>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" component="fieldset" style={{ margin: 0 }}>
        <Title order={2} fz="h5" mb="sm" component="legend">
          <Trans>Goals</Trans>
        </Title>
        <Stack gap="md">
          {plan.goals.map((goal, index) => (
            <Stack key={goal.id} gap="xs" data-testid="plan-goal">
              <Group gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  style={{ flex: 1 }}
                  label={t`Goal ${index + 1}`}
                  value={goal.text}
                  dir="auto"
                  onChange={(event) => setGoal(index, { text: event.currentTarget.value })}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t`Remove goal ${index + 1}`}
                  onClick={() => onChange({ ...plan, goals: plan.goals.filter((_, at) => at !== index) })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
              <Group gap="xs" grow wrap="wrap">
                <DateField
                  label={t`Target date of goal ${index + 1}`}
                  value={goal.targetDate ?? ''}
                  onChange={(value) => setGoal(index, { targetDate: value === '' ? null : value })}
                  clearable
                />
                <Select
                  label={t`Status of goal ${index + 1}`}
                  value={goal.status}
                  allowDeselect={false}
                  onChange={(value) => setGoal(index, { status: (value as GoalStatus | null) ?? 'open' })}
                  data={GOAL_STATUSES.map((status) => ({
                    value: status,
                    label: labels.goalStatuses[status],
                  }))}
                />
              </Group>
            </Stack>
          ))}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() =>
              onChange({
                ...plan,
                goals: [
                  ...plan.goals,
                  { id: crypto.randomUUID(), text: '', targetDate: null, status: 'open' },
                ],
              })
            }
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Add a goal</Trans>
          </Button>
        </Stack>
      </Paper>
      <DateField
        label={t`Reviewed with the patient on`}
        value={plan.reviewedOn ?? ''}
        onChange={(value) => onChange({ ...plan, reviewedOn: value === '' ? null : value })}
        clearable
        maw={260}
      />
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
