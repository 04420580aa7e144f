import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import {
  confirmPasswordSchema,
  PASSKEY_NAME_MAX_CHARS,
  type RegisteredPasskey,
  TWO_FACTOR_MESSAGES,
} from '#core/two-factor';
import { addPasskey } from '#local/account-security';
import { PasskeyCeremonyError } from '#local/passkey-ceremony';
import { translate } from '../../i18n/translate.ts';
import { fieldErrorsOf } from '../../ui/forms/field-errors.ts';
import { PasswordField } from '../../ui/forms/PasswordField.tsx';
import { type Refusal, refusalOf } from './refusal.ts';

type Props = { opened: boolean; onClose(): void; onAdded(added: RegisteredPasskey): void };

/** A name a person recognises the device by, guessed from the browser (they may change it). */
function guessedName(): string {
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData
    ?.platform;
  return platform ? `${platform}` : '';
}

/** Name and password, then the browser's own passkey prompt (fingerprint, face, PIN or a key). */
export function AddPasskeyModal({ opened, onClose, onAdded }: Props) {
  const { t } = useLingui();
  const [refusal, setRefusal] = useState<Refusal & { name?: string }>();
  const [isWorking, setWorking] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const parsed = v.safeParse(confirmPasswordSchema, { password: String(form.get('password') ?? '') });
    const nameError =
      name === '' || name.length > PASSKEY_NAME_MAX_CHARS
        ? translate(TWO_FACTOR_MESSAGES.passkeyNameRequired)
        : undefined;
    if (!parsed.success || nameError) {
      setRefusal({
        ...(parsed.success ? {} : { fieldMessage: fieldErrorsOf(parsed.issues).password ?? '' }),
        ...(nameError ? { name: nameError } : {}),
      });
      return;
    }
    setWorking(true);
    try {
      onAdded(await addPasskey(parsed.output.password, name));
      setRefusal(undefined);
    } catch (error) {
      if (error instanceof PasskeyCeremonyError) setRefusal({ message: translate(error.descriptor) });
      else setRefusal(refusalOf(error, 'password'));
    } finally {
      setWorking(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Add a passkey`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              A passkey lives on this device or in your password manager. It signs you in with your
              fingerprint, face or screen lock, with no password to type.
            </Trans>
          </Text>
          {refusal?.message ? (
            <Alert color="red" role="alert">
              {refusal.message}
            </Alert>
          ) : null}
          <TextInput
            name="name"
            label={t`Name`}
            description={t`To recognise it later, such as the device it is on.`}
            defaultValue={opened ? guessedName() : ''}
            maxLength={PASSKEY_NAME_MAX_CHARS}
            error={refusal?.name}
            required
          />
          <PasswordField
            name="password"
            autoComplete="current-password"
            label={t`Your password`}
            error={refusal?.fieldMessage}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={isWorking}>
              <Trans>Continue</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
