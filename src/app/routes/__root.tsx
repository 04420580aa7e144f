import { createRootRoute, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import { RouterErrorView } from '../features/errors/RouterErrorView.tsx';
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx';
import { ApiErrorToasts } from '../ui/ApiErrorToasts.tsx';
import { ConnectivityBanner } from '../ui/ConnectivityBanner.tsx';
import { SessionWatcher } from '../ui/SessionWatcher.tsx';
import { isPublicPath, loadFullStyles } from '../ui/styles/load-full-styles.ts';

export const Route = createRootRoute({
  // The public pages paint with the critical stylesheet alone; any other route waits for the rest.
  beforeLoad: async ({ location }) => {
    if (!isPublicPath(location.pathname)) await loadFullStyles();
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
