import { Trans, useLingui } from '@lingui/react/macro';
import { List, Stack, Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import type { AccessSubject } from '#core/access-log/access-event-schema';
import { toLocale } from '#core/languages';
import { adminAccessLog } from '#local/access-log/access-log-queries';
import { useLanguage } from '../../i18n/useLanguage.ts';

const SHOWN = 20;

/** What an administrator looked at of this specialist's own records, from the device's copy. */
export function AdminAccessLog() {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  const lines = useLiveQuery(() => adminAccessLog(SHOWN), []);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const subjects: Partial<Record<AccessSubject, string>> = {
    registration: t`Your registration`,
    credentials: t`A change of your credentials`,
    file: t`One of your documents`,
  };
  return (
    <Stack gap="xs">
      <Text fw={600} id="admin-access-title">
        <Trans>Administrator access</Trans>
      </Text>
      {lines === undefined ? null : lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No administrator has looked at your records.</Trans>
        </Text>
      ) : (
        <List
          listStyleType="none"
          spacing="xs"
          aria-labelledby="admin-access-title"
          data-testid="admin-access-log"
        >
          {lines.map((line) => (
            <List.Item key={line.id}>
              <Text size="sm">{subjects[line.subject] ?? line.subject}</Text>
              <Text size="xs" c="dimmed">
                {when.format(Date.parse(line.at))}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
