import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import type { AccessSubject } from '#core/access-log/access-event-schema';
import type { AdminAccessItem } from '#core/access-log/admin-access-api';
import { toLocale } from '#core/languages';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { AdminListFrame } from './AdminListFrame.tsx';
import { listAdminAccess, type PageQuery } from './admin-api.ts';
import { formatInstant } from './format.ts';
import { usePaged } from './usePaged.ts';

/**
 * `/admin/access-log`: every look an administrator took at a specialist's records, newest first — the
 * same lines each specialist sees on their security page. Cards, not a table: it reads on a phone.
 */
export function AdminAccessLogPage() {
  const load = useCallback(({ page, pageSize }: PageQuery) => listAdminAccess({ page, pageSize }), []);
  const list = usePaged(load);
  const items = list.result?.items ?? [];
  return (
    <AdminListFrame
      title={<Trans>Administrator access</Trans>}
      description={
        <Trans>
          Every time an administrator opened a specialist’s registration, credential change or document. Each
          specialist sees the lines about them on their security page.
        </Trans>
      }
      list={list}
      empty={<Trans>No administrator has opened a specialist’s records yet.</Trans>}
    >
      <Stack gap={0} p="sm">
        {items.map((item) => (
          <AccessEntry key={item.id} item={item} />
        ))}
      </Stack>
    </AdminListFrame>
  );
}

function AccessEntry({ item }: { item: AdminAccessItem }) {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  const subjects: Partial<Record<AccessSubject, string>> = {
    registration: t`Registration`,
    credentials: t`Credentials`,
    file: t`Document`,
  };
  const specialist = item.specialist.name;
  const admin = item.admin?.name ?? t`A former administrator`;
  return (
    <Paper withBorder p="sm" mb="xs" data-testid="admin-access-item">
      <Stack gap={4}>
        <Text fw={600}>
          {subjects[item.subject] ?? item.subject} — <bdi>{specialist}</bdi>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>
            Opened by <bdi>{admin}</bdi>
          </Trans>{' '}
          · {formatInstant(item.at, locale)}
        </Text>
      </Stack>
    </Paper>
  );
}
