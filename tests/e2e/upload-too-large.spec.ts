// A file the client lets through whose request the server still refuses as too large (a client whose
// size check is out of step with the server's): the browser must read the server's 413 — the server
// drains the body before answering — not a dropped connection, and show the spec's message.
import { expect, test } from './support/fixtures.ts';
import { bigImage } from './support/onboarding-files.ts';
import { OnboardingUi, RegistrationForm } from './support/onboarding-pages.ts';

// Ten times the 200 KB image limit: refused by its declared length, well within what the server drains.
const OVERSIZE_BYTES = 2 * 1024 * 1024;

test('an upload the server refuses as too large shows the 413 message and goes to /network-error', async ({
  page,
}) => {
  // The page's own check reads File.size: report a small one so the real bytes go to the server.
  await page.addInitScript(() => {
    const real = Object.getOwnPropertyDescriptor(Blob.prototype, 'size');
    Object.defineProperty(File.prototype, 'size', {
      get(this: File) {
        return Math.min(Number(real?.get?.call(this) ?? 0), 1024);
      },
    });
  });
  const ui = new OnboardingUi(page, 'EN');
  await ui.open('/sign-up');
  const refused = page.waitForResponse((response) => response.url().includes('/api/files'));
  await new RegistrationForm(ui).dropzone('photo').setInputFiles(bigImage(OVERSIZE_BYTES, 'portrait.png'));
  expect((await refused).status()).toBe(413);
  await expect(
    page.getByText('Request too large. Please reduce the number or size of documents and try again.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/network-error/);
});
