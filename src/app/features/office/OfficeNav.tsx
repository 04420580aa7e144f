import { useLingui } from '@lingui/react/macro';
import { Badge, Divider, Stack, VisuallyHidden } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { hasRight } from '#core/auth';
import { unreadMessageCount } from '#local/chats/chat-queries';
import { getSession } from '#local/current-session';
import { NavLinkLink } from '../../ui/links.tsx';
import { ADMIN_NAV_ITEMS, NAV_ITEMS } from './nav-items.ts';

type Props = { userId: string; onNavigate: () => void };

export function OfficeNav({ userId, onNavigate }: Props) {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const rights = useLiveQuery(async () => (await getSession())?.rights ?? [], [], []);
  // What patients wrote that the specialist has not opened yet, beside Chats.
  const unreadChats = useLiveQuery(() => unreadMessageCount(), [], 0);
  const adminItems = ADMIN_NAV_ITEMS.filter((item) => hasRight(rights, item.right));
  const isActive = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Stack gap={2}>
      {adminItems.length > 0 ? (
        <>
          <Stack component="nav" gap={2} aria-label={t`Administration`}>
            {adminItems.map((item) => {
              const Icon = item.icon;
              return (
                <NavLinkLink
                  key={item.to}
                  to={item.to}
                  label={t(item.label)}
                  leftSection={<Icon size={18} aria-hidden />}
                  active={isActive(item.to)}
                  aria-current={isActive(item.to) ? 'page' : undefined}
                  onClick={onNavigate}
                />
              );
            })}
          </Stack>
          <Divider my="xs" />
        </>
      ) : null}
      <Stack component="nav" gap={2} aria-label={t`Office sections`}>
        {NAV_ITEMS.map((item) => {
          const href = item.to.replace('$id', userId);
          const Icon = item.icon;
          return (
            <NavLinkLink
              key={item.to}
              to={item.to}
              params={{ id: userId }}
              label={t(item.label)}
              leftSection={<Icon size={18} aria-hidden />}
              rightSection={
                item.to === '/chats' && unreadChats > 0 ? (
                  <Badge color="teal" variant="filled" size="sm" circle data-testid="unread-chats">
                    {unreadChats}
                    <VisuallyHidden>{` ${t`unread`}`}</VisuallyHidden>
                  </Badge>
                ) : undefined
              }
              active={isActive(href)}
              aria-current={isActive(href) ? 'page' : undefined}
              onClick={onNavigate}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
