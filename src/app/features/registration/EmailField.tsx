import { useLingui } from '@lingui/react/macro';
import { Loader, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { translate } from '../../i18n/translate.ts';
import type { RegistrationForm } from './registration-form.ts';
import type { EmailStatus } from './useEmailAvailability.ts';

type Props = { form: RegistrationForm; status: EmailStatus };

/** The e-mail with its live availability check; a taken or failed check shows as the field's error. */
export function EmailField({ form, status }: Props) {
  const { t } = useLingui();
  const input = form.getInputProps('email');
  const checkError =
    status === 'taken'
      ? translate(M.emailTaken)
      : status === 'failed'
        ? translate(M.emailCheckFailed)
        : undefined;
  return (
    <TextInput
      label={t`E-mail`}
      type="email"
      autoComplete="email"
      required
      dir="ltr"
      {...input}
      error={input.error ?? checkError}
      rightSection={status === 'checking' ? <Loader size="xs" aria-label={t`Checking the e-mail`} /> : null}
      description={
        status === 'available' ? (
          <Text component="span" size="xs" c="teal.8" role="status">
            <IconCircleCheck size={12} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
            {translate(M.emailAvailable)}
          </Text>
        ) : undefined
      }
    />
  );
}
