import { useLingui } from '@lingui/react/macro';
import { Progress, Stack, Stepper, Text } from '@mantine/core';
import type { ProfileState } from '#core/onboarding/api';
import { PROFILE_STEPS, type ProfileStep } from '#core/onboarding/profile-completion';
import { useIsPhone } from '../../../ui/useIsPhone.ts';

/** The three steps with what is filed and where the specialist is (spec: Step 2, Complete Your Profile). */
export function ProfileStepper({ state, current }: { state: ProfileState; current?: ProfileStep }) {
  const { t } = useLingui();
  const isPhone = useIsPhone();
  const labels: Record<ProfileStep, string> = {
    photo: t`Photo`,
    'basic-info': t`Basic information`,
    session: t`Session setup`,
  };
  const filed = state.filedSteps.length;
  const total = PROFILE_STEPS.length;
  const percent = Math.round((filed / total) * 100);
  const active = current ? PROFILE_STEPS.indexOf(current) : filed;
  return (
    <Stack gap="xs">
      <Progress value={percent} aria-label={t`Profile completion`} size="sm" />
      <Text size="xs" c="dimmed" data-testid="profile-progress">
        {t`${filed} of ${total} steps completed`}
      </Text>
      {/* A phone stacks the steps (a wrapped row left a connector dangling at 390 px). A step before
          the current one is ticked only when it was filed: the count and the ticks say the same. */}
      <Stepper
        active={active}
        size="xs"
        allowNextStepsSelect={false}
        orientation={isPhone ? 'vertical' : 'horizontal'}
      >
        {PROFILE_STEPS.map((step, index) => (
          <Stepper.Step
            key={step}
            label={labels[step]}
            {...(state.filedSteps.includes(step) ? {} : { completedIcon: index + 1 })}
          />
        ))}
      </Stepper>
    </Stack>
  );
}
