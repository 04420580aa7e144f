import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChangesPage } from '../../src/core/sync/types.ts';
import { CHROMIUM_PATH } from '../support/system-deps.ts';
import { openCuttableLink } from './support/cuttable-link.ts';
import { CHROMIUM_ARGS, E2E_PORT } from './support/env.ts';
import { AppPage, expect, test } from './support/fixtures.ts';
import { type NewPatient, PatientsPage } from './support/patients-page.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';

// Offline reloads, installing and push need the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' });

const specialist = E2E_SPECIALISTS.offline;
const person = (name: string, email: string): NewPatient => ({
  name,
  contactNumber: '+33 6 12 34 56 78',
  email,
  gender: 'Female',
  dateOfBirth: '12/04/1990',
  country: 'France',
});

test('patients created and edited offline survive a reload and a browser restart, then reach the server once', async ({
  playwright,
  browser,
  request,
}) => {
  const profile = mkdtempSync(join(tmpdir(), 'mindoffice-offline-'));
  // The offline browser reaches the server through a link the test cuts: "offline" then holds for
  // the service worker too, whose Background Sync would otherwise replay behind the emulation's back.
  const link = await openCuttableLink(E2E_PORT);
  const launch = (offline: boolean) =>
    playwright.chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      offline,
      baseURL: link.url,
    });
  // A second signed-in browser, already on the list, to see the changes arrive through the poke.
  const observerContext = await browser.newContext();
  const observer = new PatientsPage(await observerContext.newPage());
  try {
    let context = await launch(false);
    let page = context.pages()[0] ?? (await context.newPage());
    const app = new AppPage(page);
    await app.signIn(specialist.email, specialist.password);
    await app.waitForServiceWorker();
    let patients = new PatientsPage(page);
    await patients.open();

    link.cut();
    await context.setOffline(true);
    await patients.add(person('Nadia Karim', 'nadia@example.com'));
    await patients.add(person('Lina Haddad', 'lina@example.com'));
    await patients.add(person('Omar Said', 'omar@example.com'));
    await patients.rename('Lina Haddad', 'Lina Mansour');
    await patients.expectPending(4);

    await page.reload();
    await expect(patients.rows()).toHaveCount(3);
    await patients.expectPending(4);

    await context.close();
    context = await launch(true);
    page = context.pages()[0] ?? (await context.newPage());
    patients = new PatientsPage(page);
    await patients.open();
    await expect(patients.rows()).toHaveCount(3);
    await expect(patients.row('Lina Mansour')).toBeVisible();
    await patients.expectPending(4);

    await new AppPage(observer.page).signIn(specialist.email, specialist.password);
    await observer.open();
    await expect(observer.page.getByTestId('patients-empty')).toBeVisible();

    link.restore();
    await context.setOffline(false);
    await patients.waitForOutboxEmpty();
    await expect(observer.rows()).toHaveCount(3);
    await expect(observer.row('Lina Mansour')).toBeVisible();

    const signIn = await request.post('/api/auth/sign-in', {
      data: { email: specialist.email, password: specialist.password },
    });
    const { data: session } = (await signIn.json()) as { data: { token: string } };
    const changes = await request.get('/api/sync/changes?since=0', {
      headers: { authorization: `Bearer ${session.token}` },
    });
    const { data: page1 } = (await changes.json()) as { data: ChangesPage };
    const names = page1.changes.map((change) => change.row.name).sort();
    expect(names).toEqual(['Lina Mansour', 'Nadia Karim', 'Omar Said']);
    await context.close();
  } finally {
    await observerContext.close();
    await link.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
