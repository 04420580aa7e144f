import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Badge, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconShieldLock } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { type AuthUser, hasRight, RIGHT_CODES, type Right } from '#core/auth';
import { signOut } from '#local/sign-out';
import { readSyncStatus } from '#local/sync/sync-state';
import { lazyDialog } from '../../ui/lazy-dialog.tsx';

// Shown only when signing out would discard unsynced changes.
const SignOutWarningModal = lazyDialog(
  () => import('./SignOutWarningModal.tsx').then((module) => module.SignOutWarningModal),
  { isOpen: (props) => props.unsyncedCount !== undefined },
);

type Props = { user: AuthUser; rights: readonly Right[] };

export function UserMenu({ user, rights }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const initials = (user.firstName[0] ?? '') + (user.lastName[0] ?? '') || user.email[0];
  const isAdmin = hasRight(rights, RIGHT_CODES.adminRegistrations);
  // Sign-out wipes IndexedDB, outbox included: with unsynced changes, ask first (count shown).
  const [unsyncedCount, setUnsyncedCount] = useState<number | undefined>(undefined);
  const leave = async () => {
    setUnsyncedCount(undefined);
    await signOut();
    await navigate({ to: '/' });
  };
  const requestSignOut = async () => {
    const status = await readSyncStatus();
    const count = status.pendingCount + status.rejectedCount;
    if (count > 0) setUnsyncedCount(count);
    else await leave();
  };

  return (
    <>
      <Menu position="bottom-end" width={240} withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          {/* Named by its content, so the name the button shows is part of what it is called (WCAG 2.5.3). */}
          <UnstyledButton data-testid="user-menu">
            <Group gap="xs" wrap="nowrap">
              <VisuallyHidden>{t`Account menu`}</VisuallyHidden>
              <Avatar radius="xl" size="sm" color="teal" aria-hidden>
                {initials?.toUpperCase()}
              </Avatar>
              <Text size="sm" fw={500} visibleFrom="sm" lineClamp={1} maw={160}>
                {fullName}
              </Text>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="sm" fw={600} c="dark">
              {fullName}
            </Text>
            <Text size="xs" c="dimmed">
              {user.email}
            </Text>
            {isAdmin ? (
              <Badge mt={6} size="xs" variant="light">
                <Trans>Administrator</Trans>
              </Badge>
            ) : null}
          </Menu.Label>
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconShieldLock size={16} aria-hidden />}
            onClick={() => void navigate({ to: '/security' })}
          >
            <Trans>Sign-in security</Trans>
          </Menu.Item>
          <Menu.Item
            leftSection={<IconLogout size={16} color="var(--mantine-color-red-8)" aria-hidden />}
            onClick={requestSignOut}
          >
            <Trans>Sign out</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SignOutWarningModal
        unsyncedCount={unsyncedCount}
        onStay={() => setUnsyncedCount(undefined)}
        onLeave={leave}
      />
    </>
  );
}
