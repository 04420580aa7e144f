// Session packages in English and in Arabic: an offer defined on the page, sold offline to a company,
// Package sessions booked offline for two of its employees, all kept through an offline reload; the
// company profile's View package shows the units going down and who used them; back online the
// server holds the package and both sessions on it.
import { expect, test } from './support/fixtures.ts';
import type { TestLanguage } from './support/onboarding-i18n.ts';
import { PackagesApi } from './support/packages-api.ts';
import { PackagesPage } from './support/packages-page.ts';
import { apiCompany, apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';
import { SessionsApi } from './support/sessions-api.ts';
import { tomorrow } from './support/sessions-page.ts';
import { openOfflineCapableBrowser } from './support/signed-in-browser.ts';

const ACCOUNTS = { EN: E2E_SPECIALISTS.packages, AR: E2E_SPECIALISTS.packagesArabic } as const;

/** A day and two hours no earlier run of this account is likely to have booked (runs share it). */
function freeSlots() {
  const day = tomorrow(2 + Math.floor(Math.random() * 50)).display;
  const hour = 7 + Math.floor(Math.random() * 10);
  const at = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return [
    { date: day, time: at(hour) },
    { date: day, time: at(hour + 2) },
  ] as const;
}

for (const language of ['EN', 'AR'] as const satisfies readonly TestLanguage[]) {
  test(`${language}: sell an offer to a company offline, book Package sessions for two employees, see the units left go down`, async ({
    browser,
    request,
  }) => {
    const account = ACCOUNTS[language];
    const surname = runSurname();
    const offerName = `Team care ${surname}`;
    const patientsApi = await PatientsApi.signIn(request, account.email, account.password);
    const company = await patientsApi.create(apiCompany(`Atlas ${surname}`, `hr.${surname}@atlas.test`));
    const [omar, sara] = await Promise.all(
      ['Omar', 'Sara'].map((first) =>
        patientsApi.create({
          ...apiPerson(`${first} ${surname}`, `${first}.${surname}@mail.test`.toLowerCase()),
          companyId: company.id,
        }),
      ),
    );
    if (!omar || !sara) throw new Error('employees not created');

    const office = await openOfflineCapableBrowser(browser, account);
    const { page } = office;
    const packages = new PackagesPage(page, language);
    try {
      await packages.open();
      if (language === 'AR') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await packages.addOffer({ name: offerName, sessions: '3', totalPrice: '240', validityDays: '60' });
      await office.sync.expectShowing({ state: 'synced', pending: 0, rejected: 0 });

      await office.goOffline();
      await packages.sell(offerName, company.name);
      const sold = packages.soldRow(offerName);
      await expect(sold).toContainText(company.name);
      await expect(sold.getByTestId('package-units')).toHaveText(
        packages.t('{0} used · {1} left', { 0: '0', 1: '3' }),
      );
      const [first, second] = freeSlots();
      await packages.bookOnPackage(offerName, first, `/patient-profile/${omar.id}`);
      await packages.bookOnPackage(offerName, second, `/patient-profile/${sara.id}`);

      await page.reload();
      await page.goto(`/company-patient-profile/${company.id}?lang=${language}`);
      const row = page.getByTestId('patient-package-row').filter({ hasText: offerName });
      await expect(row.getByTestId('patient-package-units')).toHaveText(packages.ofTotal(1, 3));
      await packages.viewPackage(offerName);
      await expect(packages.unitsLeft()).toHaveText(packages.ofTotal(1, 3));
      await expect(page.getByTestId('package-employees')).toContainText(omar.name);
      await expect(page.getByTestId('package-employees')).toContainText(sara.name);
      await expect(page.getByTestId('package-session-row')).toHaveCount(2);

      await office.goOnline();
      await office.sync.expectShowing({ state: 'synced', pending: 0, rejected: 0 });
      const packagesApi = await PackagesApi.signIn(request, account.email, account.password);
      const held = await packagesApi.packagesOf(company.id);
      expect(held.map((row) => [row.name, row.sessionCount, row.paid])).toEqual([[offerName, 3, false]]);
      const sessionsApi = await SessionsApi.signIn(request, account.email, account.password);
      for (const employee of [omar, sara]) {
        const booked = await sessionsApi.sessionsOfPatient(employee.id);
        expect(booked.map((session) => [session.type, session.packageId, session.charge])).toEqual([
          ['package', held[0]?.id, 8000],
        ]);
      }
    } finally {
      await office.close();
    }
  });
}
