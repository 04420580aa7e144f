import { openCredentialReview } from './support/credentials-api.ts';
import { E2E_ADMIN } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { Mailbox } from './support/mailbox.ts';
import type { TestLanguage } from './support/onboarding-i18n.ts';
import { AdminUi, OnboardingUi } from './support/onboarding-pages.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';

const CASES: { language: TestLanguage; account: { email: string; password: string } }[] = [
  { language: 'EN', account: E2E_SPECIALISTS.credentials },
  { language: 'AR', account: E2E_SPECIALISTS.credentialsArabic },
];

for (const { language, account } of CASES) {
  test(`${language}: the admin sees a specialist's changed credentials, before and after, and asks for a correction`, async ({
    browser,
    request,
  }) => {
    await openCredentialReview(request, account);
    const context = await browser.newContext();
    const ui = new OnboardingUi(await context.newPage(), language);
    const { page } = ui;
    await new AdminUi(ui).signIn(E2E_ADMIN.email, E2E_ADMIN.password);
    if (language === 'AR') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await page
      .getByRole('link', { name: ui.t('Credential changes') })
      .first()
      .click();
    await page.getByRole('searchbox', { name: ui.t('Search') }).fill(account.email);
    const row = page.getByRole('row').filter({ hasText: account.email });
    await expect(row).toContainText(ui.t('Profession'));
    await row.getByRole('link').click();

    const table = page.getByRole('table', { name: ui.t('Changed credentials') });
    const profession = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: ui.t('Profession'), exact: true }) });
    await expect(profession.getByRole('cell').nth(0)).toHaveText(ui.t('ref.profession.psychologist'));
    await expect(profession.getByRole('cell').nth(1)).toHaveText(ui.t('ref.profession.coach'));
    await expect(table.getByRole('row').filter({ hasText: 'Solution-focused coaching' })).toBeVisible();

    await ui.submit('Ask for a correction');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: ui.t('Send the request') }).click();
    await expect(dialog.getByText(ui.t('credentials.note.required'))).toBeVisible();
    const note = 'Please upload the coaching certificate.';
    await dialog.getByRole('textbox', { name: ui.t('What should be corrected') }).fill(note);
    await dialog.getByRole('button', { name: ui.t('Send the request') }).click();
    await ui.expectMessage('credentials.correctionRequested');
    await expect(page.getByText(ui.t('Correction requested'), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: ui.t('Accept'), exact: true })).toHaveCount(0);

    const mailbox = new Mailbox();
    await expect.poll(async () => (await mailbox.mailsTo(account.email)).at(-1)?.text ?? '').toContain(note);
    await context.close();
  });
}
