import { describe, expect, it } from 'vitest';
import { warnAboutStoredLinks } from './startup-messages.ts';
import { TEST_DRIVERS } from './test-support/drivers.ts';
import { startTestServer } from './test-support/test-server.ts';

describe.each(TEST_DRIVERS)('start-up warning on %s', (driver) => {
  it('warns that the Mail page holds live links when PUBLIC_URL is https and SMTP_URL is unset', async () => {
    const server = await startTestServer(driver, { publicUrl: 'https://app.example' });
    try {
      const printed = server.printed.join('\n');
      expect(printed).toContain('WARNING: PUBLIC_URL is https but SMTP_URL is not set');
      expect(printed).toContain('take over any account');
    } finally {
      await server.stop();
    }
  });

  it('stays quiet with SMTP_URL set, or on a plain-http address', async () => {
    const server = await startTestServer(driver, {
      publicUrl: 'https://app.example',
      smtpUrl: 'smtp://127.0.0.1:2525',
    });
    try {
      expect(server.printed.join('\n')).not.toContain('WARNING');
    } finally {
      await server.stop();
    }
    const lines: string[] = [];
    expect(warnAboutStoredLinks((line) => lines.push(line), { publicUrl: 'http://localhost:8080' })).toBe(
      false,
    );
    expect(lines).toEqual([]);
  });
});
