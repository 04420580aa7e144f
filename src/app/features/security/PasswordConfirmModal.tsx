import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import * as v from 'valibot';
import { confirmPasswordSchema } from '#core/two-factor';
import { fieldErrorsOf } from '../../ui/forms/field-errors.ts';
import { PasswordField } from '../../ui/forms/PasswordField.tsx';
import type { Refusal } from './refusal.ts';

type Props = {
  opened: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  danger?: boolean;
  onClose(): void;
  /** Answers a refusal to show, or nothing when done (the caller closes the dialog). */
  onConfirm(password: string): Promise<Refusal | undefined>;
};

/** Asks for the password again before a change to how the account signs in. */
export function PasswordConfirmModal({
  opened,
  title,
  description,
  confirmLabel,
  danger,
  onClose,
  onConfirm,
}: Props) {
  const { t } = useLingui();
  const [refusal, setRefusal] = useState<Refusal>();
  const [isWorking, setWorking] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = v.safeParse(confirmPasswordSchema, {
      password: String(new FormData(event.currentTarget).get('password') ?? ''),
    });
    if (!parsed.success) {
      setRefusal({ fieldMessage: fieldErrorsOf(parsed.issues).password ?? '' });
      return;
    }
    setWorking(true);
    try {
      setRefusal(await onConfirm(parsed.output.password));
    } finally {
      setWorking(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={() => {
        setRefusal(undefined);
        onClose();
      }}
      title={title}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{description}</Text>
          {refusal?.message ? (
            <Alert color="red" role="alert">
              {refusal.message}
            </Alert>
          ) : null}
          <PasswordField
            name="password"
            autoComplete="current-password"
            label={t`Your password`}
            error={refusal?.fieldMessage}
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" {...(danger ? { color: 'red' } : {})} loading={isWorking}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
