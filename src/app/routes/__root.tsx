import { createRootRoute, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import { RouterErrorView } from '../features/errors/RouterErrorView.tsx';
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx';
import { ApiErrorToasts } from '../ui/ApiErrorToasts.tsx';
import { ConnectivityBanner } from '../ui/ConnectivityBanner.tsx';
import { SessionWatcher } from '../ui/SessionWatcher.tsx';

export const Route = createRootRoute({
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
