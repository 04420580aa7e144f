import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { NavLinkLink } from '../../ui/links.tsx';
import { NAV_ITEMS } from './nav-items.ts';

type Props = { userId: string; onNavigate: () => void };

export function OfficeNav({ userId, onNavigate }: Props) {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Stack component="nav" gap={2} aria-label={t`Office sections`}>
      {NAV_ITEMS.map((item) => {
        const href = item.to.replace('$id', userId);
        const isActive = pathname === href || pathname.startsWith(`${href}/`);
        const Icon = item.icon;
        return (
          <NavLinkLink
            key={item.to}
            to={item.to}
            params={{ id: userId }}
            label={t(item.label)}
            leftSection={<Icon size={18} aria-hidden />}
            active={isActive}
            aria-current={isActive ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}
