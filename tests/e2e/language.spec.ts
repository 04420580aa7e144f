import { expect, test } from './support/fixtures.ts';

test('?lang=AR lays the app out right-to-left in Arabic', async ({ page }) => {
  await page.goto('/?lang=AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('نمِّ عيادتك كأخصائي نفسي أو مدرّب');
});

test('?lang=fr (any case) switches to French and the choice survives a reload', async ({ page }) => {
  await page.goto('/sign-in?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('the language switcher changes the language at once and remembers it', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('in Arabic, e-mail and password are typed left to right, aligned with the right-to-left form', async ({
  page,
}) => {
  await page.goto('/sign-in?lang=AR');
  for (const input of [page.locator('input[type="email"]'), page.locator('input[type="password"]')]) {
    await expect(input).toHaveCSS('direction', 'ltr');
    await expect(input).toHaveCSS('text-align', 'right');
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('direction', 'rtl');
});
