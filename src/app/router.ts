import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';

function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

let browserRouter: AppRouter | undefined;

/**
 * The browser's router, created on first use rather than while the entry's modules evaluate: building
 * the route tree is a long task of its own on a phone, and the start (start.tsx) creates it after yielding.
 */
export function getRouter(): AppRouter {
  browserRouter ??= createAppRouter();
  return browserRouter;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /**
     * Modules of the page's code that are costly to evaluate, imported one per task before the page's
     * first render (start.tsx): left to the route's chunk, they all evaluated in one long task.
     */
    startInTurns?: ReadonlyArray<() => Promise<unknown>>;
  }
}
