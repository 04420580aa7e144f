// Which paths can paint with the critical stylesheet alone, and the one-time load of the rest.
const PUBLIC_PATHS = /^\/(?:sign-in(?:\/[^/]+)?|sign-up|forgot-password|thankyou)?\/?$/;

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.test(pathname);
}

let loading: Promise<unknown> | undefined;

/** Resolves once every Mantine stylesheet is applied (Vite waits for the <link> to load). */
export function loadFullStyles(): Promise<unknown> {
  loading ??= import('./full-styles.ts');
  return loading;
}
