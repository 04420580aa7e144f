// A self-signed certificate for 127.0.0.1, valid one day, made with openssl (.ci/run installs it): for the
// tests' and benches' local HTTPS servers (the push service, the HTTP/2 proxy of the phone benches).
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type ThrowawayCertificate = {
  key: string;
  cert: string;
  /** Its public key's SHA-256, base64: what Chromium's `--ignore-certificate-errors-spki-list` takes. */
  spkiHash: string;
};

export function throwawayCertificate(): ThrowawayCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'mindoffice-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    const cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
    const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert,
      spkiHash: createHash('sha256').update(spki).digest('base64'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
