/**
 * The few lines a person starting the server must read: the first admin's credentials (printed once,
 * only by the start that created the account) and where to open the app.
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
