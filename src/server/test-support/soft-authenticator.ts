/**
 * A software passkey for server tests: a P-256 key answering WebAuthn ceremonies the way a platform
 * authenticator does (attestation "none", user present and verified, a signature counter), built
 * with node:crypto and the library's own CBOR and base64url helpers. The e2e tests use Chromium's
 * virtual authenticator instead.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_PRESENT = 0x01;
const FLAG_VERIFIED = 0x04;
const FLAG_ATTESTED = 0x40;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
/** The library's helpers take plain `Uint8Array<ArrayBuffer>`s, not Node's Buffers. */
const bytes = (buffer: Uint8Array) => new Uint8Array(buffer);

export class SoftAuthenticator {
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly credentialId = randomBytes(16);
  private counter = 0;
  private userHandle = '';

  constructor(private readonly origin: string) {}

  get id(): string {
    return isoBase64URL.fromBuffer(bytes(this.credentialId));
  }

  private rpIdHash(rpId: string) {
    return sha256(rpId);
  }

  private authenticatorData(rpId: string, attested: boolean): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const flags = FLAG_PRESENT | FLAG_VERIFIED | (attested ? FLAG_ATTESTED : 0);
    const parts: Uint8Array[] = [this.rpIdHash(rpId), Uint8Array.of(flags), counter];
    if (attested) {
      const jwk = this.keys.publicKey.export({ format: 'jwk' });
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
          [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
        ]),
      );
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(new Uint8Array(16), length, this.credentialId, cose);
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const authData = this.authenticatorData(options.rp.id ?? '', true);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(bytes(this.clientData('webauthn.create', options.challenge))),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal'],
      },
    };
  }

  authenticate(options: PublicKeyCredentialRequestOptionsJSON): AuthenticationResponseJSON {
    this.counter += 1;
    const authData = this.authenticatorData(options.rpId ?? '', false);
    const clientData = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(bytes(clientData)),
        authenticatorData: isoBase64URL.fromBuffer(bytes(authData)),
        signature: isoBase64URL.fromBuffer(bytes(signature)),
        userHandle: this.userHandle,
      },
    };
  }
}
