import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Loader, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { translate } from '../../i18n/translate.ts';
import type { LinkProblem } from './link-api.ts';
import type { LinkState } from './useLinkCheck.ts';

/** What a link page shows while its link is checked, or why it cannot be used. */
export function LinkNotice({ state, after }: { state: LinkState; after?: ReactNode }) {
  const { t } = useLingui();
  if (state.status === 'checking') {
    return (
      <Stack align="center" py="lg">
        <Loader aria-label={t`Checking the link`} />
      </Stack>
    );
  }
  if (state.status !== 'refused') return null;
  return (
    <Stack gap="md">
      <ProblemAlert problem={state.problem} />
      {after}
    </Stack>
  );
}

export function ProblemAlert({ problem }: { problem: LinkProblem }) {
  const text = typeof problem.message === 'string' ? problem.message : translate(problem.message);
  return (
    <Alert
      color={problem.kind === 'used' ? 'blue' : 'red'}
      icon={<IconAlertCircle aria-hidden />}
      role="alert"
    >
      {text}
    </Alert>
  );
}

export function SuccessAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status" title={<Trans>Done</Trans>}>
      {children}
    </Alert>
  );
}
