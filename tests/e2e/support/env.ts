// Where the end-to-end server runs and who its seeded admin is; shared by the Playwright config and
// the fixtures so the two never disagree.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8123);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'E2e-admin-pass-1!' } as const;
/** Known to the tests so they can mint an already-expired access token the server itself would accept. */
export const E2E_JWT_SECRET = 'e2e-only-secret-0123456789abcdef0123456789abcdef';

/** TOOLCHAIN.md: without the background-networking flags Chromium floods the closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
