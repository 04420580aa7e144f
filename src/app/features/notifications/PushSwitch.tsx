// The switch that asks for Web Push on this device — the only place the browser's permission prompt
// comes from. It says why it cannot be switched on (an unsupported browser, notifications blocked)
// and that iPhones and iPads push only to MindOffice added to the Home Screen.
import { Trans, useLingui } from '@lingui/react/macro';
import { Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { disablePush, enablePush, type PushState, readPushState } from '#local/notifications/push-client';

export function PushSwitch() {
  const { t } = useLingui();
  const [state, setState] = useState<PushState>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    void readPushState().then(setState);
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await (on ? enablePush(() => Notification.requestPermission()) : disablePush()));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const description =
    state === 'unsupported'
      ? t`This browser cannot receive push notifications. On an iPhone or iPad, add MindOffice to the Home Screen and open it from there.`
      : state === 'blocked'
        ? t`Notifications are blocked for MindOffice in this browser's settings.`
        : t`What you have not seen in the app reaches this device even when MindOffice is closed. On an iPhone or iPad, add MindOffice to the Home Screen first.`;

  return (
    <div>
      <Switch
        label={t`Push notifications on this device`}
        description={description}
        checked={state === 'on'}
        disabled={state === undefined || state === 'unsupported' || state === 'blocked' || busy}
        onChange={(event) => void change(event.currentTarget.checked)}
        data-testid="push-switch"
      />
      {failed ? (
        <Text size="sm" c="red.8" role="alert" mt={4}>
          <Trans>That did not work. Check your connection and try again.</Trans>
        </Text>
      ) : null}
    </div>
  );
}
