import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

export type AppRouter = typeof router;

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
