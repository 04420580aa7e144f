/**
 * The browser's side of a passkey ceremony (@simplewebauthn/browser), loaded only when one starts.
 * A ceremony the user cancels or lets time out, or a browser without WebAuthn, becomes a
 * `PasskeyCeremonyError` the forms show in the user's language (#core/two-factor messages).
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { Message } from '#core/messages';
import { TWO_FACTOR_MESSAGES } from '#core/two-factor';

export class PasskeyCeremonyError extends Error {
  constructor(readonly descriptor: Message) {
    super(descriptor.id);
  }
}

async function ceremony<T>(
  run: (browser: typeof import('@simplewebauthn/browser')) => Promise<T>,
): Promise<T> {
  const browser = await import('@simplewebauthn/browser');
  if (!browser.browserSupportsWebAuthn())
    throw new PasskeyCeremonyError(TWO_FACTOR_MESSAGES.passkeyUnsupported);
  try {
    return await run(browser);
  } catch (error) {
    // Cancelled, timed out, refused by the authenticator, or already registered on it.
    if (
      error instanceof Error &&
      ['NotAllowedError', 'AbortError', 'InvalidStateError'].includes(error.name)
    ) {
      throw new PasskeyCeremonyError(TWO_FACTOR_MESSAGES.passkeyCancelled);
    }
    throw error;
  }
}

export function createPasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  return ceremony((browser) => browser.startRegistration({ optionsJSON }));
}

export function answerWithPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  return ceremony((browser) => browser.startAuthentication({ optionsJSON }));
}
