import { describe, expect, it } from 'vitest';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { persistentDatabase } from '../test-support/persistent-database.ts';
import { callJson, signIn, startTestServer } from '../test-support/test-server.ts';
import { DEFAULT_ADMIN_EMAIL, generateAdminPassword } from './admin-seed.ts';

describe('generated admin password', () => {
  it('is long and has letters, digits and a special character', () => {
    for (let i = 0; i < 50; i += 1) {
      const password = generateAdminPassword();
      expect(password).toMatch(/^[\w]{6}(-[\w]{6}){3}$/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[a-z]/i);
    }
  });
});

describe.each(TEST_DRIVERS)('first admin on %s', (driver) => {
  it('is created and printed once, then reused silently on the next start, with the same JWT secret', async () => {
    const database = await persistentDatabase(driver);
    const overrides = { database: database.config, adminEmail: undefined, adminPassword: undefined };
    try {
      const first = await startTestServer(driver, overrides);
      const printedText = first.printed.join('\n');
      expect(printedText).toContain(DEFAULT_ADMIN_EMAIL);
      const password = printedText.match(/password: (\S+)/)?.[1] ?? '';
      expect(password).toMatch(/^[\w]{6}(-[\w]{6}){3}$/);
      const session = await signIn(first, { email: DEFAULT_ADMIN_EMAIL, password });
      await first.close();

      const second = await startTestServer(driver, overrides);
      try {
        expect(second.printed).toEqual([]);
        // Same stored secret: an access token from the first run is still valid.
        const me = await callJson(second, 'GET', '/api/auth/me', { token: session.token });
        expect(me.status).toBe(200);
        await signIn(second, { email: DEFAULT_ADMIN_EMAIL, password });
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD without printing the password', async () => {
    const server = await startTestServer(driver, {
      adminEmail: 'boss@test.local',
      adminPassword: 'Boss-pass-1!',
    });
    try {
      expect(server.printed.join('\n')).toContain('boss@test.local');
      expect(server.printed.join('\n')).not.toContain('Boss-pass-1!');
      await signIn(server, { email: 'boss@test.local', password: 'Boss-pass-1!' });
    } finally {
      await server.stop();
    }
  });
});
