import { Trans, useLingui } from '@lingui/react/macro';
import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { AccessAction, AccessSubject } from '#core/access-log/access-event-schema';
import { toLocale } from '#core/languages';
import { patientAccessLog } from '#local/access-log/access-log-queries';
import { readDeviceId } from '#local/device-id';
import { useLanguage } from '../../i18n/useLanguage.ts';

const PAGE = 10;

/** Who touched this patient's record, when and from which device: newest first, from the device's copy. */
export function PatientAccessLog({ patientId }: { patientId: string }) {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  const [limit, setLimit] = useState(PAGE);
  const lines = useLiveQuery(() => patientAccessLog(patientId, limit + 1), [patientId, limit]);
  const thisDevice = useLiveQuery(() => readDeviceId(), []);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const actions: Record<AccessAction, string> = {
    view: t({ message: 'Viewed', context: 'access log' }),
    export: t({ message: 'Exported', context: 'access log' }),
    create: t({ message: 'Created', context: 'access log' }),
    update: t({ message: 'Changed', context: 'access log' }),
    delete: t({ message: 'Deleted', context: 'access log' }),
    download: t({ message: 'Downloaded', context: 'access log' }),
    erase: t({ message: 'Erased', context: 'access log' }),
  };
  const subjects: Record<AccessSubject, string> = {
    patient: t`Profile`,
    practice: t`Whole practice`,
    session: t`Session`,
    package: t`Package`,
    chat: t`Message`,
    file: t`Document`,
    registration: t`Registration`,
    credentials: t`Credentials`,
    record: t`Clinical record`,
  };
  const shown = lines?.slice(0, limit) ?? [];
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="access-log-title">
          <Trans>Access log</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Every look at and change to this record, and from which device. It never holds the record itself.
          </Trans>
        </Text>
        {lines === undefined ? null : shown.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Nothing recorded yet.</Trans>
          </Text>
        ) : (
          <List listStyleType="none" spacing="xs" aria-labelledby="access-log-title" data-testid="access-log">
            {shown.map((line) => (
              <List.Item key={line.id}>
                <Text size="sm" fw={500}>
                  {actions[line.action]} — {subjects[line.subject]}
                </Text>
                <Text size="xs" c="dimmed">
                  {when.format(Date.parse(line.at))} ·{' '}
                  {line.device !== null && line.device === thisDevice ? (
                    <Trans>This device</Trans>
                  ) : line.device === null ? (
                    <Trans>Unknown device</Trans>
                  ) : (
                    <Trans>Another device</Trans>
                  )}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        {lines !== undefined && lines.length > limit ? (
          <Button variant="subtle" size="compact-sm" onClick={() => setLimit((current) => current + PAGE)}>
            <Trans>Show more</Trans>
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
