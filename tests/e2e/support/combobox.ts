// Picking in a searchable select the way a user makes sure of it: type, click the option, leave the
// field, and see the name stay. The input shows what was typed whether or not a pick was taken; on
// leaving, it shows the picked option's label, or nothing. Once in CI the option was clicked while
// the patients' live query drew the list again, the pick was lost, and the form said "Please select a
// patient": so the pick is tried again until it holds.
import { expect, type Locator, type Page } from '@playwright/test';

export async function pickSearchable(page: Page, field: Locator, name: string) {
  await expect(async () => {
    await field.fill(name);
    await page.getByRole('option', { name, exact: true }).click();
    await field.blur();
    await expect(field).toHaveValue(name, { timeout: 2_000 });
  }).toPass();
}
