import { useLingui } from '@lingui/react/macro';
import { AppShell, Burger, Group, ScrollArea, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconHeartHandshake } from '@tabler/icons-react';
import { Link, Outlet } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { RIGHT_CODES } from '#core/auth';
import { getSession, type StoredSession, sessionHasRight } from '#local/current-session';
import { LanguageSwitcher } from '../../i18n/LanguageSwitcher.tsx';
import { useScreenSnapshots } from '../../pwa/useScreenSnapshots.ts';
import { useStartAfterRender } from '../../ui/useStartAfterRender.ts';
import { NotificationBell } from '../notifications/NotificationBell.tsx';
import { SyncEngine } from '../sync/SyncEngine.tsx';
import { SyncStatus } from '../sync/SyncStatus.tsx';
import classes from './OfficeLayout.module.css';
import { OfficeNav } from './OfficeNav.tsx';
import { UserMenu } from './UserMenu.tsx';

// Spec §9: refresh the access token every 58 minutes, skipped while the tab is hidden. Only a signed-in
// page has a token, so the schedule lives with the office, not the whole app. Both talk to the server
// only: their code (the HTTP client) loads after the first render.
async function loadAccountUpkeep() {
  const [{ refreshAccount }, { startRefreshScheduler }] = await Promise.all([
    import('#local/account'),
    import('#local/refresh-scheduler'),
  ]);
  return () => {
    void refreshAccount();
    return startRefreshScheduler();
  };
}

/** The private layout: header with language and account, navigation (a drawer on a phone), content. */
type Props = { initialSession: StoredSession };

export function OfficeLayout({ initialSession }: Props) {
  const { t } = useLingui();
  const [isNavOpen, nav] = useDisclosure(false);
  const session = useLiveQuery(getSession, [], initialSession);
  const isPhone = useMediaQuery('(max-width: 48em)');
  // A closed drawer slides off-screen but would stay in the tab order and the accessibility tree.
  const isNavHidden = isPhone === true && !isNavOpen;

  useStartAfterRender(loadAccountUpkeep);
  useScreenSnapshots();
  // Only specialists (the office right) hold synced data; an admin has nothing to replay or pull.
  const hasSyncedData = session ? sessionHasRight(session, RIGHT_CODES.office) : false;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding="md"
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isNavOpen}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={isNavOpen ? t`Close navigation` : t`Open navigation`}
            />
            <Link to="/dashboard" className={classes.brand} aria-label="MindOffice">
              <ThemeIcon size={32} radius="md" aria-hidden>
                <IconHeartHandshake size={20} />
              </ThemeIcon>
              <Text fw={700} c="dark" visibleFrom="xs">
                MindOffice
              </Text>
            </Link>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {hasSyncedData ? <SyncStatus /> : null}
            {hasSyncedData ? <NotificationBell /> : null}
            <LanguageSwitcher />
            {session ? <UserMenu user={session.user} rights={session.rights} /> : null}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        className={classes.navbar}
        p="sm"
        aria-label={t`Navigation`}
        inert={isNavHidden}
        style={isNavHidden ? { visibility: 'hidden' } : undefined}
      >
        <AppShell.Section grow component={ScrollArea}>
          {session ? <OfficeNav userId={session.userId} onNavigate={nav.close} /> : null}
        </AppShell.Section>
      </AppShell.Navbar>
      {hasSyncedData ? <SyncEngine /> : null}
      <AppShell.Main id="main" className={classes.main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
