// What the dashboard specs read on `/dashboard`, as a user reads it.
import { expect, type Page } from '@playwright/test';

/** The day's earnings in minor units, read from the page ("$40.50" → 4050, "٤٠٫٥٠ US$" too). */
export async function dayEarnings(page: Page): Promise<number> {
  const total = page.getByTestId('earnings-day');
  await expect(total).toHaveText(/\d|[\u0660-\u0669]/);
  return minorUnitsOf((await total.textContent()) ?? '');
}

/** Digits of a formatted amount, Arabic-Indic ones included, as one integer. */
function minorUnitsOf(text: string): number {
  const western = text.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  return Number(western.replace(/\D/g, ''));
}
