// Which paths can paint with the critical stylesheet alone, and the one-time load of the rest.
// The reading page (`/read/{id}`) adds its own few component styles (ReadArticlePage.tsx).
const PUBLIC_PATHS = /^\/(?:sign-in(?:\/[^/]+)?|sign-up|forgot-password|thankyou|read\/[^/]+)?\/?$/;

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.test(pathname);
}

let loading: Promise<unknown> | undefined;

/** Resolves once every Mantine stylesheet is applied (Vite waits for the <link> to load). */
export function loadFullStyles(): Promise<unknown> {
  loading ??= import('./full-styles.ts');
  return loading;
}
