import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconShieldCheck, IconShieldOff, IconWifiOff } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { toLocale } from '#core/languages';
import { type SecurityStatus, type TotpSetup, TWO_FACTOR_MESSAGES } from '#core/two-factor';
import {
  confirmAuthenticator,
  readSecurityStatus,
  renewRecoveryCodes,
  startAuthenticatorSetup,
  turnOffAuthenticator,
} from '#local/account-security';
import { getSession, sessionUserType } from '#local/current-session';
import { translate } from '../../i18n/translate.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { AdminAccessLog } from '../access-log/AdminAccessLog.tsx';
import { AuthenticatorSetup } from './AuthenticatorSetup.tsx';
import { PasskeysSection } from './PasskeysSection.tsx';
import { PasswordConfirmModal } from './PasswordConfirmModal.tsx';
import { RecoveryCodesPanel } from './RecoveryCodesPanel.tsx';
import { refusalOf } from './refusal.ts';
import { YourDataSection } from './YourDataSection.tsx';

type Dialog = 'start' | 'turn-off' | 'renew';

/**
 * `/security`: the signed-in user's two-factor sign-in (specialists and admins). Read from and changed
 * on the server only: offline, the page says so and the office keeps working.
 */
export function SecurityPage() {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  const { online } = useNetwork();
  const [status, setStatus] = useState<SecurityStatus | 'unavailable'>();
  const [setup, setSetup] = useState<TotpSetup>();
  const [codes, setCodes] = useState<string[]>();
  const [dialog, setDialog] = useState<Dialog>();
  const [notice, setNotice] = useState<string>();
  // The administrators' looks at a specialist's records (an admin's own account has none).
  const isSpecialist = useLiveQuery(async () => {
    const session = await getSession();
    return session !== undefined && sessionUserType(session) === 'specialist';
  }, []);

  const load = useCallback(async () => {
    try {
      setStatus(await readSecurityStatus());
    } catch {
      setStatus('unavailable');
    }
  }, []);
  useEffect(() => {
    if (online) void load();
  }, [online, load]);

  const finish = (message: string) => {
    setDialog(undefined);
    setNotice(message);
    void load();
  };

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          <Trans>Sign-in security</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Protect your account with a second step at sign-in: a code from an authenticator app on your
            phone. It is asked when you sign in, not each time you open the app.
          </Trans>
        </Text>
      </Stack>
      {!online ? (
        <Alert color="gray" icon={<IconWifiOff aria-hidden />} role="status">
          <Trans>
            These settings need a connection. Everything else in your office keeps working offline.
          </Trans>
        </Alert>
      ) : null}
      {notice ? (
        <Alert color="teal" role="status" withCloseButton onClose={() => setNotice(undefined)}>
          {notice}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="lg">
        {codes ? (
          <RecoveryCodesPanel codes={codes} onDone={() => setCodes(undefined)} />
        ) : setup ? (
          <AuthenticatorSetup
            setup={setup}
            onCancel={() => setSetup(undefined)}
            confirm={async (code) => {
              const fresh = await confirmAuthenticator(code);
              setSetup(undefined);
              // None when a passkey already brought the account's codes.
              if (fresh.length > 0) setCodes(fresh);
              finish(translate(TWO_FACTOR_MESSAGES.enabled));
            }}
          />
        ) : status === undefined ? (
          online ? (
            <Loader size="sm" aria-label={t`Loading`} />
          ) : null
        ) : status === 'unavailable' ? (
          <Group justify="space-between">
            <Text>
              <Trans>Your security settings could not be loaded.</Trans>
            </Text>
            <Button variant="default" onClick={() => void load()} disabled={!online}>
              <Trans>Try again</Trans>
            </Button>
          </Group>
        ) : (
          <Stack gap="lg">
            {status.totpEnabledAt === null && status.passkeys.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>
                  Anyone who learns your password can sign in as you. With two-factor sign-in on, they also
                  need your phone.
                </Trans>
              </Text>
            ) : null}
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Group gap="sm" wrap="nowrap">
                  {status.totpEnabledAt ? (
                    <IconShieldCheck color="var(--mantine-color-teal-7)" aria-hidden />
                  ) : (
                    <IconShieldOff color="var(--mantine-color-gray-6)" aria-hidden />
                  )}
                  <Text fw={600}>
                    <Trans>Authenticator app</Trans>
                  </Text>
                  <Badge
                    color={status.totpEnabledAt ? 'teal' : 'gray'}
                    variant="light"
                    data-testid="two-factor-state"
                  >
                    {status.totpEnabledAt ? <Trans>On</Trans> : <Trans>Off</Trans>}
                  </Badge>
                </Group>
                {status.totpEnabledAt === null ? (
                  <Button onClick={() => setDialog('start')} disabled={!online}>
                    <Trans>Turn on</Trans>
                  </Button>
                ) : status.required && status.passkeys.length === 0 ? null : (
                  <Button
                    variant="outline"
                    color="red"
                    onClick={() => setDialog('turn-off')}
                    disabled={!online}
                  >
                    <Trans>Turn off</Trans>
                  </Button>
                )}
              </Group>
              {status.totpEnabledAt ? (
                <EnabledSince enabledAt={status.totpEnabledAt} locale={locale} />
              ) : null}
            </Stack>
            <Divider />
            <PasskeysSection
              passkeys={status.passkeys}
              online={online}
              locale={locale}
              onChanged={(message, fresh) => {
                if (fresh) setCodes(fresh);
                finish(message);
              }}
            />
            {status.totpEnabledAt !== null || status.passkeys.length > 0 ? (
              <>
                <Divider />
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <CodesLeft codesLeft={status.recoveryCodesLeft} />
                  <Button variant="default" onClick={() => setDialog('renew')} disabled={!online}>
                    <Trans>New recovery codes</Trans>
                  </Button>
                </Group>
              </>
            ) : null}
            {status.required ? (
              <Text size="sm" c="dimmed">
                <Trans>Your administrator requires two-factor sign-in, so it stays on.</Trans>
              </Text>
            ) : null}
          </Stack>
        )}
      </Paper>
      {isSpecialist ? (
        <Paper withBorder radius="md" p="lg">
          <AdminAccessLog />
        </Paper>
      ) : null}
      {isSpecialist ? (
        <Paper withBorder radius="md" p="lg">
          <YourDataSection online={online} />
        </Paper>
      ) : null}
      <PasswordConfirmModal
        opened={dialog === 'start'}
        title={t`Turn on two-factor sign-in`}
        description={t`Enter your password to set up an authenticator app.`}
        confirmLabel={t`Continue`}
        onClose={() => setDialog(undefined)}
        onConfirm={async (password) => {
          try {
            setSetup(await startAuthenticatorSetup(password));
            setNotice(undefined);
            setDialog(undefined);
            return undefined;
          } catch (error) {
            return refusalOf(error, 'password');
          }
        }}
      />
      <PasswordConfirmModal
        opened={dialog === 'renew'}
        title={t`New recovery codes`}
        description={t`Your current recovery codes will stop working. Enter your password to make new ones.`}
        confirmLabel={t`Make new codes`}
        onClose={() => setDialog(undefined)}
        onConfirm={async (password) => {
          try {
            setCodes(await renewRecoveryCodes(password));
            finish(translate(TWO_FACTOR_MESSAGES.recoveryCodesRenewed));
            return undefined;
          } catch (error) {
            return refusalOf(error, 'password');
          }
        }}
      />
      <PasswordConfirmModal
        opened={dialog === 'turn-off'}
        title={t`Turn off the authenticator app`}
        description={t`Its codes will no longer sign you in. Enter your password to confirm.`}
        confirmLabel={t`Turn off`}
        danger
        onClose={() => setDialog(undefined)}
        onConfirm={async (password) => {
          try {
            await turnOffAuthenticator(password);
            finish(translate(TWO_FACTOR_MESSAGES.disabled));
            return undefined;
          } catch (error) {
            return refusalOf(error, 'password');
          }
        }}
      />
    </Stack>
  );
}

function EnabledSince({ enabledAt, locale }: { enabledAt: string; locale: string }) {
  const since = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(enabledAt));
  return (
    <Text size="sm">
      <Trans>On since {since}.</Trans>
    </Text>
  );
}

function CodesLeft({ codesLeft }: { codesLeft: number }) {
  return (
    <Text size="sm">
      <Trans>Recovery codes left: {codesLeft}</Trans>
    </Text>
  );
}
