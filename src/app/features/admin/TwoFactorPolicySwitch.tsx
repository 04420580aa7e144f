import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { TwoFactorPolicy } from '#core/two-factor';
import { readTwoFactorPolicy, saveTwoFactorPolicy } from './admin-api.ts';

/** The rule "every specialist signs in with two-factor", applied from each one's next sign-in. */
export function TwoFactorPolicySwitch() {
  const { t } = useLingui();
  const [policy, setPolicy] = useState<TwoFactorPolicy>();
  const [isSaving, setSaving] = useState(false);
  useEffect(() => {
    void readTwoFactorPolicy().then(setPolicy, () => undefined);
  }, []);
  const change = async (requiredForSpecialists: boolean) => {
    // Shown at once; put back if the server refuses (the API client reports why as a toast).
    setPolicy({ requiredForSpecialists });
    setSaving(true);
    try {
      setPolicy(await saveTwoFactorPolicy({ requiredForSpecialists }));
    } catch {
      setPolicy({ requiredForSpecialists: !requiredForSpecialists });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Switch
        label={t`Require two-factor sign-in for every specialist`}
        description={
          <Text span size="xs" c="dimmed">
            <Trans>
              A specialist without it sets up an authenticator app at their next sign-in. Open sessions keep
              working until they end.
            </Trans>
          </Text>
        }
        checked={policy?.requiredForSpecialists ?? false}
        disabled={policy === undefined || isSaving}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
    </Paper>
  );
}
