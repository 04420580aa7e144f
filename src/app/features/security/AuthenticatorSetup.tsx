import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, CopyButton, Group, Image, List, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { renderSVG } from 'uqr';
import * as v from 'valibot';
import { confirmTotpSchema, type TotpSetup } from '#core/two-factor';
import { fieldErrorsOf } from '../../ui/forms/field-errors.ts';
import { type Refusal, refusalOf } from './refusal.ts';

type Props = {
  setup: TotpSetup;
  /** Sends the app's first code; a refusal (a wrong code) rejects and is shown on the field. */
  confirm(code: string): Promise<void>;
  onCancel(): void;
};

/** The key shown in groups of four, the way authenticator apps ask for it when typed. */
function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Scan (or type) the key into an authenticator app, then prove it with the app's first code. */
export function AuthenticatorSetup({ setup, confirm, onCancel }: Props) {
  const { t } = useLingui();
  const qrCode = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(setup.uri, { border: 2 }))}`,
    [setup.uri],
  );
  const [refusal, setRefusal] = useState<Refusal>();
  const [isWorking, setWorking] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = v.safeParse(confirmTotpSchema, {
      code: String(new FormData(event.currentTarget).get('code') ?? ''),
    });
    if (!parsed.success) {
      setRefusal({ fieldMessage: fieldErrorsOf(parsed.issues).code ?? '' });
      return;
    }
    setWorking(true);
    try {
      await confirm(parsed.output.code);
    } catch (error) {
      setRefusal(refusalOf(error, 'code'));
    } finally {
      setWorking(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="authenticator-setup-title">
      <Stack gap="md">
        <Text fw={600} id="authenticator-setup-title">
          <Trans>Set up your authenticator app</Trans>
        </Text>
        <List type="ordered" spacing="xs" size="sm">
          <List.Item>
            <Trans>
              Open an authenticator app on your phone (for example Google Authenticator, Microsoft
              Authenticator or 1Password).
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>Scan this QR code with it, or type the key below.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Enter the 6-digit code the app then shows.</Trans>
          </List.Item>
        </List>
        <Image src={qrCode} alt={t`QR code for your authenticator app`} w={184} h={184} bg="white" />
        <Stack gap={4}>
          <Text size="sm">
            <Trans>Cannot scan? Type this key:</Trans>
          </Text>
          <Group gap="xs" wrap="wrap">
            <Code dir="ltr" fz="sm" data-testid="authenticator-key">
              {groupedKey(setup.secret)}
            </Code>
            <CopyButton value={setup.secret}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="subtle" onClick={copy}>
                  {copied ? <Trans>Copied</Trans> : <Trans>Copy the key</Trans>}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
        {refusal?.message ? (
          <Alert color="red" role="alert">
            {refusal.message}
          </Alert>
        ) : null}
        <TextInput
          name="code"
          label={t`Code from the app`}
          autoComplete="one-time-code"
          inputMode="numeric"
          dir="ltr"
          maw={240}
          error={refusal?.fieldMessage}
          required
        />
        <Group gap="sm">
          <Button type="submit" loading={isWorking}>
            <Trans>Turn on</Trans>
          </Button>
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
