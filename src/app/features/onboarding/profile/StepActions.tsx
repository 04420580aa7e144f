import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { VALIDATION_MESSAGES } from '#core/validation/messages';
import { translate } from '../../../i18n/translate.ts';
import { AnchorLink } from '../../../ui/links.tsx';

type Props = {
  userId: string;
  failure: string | undefined;
  isSubmitting: boolean;
  isIncomplete: boolean;
  submitLabel?: string;
};

/** The foot of a step: the "complete all required fields" and server messages, back and save. */
export function StepActions({ userId, failure, isSubmitting, isIncomplete, submitLabel }: Props) {
  return (
    <>
      {isIncomplete ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="form-incomplete">
          {translate(VALIDATION_MESSAGES.completeAllRequired)}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <AnchorLink to="/profile-completion/$id" params={{ id: userId }} size="sm">
          <Trans>Back to the steps</Trans>
        </AnchorLink>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel ?? <Trans>Save and continue</Trans>}
        </Button>
      </Group>
    </>
  );
}
