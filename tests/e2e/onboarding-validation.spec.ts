// Every validation message of spec §5 on the client, triggered the way a user would and asserted as
// the user reads it. Server-side rules are the same schemas (src/core/onboarding).

import { E2E_ADMIN } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { bigImage, exeFile, pdfFile, pngFile } from './support/onboarding-files.ts';
import { OnboardingUi, RegistrationForm } from './support/onboarding-pages.ts';

// Offline reloads, installing and push need the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

test('submitting an empty registration says to complete all required fields and names each one', async ({
  page,
}) => {
  const ui = new OnboardingUi(page, 'EN');
  await ui.open('/sign-up');
  await ui.submit('Add a training');
  await ui.submit('Submit my registration');
  await ui.expectMessage('validation.completeAllRequired');
  for (const id of [
    'validation.firstName.required',
    'validation.lastName.required',
    'validation.email.required',
    'validation.mobile.required',
    'validation.gender.required',
    'validation.dateOfBirth.required',
    'onboarding.nationality.required',
    'onboarding.residence.required',
    'onboarding.profession.required',
    'onboarding.professionTitle.required',
    'onboarding.experience.invalid',
    'onboarding.spokenLanguages.required',
    'onboarding.professionalStatus.required',
    'onboarding.photo.required',
    'onboarding.diploma.title.required',
    'onboarding.diploma.establishment.required',
    'onboarding.diploma.graduationDate.required',
    'onboarding.document.required',
    'onboarding.training.title.required',
    'onboarding.training.name.required',
    'onboarding.training.establishment.required',
    'onboarding.training.certificationDate.required',
    'onboarding.training.duration.required',
    'onboarding.documents.required',
    'onboarding.video.required',
    'onboarding.declaration.required',
  ]) {
    await ui.expectMessage(id);
  }
  // Focus moves to the first field in error.
  await expect(ui.field('First name')).toBeFocused();
});

test('names, e-mail, mobile, age and links are checked with the spec messages', async ({ page }) => {
  const ui = new OnboardingUi(page, 'EN');
  await ui.open('/sign-up');
  await ui.field('First name').fill('A');
  await ui.field('Last name').fill('Sm1th');
  await ui.field('E-mail').fill('not-an-email');
  await ui.search('Country code', `${ui.country('FR')} (\u2066+33\u2069)`);
  await ui.field('Mobile number').fill('12');
  await ui.typeDate('Date of birth', '01/01/2015');
  await ui.field('YouTube link').fill('https://example.com/video');
  await ui.submit('Submit my registration');
  await ui.expectMessage('validation.name.length');
  await ui.expectMessage('validation.name.letters');
  await ui.expectMessage('validation.email.invalid');
  await ui.expectMessage('validation.mobile.invalid');
  await ui.expectMessage('validation.dateOfBirth.underAge');
  await ui.expectMessage('onboarding.youtube.invalid');

  await ui.field('Mobile number').fill('6123456789012345678');
  await ui.submit('Submit my registration');
  await ui.expectMessage('validation.mobile.tooLong');
});

test('the live e-mail check says available, already registered, or that it failed', async ({ page }) => {
  const ui = new OnboardingUi(page, 'EN');
  await ui.open('/sign-up');
  await ui.field('E-mail').fill(`fresh.${Date.now()}@e2e.test`);
  await ui.expectMessage('onboarding.email.available');
  await ui.field('E-mail').fill(E2E_ADMIN.email);
  await ui.expectMessage('onboarding.email.taken');
  await page.route('**/api/registration/email-availability**', (route) =>
    route.fulfill({ status: 500, body: '{}' }),
  );
  await ui.field('E-mail').fill(`other.${Date.now()}@e2e.test`);
  await ui.expectMessage('onboarding.email.checkFailed');
});

test('documents follow the type, size, count and total rules, and images their 200 KB', async ({ page }) => {
  const ui = new OnboardingUi(page, 'EN');
  const form = new RegistrationForm(ui);
  await ui.open('/sign-up');
  await form.dropzone('documents').setInputFiles(exeFile());
  await ui.expectMessage('onboarding.files.documentType');
  await form.dropzone('documents').setInputFiles(pdfFile('huge.pdf', 10 * 1024 * 1024 + 1));
  await ui.expectMessage('onboarding.files.documentSize');
  // 4 × 10 MB is 80 % of the 50 MB total: the warning shows. (Five files of at most 10 MB cannot pass
  // 50 MB, so the count rule always speaks first.)
  const tenMb = 10 * 1024 * 1024;
  await form
    .dropzone('documents')
    .setInputFiles([
      pdfFile('big1.pdf', tenMb),
      pdfFile('big2.pdf', tenMb),
      pdfFile('big3.pdf', tenMb),
      pdfFile('big4.pdf', tenMb),
    ]);
  await ui.expectMessage('onboarding.files.documentsNearTotal');
  await form.dropzone('documents').setInputFiles(pdfFile('small5.pdf'));
  await expect(page.getByTestId('documents').getByTestId('upload-item')).toHaveCount(5);
  await form.dropzone('documents').setInputFiles(pdfFile('sixth.pdf'));
  await ui.expectMessage('onboarding.files.maxReached');

  await form.dropzone('photo').setInputFiles(bigImage(200 * 1024 + 1));
  await ui.expectMessage('onboarding.files.imageSize');
  await form.dropzone('photo').setInputFiles(pdfFile('photo.pdf'));
  await ui.expectMessage('onboarding.files.imageType');
  await form.dropzone('video').setInputFiles(pngFile('clip.png'));
  await ui.expectMessage('onboarding.files.videoType');
});

test('a half-filled registration survives a reload and an offline spell', async ({ app, page }) => {
  const ui = new OnboardingUi(page, 'EN');
  const form = new RegistrationForm(ui);
  await ui.open('/sign-up');
  await app.waitForServiceWorker();
  await ui.field('First name').fill('Nadia');
  await app.goOffline();
  await ui.field('Last name').fill('Offline');
  await form.dropzone('photo').setInputFiles(pngFile('offline.png'));
  await expect(page.getByTestId('photo').getByTestId('upload-state')).toHaveText(
    ui.t('Waiting for the connection'),
  );
  await page.reload();
  await expect(ui.field('First name')).toHaveValue('Nadia');
  await expect(ui.field('Last name')).toHaveValue('Offline');
  await app.goOnline();
  await expect(page.getByTestId('photo').getByTestId('upload-state')).toHaveText(ui.t('Uploaded'));
});

test('a chosen title stays with a profession it belongs to and goes with one it does not', async ({
  page,
}) => {
  const ui = new OnboardingUi(page, 'EN');
  await ui.open('/sign-up');
  const title = ui.t('ref.title.clinicalPsychologist');
  // Before a profession is chosen every title is offered.
  await ui.search('Profession title', title);
  await ui.choose('Profession', ui.t('ref.profession.psychologist'));
  await expect(ui.field('Profession title')).toHaveValue(title);
  await ui.choose('Profession', ui.t('ref.profession.coach'));
  await expect(ui.field('Profession title')).toHaveValue('');
});
