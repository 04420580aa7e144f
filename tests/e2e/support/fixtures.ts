// Page objects injected as fixtures (tldraw's pattern): specs talk about what a user does and sees,
// these know the selectors and the storage details.
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './env.ts';
import { type TestLanguage, tr } from './onboarding-i18n.ts';

/** Resolves after an idle callback and then 300 ms without a resource finishing loading. */
export async function waitForPageToSettle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Queued after the page's own idle callbacks, which start its warm-ups.
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 }));
    await new Promise<void>((resolve) => {
      const quietMs = 300;
      let timer = setTimeout(finish, quietMs);
      const observer = new PerformanceObserver(() => {
        clearTimeout(timer);
        timer = setTimeout(finish, quietMs);
      });
      function finish() {
        observer.disconnect();
        resolve();
      }
      observer.observe({ type: 'resource' });
    });
  });
}

export class AppPage {
  constructor(readonly page: Page) {}

  async signIn(email: string = E2E_ADMIN.email, password: string = E2E_ADMIN.password) {
    await this.page.goto('/sign-in');
    await this.page.getByLabel('E-mail').fill(email);
    await this.page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
    // An admin lands on the admin area (issue 4); these specs exercise the office, so go there.
    await expect(this.page).toHaveURL(/\/(dashboard|admin\/registrations)$/);
    if (!this.page.url().endsWith('/dashboard')) await this.page.goto('/dashboard');
    await expect(this.page.getByTestId('user-menu')).toBeVisible();
  }

  /** A specialist's sign-in in the interface language `language`, ending on the dashboard. */
  async signInIn(language: TestLanguage, email: string, password: string) {
    await this.page.goto(`/sign-in?lang=${language}`);
    await this.page.getByLabel(tr(language, 'E-mail')).fill(email);
    await this.page.getByRole('textbox', { name: tr(language, 'Password'), exact: true }).fill(password);
    await this.page.getByRole('button', { name: tr(language, 'Sign in'), exact: true }).click();
    await expect(this.page).toHaveURL(/\/dashboard/);
  }

  officeNav() {
    return this.page.getByRole('navigation', { name: 'Office sections' });
  }

  async signOut() {
    await this.page.getByTestId('user-menu').click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }

  /**
   * The connection drops once the page has settled: it has also loaded what it warms up when the
   * browser is idle (dialogs, write commands; src/app/ui/useLoadWhenIdle.ts). Most specs block the
   * service worker, so code a page has not loaded by then cannot load offline.
   */
  async goOffline() {
    await waitForPageToSettle(this.page);
    await this.page.context().setOffline(true);
  }

  async goOnline() {
    await this.page.context().setOffline(false);
  }

  /** Waits until the service worker controls the page, so an offline reload is served by it. */
  async waitForServiceWorker() {
    await this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const worker = registration.active;
      if (worker && worker.state !== 'activated') {
        await new Promise<void>((resolve) => {
          worker.addEventListener('statechange', () => worker.state === 'activated' && resolve());
        });
      }
    });
    // The first load is not controlled until the worker claims it (or a reload).
    if (!(await this.page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
      await this.page.reload();
    }
    await expect.poll(() => this.page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  }

  /** The stored session row (tokens, user, rights) as the app keeps it in IndexedDB. */
  async readStoredSession(): Promise<StoredSessionRow | undefined> {
    return this.page.evaluate(() => {
      return new Promise<StoredSessionRow | undefined>((resolve, reject) => {
        const open = indexedDB.open('mindoffice');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('session')) return resolve(undefined);
          const request = db.transaction('session').objectStore('session').get('current');
          request.onsuccess = () => {
            db.close();
            resolve(request.result as StoredSessionRow | undefined);
          };
          request.onerror = () => reject(request.error);
        };
      });
    });
  }

  /** Overwrites stored tokens, as if time had passed or the server had revoked them. */
  async overwriteStoredTokens(tokens: Partial<Pick<StoredSessionRow, 'token' | 'refreshToken'>>) {
    await this.page.evaluate((changes) => {
      return new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('mindoffice');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const store = db.transaction('session', 'readwrite').objectStore('session');
          const read = store.get('current');
          read.onsuccess = () => {
            const write = store.put({ ...read.result, ...changes });
            write.onsuccess = () => {
              db.close();
              resolve();
            };
            write.onerror = () => reject(write.error);
          };
        };
      });
    }, tokens);
  }

  /** Names of the IndexedDB databases of this origin that hold at least one record. */
  async indexedDbRecordCount(): Promise<number> {
    return this.page.evaluate(async () => {
      let records = 0;
      for (const info of await indexedDB.databases()) {
        if (!info.name) continue;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(info.name as string);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        for (const store of Array.from(db.objectStoreNames)) {
          records += await new Promise<number>((resolve, reject) => {
            const request = db.transaction(store).objectStore(store).count();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
        }
        db.close();
      }
      return records;
    });
  }
  /** Records in one object store of the app's database (e.g. 'outbox'); 0 when it does not exist. */
  async indexedDbStoreCount(storeName: string): Promise<number> {
    return this.page.evaluate((name) => {
      return new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('mindoffice');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            return resolve(0);
          }
          const request = db.transaction(name).objectStore(name).count();
          request.onsuccess = () => {
            db.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      });
    }, storeName);
  }
}

export type StoredSessionRow = {
  userId: string;
  userType?: string;
  token: string;
  refreshToken: string;
  refreshTokenExpireAt: string;
};

export const test = base.extend<{ app: AppPage }>({
  app: async ({ page }, use) => {
    await use(new AppPage(page));
  },
});

export { expect };
