import { createRootRoute, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import { RouterErrorView } from '../features/errors/RouterErrorView.tsx';
import { loadRouteMessages } from '../i18n/language.ts';
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx';
import { ApiErrorToasts } from '../ui/ApiErrorToasts.tsx';
import { ConnectivityBanner } from '../ui/ConnectivityBanner.tsx';
import { SessionWatcher } from '../ui/SessionWatcher.tsx';
import { isPublicPath, loadFullStyles } from '../ui/styles/load-full-styles.ts';

export const Route = createRootRoute({
  // Every matched route's messages load before it renders (i18n/catalogs.ts). The public pages paint
  // with the critical stylesheet alone; any other route waits for the rest.
  beforeLoad: async ({ location, matches }) => {
    await Promise.all([
      loadRouteMessages(matches.map((match) => match.routeId)),
      isPublicPath(location.pathname) ? undefined : loadFullStyles(),
    ]);
  },
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: RouterErrorView,
});

function Root() {
  return (
    <>
      <Outlet />
      <ConnectivityBanner />
      <ApiErrorToasts />
      <SessionWatcher />
      <UpdatePrompt />
    </>
  );
}
