import { E2E_ADMIN } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { Mailbox } from './support/mailbox.ts';
import { pdfFile, pngFile } from './support/onboarding-files.ts';
import type { TestLanguage } from './support/onboarding-i18n.ts';
import { AdminUi, type Applicant, OnboardingUi, RegistrationForm } from './support/onboarding-pages.ts';
import { ProfileUi } from './support/onboarding-profile.ts';

const mailbox = new Mailbox();

function applicantFor(language: TestLanguage): Applicant {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    firstName: language === 'AR' ? 'سلمى' : 'Claire',
    lastName: language === 'AR' ? 'بنعلي' : 'Martin',
    email: `journey.${language.toLowerCase()}.${unique}@e2e.test`,
    mobile: '612345678',
    password: 'Journey-pass-1!',
  };
}

for (const language of ['EN', 'AR'] as const) {
  test(`a ${language} specialist goes from sign-up to an active profile, approved by the admin`, async ({
    page,
    browser,
  }) => {
    const ui = new OnboardingUi(page, language);
    const form = new RegistrationForm(ui);
    const applicant = applicantFor(language);

    // 1. Registration with documents.
    await ui.open('/');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'AR' ? 'rtl' : 'ltr');
    await page.getByRole('link', { name: ui.t('Register as a psychologist or coach') }).click();
    await expect(page).toHaveURL(/\/sign-up/);
    await form.fillAbout(applicant);
    await ui.expectMessage('onboarding.email.available');
    await form.fillPractice();
    await form.dropzone('photo').setInputFiles(pngFile());
    await form.fillDiploma(0);
    await form.dropzone('diploma-0-document').setInputFiles(pdfFile('master.pdf'));
    await form.addTraining(0);
    await form.dropzone('documents').setInputFiles([pdfFile('cv.pdf'), pdfFile('certificate.pdf')]);
    await ui.field('YouTube link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page
      .getByRole('checkbox', {
        name: ui.t('I declare on my honor that the information I have given is accurate'),
      })
      .check();
    await form.expectUploaded('documents', 2);
    await ui.submit('Submit my registration');

    // 2. Thank-you.
    await expect(page).toHaveURL(/\/thankyou$/);
    await expect(page.getByText(ui.t('Your request is under review.'))).toBeVisible();

    // 3. The admin approves (in English: it is their own browser).
    const adminContext = await browser.newContext();
    const admin = new AdminUi(new OnboardingUi(await adminContext.newPage(), 'EN'));
    await admin.signIn(E2E_ADMIN.email, E2E_ADMIN.password);
    await admin.approve(applicant.email);
    await adminContext.close();

    // 4. The approval e-mail reaches the SMTP receiver; its link creates the password.
    await page.goto(await mailbox.waitForLink(applicant.email, '/create-password/'));
    await expect(page.getByText(ui.t('onboarding.password.hint'))).toBeVisible();
    const password = page.getByLabel(new RegExp(`^${ui.t('Password')}( \\*)?$`));
    const confirm = page.getByLabel(new RegExp(`^${ui.t('Confirm password')}( \\*)?$`));
    await password.fill('password');
    await ui.submit('Create password');
    await ui.expectMessage('validation.password.rule');
    await password.fill(applicant.password);
    await confirm.fill(`${applicant.password}x`);
    await ui.submit('Create password');
    await ui.expectMessage('validation.password.confirm');
    await confirm.fill(applicant.password);
    await ui.submit('Create password');
    await ui.expectMessage('onboarding.password.created');

    // 5. The agreement e-mail: I Agree, then sign in.
    const agreementLink = await mailbox.waitForLink(applicant.email, '/agreement-terms-conditions/');
    await page.goto(agreementLink);
    await expect(page.getByText(ui.t('agreement.fullTextEmailed'))).toBeVisible();
    await expect(page.getByRole('heading', { name: ui.t('agreement.whatsNext.title') })).toBeVisible();
    await ui.submit('agreement.iAgree');
    await ui.expectMessage('onboarding.agreement.accepted');
    await page.getByRole('link', { name: ui.t('Sign in to complete your profile') }).click();
    await expect(page).toHaveURL(/\/sign-in\/[\w-]+\?email=/);
    await expect(page.getByTestId('sign-in-notice')).toBeVisible();
    await expect(ui.field('E-mail')).toHaveValue(applicant.email);
    await page.getByRole('textbox', { name: ui.t('Password'), exact: true }).fill(applicant.password);
    await ui.submit('Sign in');

    // 6. Step 2: every profile step, then the dashboard.
    await expect(page).toHaveURL(/\/profile-completion\//);
    await page.getByRole('link', { name: ui.t('Start') }).click();
    const profile = new ProfileUi(ui);
    await profile.fillPhoto();
    if (language === 'EN') await profile.expectBasicInfoMessages();
    await profile.fillBasicInfo();
    if (language === 'EN') await profile.expectSessionMessages();
    await profile.fillSession();

    // 7. The agreement link is single-use.
    await page.goto(agreementLink);
    await ui.expectMessage('onboarding.link.used');

    // 8. A password reset round trip: request, e-mail, new password, sign in with it.
    await ui.open('/sign-in');
    await page.getByRole('link', { name: ui.t('Forgot password?') }).click();
    // Both pages have an E-mail field: filling before the route has changed would type into the
    // sign-in form that is about to unmount (the likely cause of one failed CI run).
    await expect(page.getByRole('heading', { name: ui.t('Forgot password') })).toBeVisible();
    await ui.field('E-mail').fill(applicant.email);
    await ui.submit('Send reset link');
    await ui.expectMessage('onboarding.reset.requested');
    await ui.submit('Resend e-mail');
    // The resend replaces the first link: follow the second.
    await page.goto(await mailbox.waitForLink(applicant.email, '/forgot-password', 2));
    const newPassword = `${applicant.password}2`;
    await page.getByLabel(new RegExp(`^${ui.t('Password')}( \\*)?$`)).fill(newPassword);
    await page.getByLabel(new RegExp(`^${ui.t('Confirm password')}( \\*)?$`)).fill(newPassword);
    await ui.submit('Change password');
    await ui.expectMessage('onboarding.reset.done');
    await page.getByRole('link', { name: ui.t('Back to Login') }).click();
    await ui.field('E-mail').fill(applicant.email);
    await page.getByRole('textbox', { name: ui.t('Password'), exact: true }).fill(newPassword);
    await ui.submit('Sign in');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}
