/**
 * The signed-in user's two-factor sign-in, read and changed on the server directly: how one signs in
 * is not queued offline (a change must be confirmed by the server before it is relied on).
 * Refusals (a wrong password or code) are the forms' to show, so none is reported as a toast.
 */
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import {
  type RecoveryCodes,
  type RegisteredPasskey,
  SECURITY_PATHS,
  type SecurityStatus,
  type TotpSetup,
} from '#core/two-factor';
import { api } from './http.ts';
import { createPasskey } from './passkey-ceremony.ts';

const quiet = { skipErrorReport: true } as const;

export function readSecurityStatus(): Promise<SecurityStatus> {
  return api.get<SecurityStatus>(SECURITY_PATHS.status, undefined, quiet);
}

export function startAuthenticatorSetup(password: string): Promise<TotpSetup> {
  return api.post<TotpSetup>(SECURITY_PATHS.totp, { password }, quiet);
}

export async function confirmAuthenticator(code: string): Promise<string[]> {
  return (await api.post<RecoveryCodes>(SECURITY_PATHS.totpConfirm, { code }, quiet)).codes;
}

export async function turnOffAuthenticator(password: string): Promise<void> {
  await api.del(SECURITY_PATHS.totp, { password }, quiet);
}

export async function renewRecoveryCodes(password: string): Promise<string[]> {
  return (await api.post<RecoveryCodes>(SECURITY_PATHS.recoveryCodes, { password }, quiet)).codes;
}

/** Password, then the browser's passkey prompt, then the server's check of the new passkey. */
export async function addPasskey(password: string, name: string): Promise<RegisteredPasskey> {
  const options = await api.post<PublicKeyCredentialCreationOptionsJSON>(
    SECURITY_PATHS.passkeyOptions,
    { password },
    quiet,
  );
  const response = await createPasskey(options);
  return api.post<RegisteredPasskey>(SECURITY_PATHS.passkeys, { name, response: { ...response } }, quiet);
}

export async function removePasskey(id: string, password: string): Promise<void> {
  await api.del(SECURITY_PATHS.passkey(id), { password }, quiet);
}
