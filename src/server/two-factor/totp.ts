/**
 * RFC 6238 time-based codes through `otpauth`: SHA-1, 6 digits, 30-second steps, the parameters every
 * authenticator app reads from an otpauth:// URI. A code is accepted one step either side of now, so a
 * phone's clock a little off still signs in.
 */
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'MindOffice';
const DRIFT_STEPS = 1;

/** 160 random bits (RFC 4226's recommended length), in base32 as apps take it when typed. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret) });
}

/** What the QR code holds: the app shows the account as "MindOffice: <email>". */
export function totpUri(secret: string, accountName: string): string {
  return totpOf(secret, accountName).toString();
}

/** The step `code` belongs to, or null when it matches none within the drift. */
export function matchingStep(secret: string, code: string, now: number): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
