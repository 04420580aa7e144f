import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Code, Paper, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { toLocale } from '#core/languages';
import type { MailItem } from '#core/onboarding/api';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { AdminListFrame } from './AdminListFrame.tsx';
import { listMail, type PageQuery } from './admin-api.ts';
import { formatInstant } from './format.ts';
import { usePaged } from './usePaged.ts';

/** The mail outbox: what was sent, and — without SMTP — the stored mails with their links. */
export function MailOutboxPage() {
  const load = useCallback(({ page, pageSize }: PageQuery) => listMail({ page, pageSize }), []);
  const list = usePaged(load);
  const items = list.result?.items ?? [];
  return (
    <AdminListFrame
      title={<Trans>Mail outbox</Trans>}
      description={
        <Trans>
          E-mails sent to applicants. Without an SMTP server they are stored here with their links.
        </Trans>
      }
      list={list}
      empty={<Trans>No e-mail yet.</Trans>}
    >
      <Stack gap={0} p="sm">
        {items.map((mail) => (
          <MailEntry key={mail.id} mail={mail} />
        ))}
      </Stack>
    </AdminListFrame>
  );
}

function MailEntry({ mail }: { mail: MailItem }) {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  const statuses: Record<MailItem['status'], string> = {
    stored: t`Stored`,
    sent: t`Sent`,
    failed: t`Failed`,
  };
  return (
    <Paper withBorder p="sm" mb="xs" data-testid="mail-item">
      <Stack gap={4}>
        <Text fw={600} dir="auto">
          {mail.subject}
        </Text>
        <Text size="sm" c="dimmed">
          <span dir="ltr">{mail.to}</span> · {mail.language} · {formatInstant(mail.createdAt, locale)}{' '}
          <Badge size="sm" variant="light" color={mail.status === 'failed' ? 'red' : 'teal'}>
            {statuses[mail.status]}
          </Badge>
        </Text>
        {mail.link ? (
          <Anchor href={mail.link} size="sm" dir="ltr" style={{ wordBreak: 'break-all' }}>
            {mail.link}
          </Anchor>
        ) : null}
        {mail.text ? (
          <Code block style={{ whiteSpace: 'pre-wrap' }} dir="auto">
            {mail.text}
          </Code>
        ) : null}
      </Stack>
    </Paper>
  );
}
