import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Badge, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type AuthUser, hasRight, RIGHT_CODES, type Right } from '#core/auth';
import { signOut } from '#local/session';

type Props = { user: AuthUser; rights: readonly Right[] };

export function UserMenu({ user, rights }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const initials = (user.firstName[0] ?? '') + (user.lastName[0] ?? '') || user.email[0];
  const isAdmin = hasRight(rights, RIGHT_CODES.adminRegistrations);

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t`Account menu`} data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar radius="xl" size="sm" color="teal">
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
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={async () => {
            await signOut();
            await navigate({ to: '/' });
          }}
        >
          <Trans>Sign out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
