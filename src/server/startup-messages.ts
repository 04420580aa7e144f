/**
 * The few lines a person starting the server must read: the first admin's credentials (printed once,
 * only by the start that created the account), a warning when a public deployment has no SMTP, and
 * where to open the app.
 */
import type { AdminSeedResult } from './auth/admin-seed.ts';

export function printAdminCredentials(
  print: (line: string) => void,
  seeded: Extract<AdminSeedResult, { created: true }>,
): void {
  print('');
  print('  Admin account created');
  print(`    e-mail:   ${seeded.email}`);
  if (seeded.generatedPassword) {
    print(`    password: ${seeded.generatedPassword}`);
    print('  This password is shown only once: keep it somewhere safe.');
  } else {
    print('    password: the one given in ADMIN_PASSWORD');
  }
  print('');
}

/** The address a person types: a wildcard bind is reachable as localhost. */
export function openUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  const bracketed = shown.includes(':') ? `[${shown}]` : shown;
  return `http://${bracketed}:${port}`;
}

/**
 * Without SMTP_URL every e-mail, with its live create-password and reset link, is stored for the
 * admin's Mail page: harmless on a laptop, an account-takeover path once the app is public (https).
 */
export function warnAboutStoredLinks(
  print: (line: string) => void,
  config: { publicUrl?: string | undefined; smtpUrl?: string | undefined },
): boolean {
  if (config.smtpUrl || !config.publicUrl?.toLowerCase().startsWith('https://')) return false;
  print('');
  print('  WARNING: PUBLIC_URL is https but SMTP_URL is not set.');
  print('    E-mails are not sent: they are stored, and the admin Mail page shows every live');
  print('    create-password and password-reset link, so an admin could take over any account.');
  print('    Set SMTP_URL before real users sign up.');
  print('');
  return true;
}
