import { sign } from 'hono/jwt';
import { E2E_JWT_SECRET } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';

/** A token the server signed an hour and a minute ago: valid signature, expired a minute ago. */
async function expiredAccessToken(userId: string): Promise<string> {
  const issuedAt = Math.floor(Date.now() / 1000) - 61 * 60;
  return sign(
    { sub: userId, typ: 'admin', jti: crypto.randomUUID(), iat: issuedAt, exp: issuedAt + 60 * 60 },
    E2E_JWT_SECRET,
    'HS256',
  );
}

test('an expired access token is refreshed transparently and the call succeeds', async ({ app, page }) => {
  await app.signIn();
  const before = await app.readStoredSession();
  if (!before) throw new Error('signed in but no session stored');
  const expired = await expiredAccessToken(before.userId);
  await app.overwriteStoredTokens({ token: expired });

  const refreshed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/common/refresh-token',
  );
  const account = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/me' && response.status() === 200,
  );
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await account;

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const after = await app.readStoredSession();
  expect(after?.token).not.toBe(expired);
  expect(after?.refreshToken).not.toBe(before.refreshToken);
});

test('a refused refresh signs the user out and sends them to /', async ({ app, page }) => {
  await app.signIn();
  const before = await app.readStoredSession();
  if (!before) throw new Error('signed in but no session stored');
  await app.overwriteStoredTokens({
    token: await expiredAccessToken(before.userId),
    refreshToken: 'revoked-or-unknown-refresh-token-0000000000',
  });

  await page.reload();
  await expect(page.getByText('Authentication failed. Please refresh the page and try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await app.indexedDbRecordCount()).toBe(0);
});
