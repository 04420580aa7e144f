import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type PasskeySummary, type RegisteredPasskey, TWO_FACTOR_MESSAGES } from '#core/two-factor';
import { removePasskey } from '#local/account-security';
import { translate } from '../../i18n/translate.ts';
import { AddPasskeyModal } from './AddPasskeyModal.tsx';
import { PasswordConfirmModal } from './PasswordConfirmModal.tsx';
import { refusalOf } from './refusal.ts';

type Props = {
  passkeys: readonly PasskeySummary[];
  online: boolean;
  locale: string;
  /** A passkey added (with the recovery codes when it is the first factor) or removed. */
  onChanged(message: string, recoveryCodes?: string[]): void;
};

/** The account's passkeys: each signs in alone, or as the step after the password. */
export function PasskeysSection({ passkeys, online, locale, onChanged }: Props) {
  const { t } = useLingui();
  const [isAdding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PasskeySummary>();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconKey color="var(--mantine-color-teal-7)" aria-hidden />
          <Text fw={600} id="passkeys-title">
            <Trans>Passkeys</Trans>
          </Text>
        </Group>
        <Button variant="default" onClick={() => setAdding(true)} disabled={!online}>
          <Trans>Add a passkey</Trans>
        </Button>
      </Group>
      {passkeys.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>
            No passkey yet. A passkey signs you in with your fingerprint, face or screen lock, on its own or
            after your password.
          </Trans>
        </Text>
      ) : (
        <List listStyleType="none" spacing="xs" aria-labelledby="passkeys-title" data-testid="passkey-list">
          {passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              date={date}
              online={online}
              onRemove={setRemoving}
            />
          ))}
        </List>
      )}
      <AddPasskeyModal
        opened={isAdding}
        onClose={() => setAdding(false)}
        onAdded={(added: RegisteredPasskey) => {
          setAdding(false);
          onChanged(translate(TWO_FACTOR_MESSAGES.passkeyAdded), added.recoveryCodes);
        }}
      />
      <PasswordConfirmModal
        opened={removing !== undefined}
        title={t`Remove this passkey`}
        description={t`It will no longer sign you in. Enter your password to confirm.`}
        confirmLabel={t`Remove`}
        danger
        onClose={() => setRemoving(undefined)}
        onConfirm={async (password) => {
          if (!removing) return undefined;
          try {
            await removePasskey(removing.id, password);
            setRemoving(undefined);
            onChanged(translate(TWO_FACTOR_MESSAGES.passkeyRemoved));
            return undefined;
          } catch (error) {
            return refusalOf(error, 'password');
          }
        }}
      />
    </Stack>
  );
}

type ItemProps = {
  passkey: PasskeySummary;
  date(iso: string): string;
  online: boolean;
  onRemove(passkey: PasskeySummary): void;
};

function PasskeyItem({ passkey, date, online, onRemove }: ItemProps) {
  const { t } = useLingui();
  const { name } = passkey;
  const added = date(passkey.createdAt);
  const lastUsed = passkey.lastUsedAt ? date(passkey.lastUsedAt) : undefined;
  return (
    <List.Item>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0}>
          <Text size="sm" fw={500} dir="auto">
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {lastUsed ? (
              <Trans>
                Added {added} · last used {lastUsed}
              </Trans>
            ) : (
              <Trans>Added {added} · not used yet</Trans>
            )}
          </Text>
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => onRemove(passkey)}
          disabled={!online}
          aria-label={t`Remove the passkey ${name}`}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </List.Item>
  );
}
