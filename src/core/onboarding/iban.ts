/**
 * IBAN check (ISO 13616) through ibantools: the country's length and BBAN format from the SWIFT
 * registry and the mod-97 checksum, the same answer on the page, offline, and on the server.
 */
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/** Upper case without spaces or dashes ("fr76 3000 6000…" → "FR763000…"). */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? '';
}

export function isValidIban(value: string): boolean {
  return isValidIBAN(normalizeIban(value));
}
