/**
 * The bench serves the production system over HTTPS with HTTP/2, as production is served (Firebase
 * Hosting, or `deploy serve --tls-cert`): Lighthouse's simulation models HTTP/1.1 as six
 * connections per origin and HTTP/2 as one multiplexed connection, so the protocol decides how
 * many round trips a page of many chunks costs. The certificate is deploy's localhost fixture; the
 * bench's Chromium trusts exactly its key, and nothing else is relaxed.
 */
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TlsCredentials } from 'deploy';
import { ROOT } from './workspace';

const DIR = path.join(ROOT, 'deploy/fixtures/localhost-tls');

export const LOCALHOST_TLS: TlsCredentials = {
  cert: readFileSync(path.join(DIR, 'cert.pem')),
  key: readFileSync(path.join(DIR, 'key.pem')),
};

/** Chromium's flag that accepts a certificate with this key (its SPKI's SHA-256, base64). */
export function trustLocalhostTlsFlag(): string {
  const spki = new X509Certificate(LOCALHOST_TLS.cert).publicKey.export({
    type: 'spki',
    format: 'der',
  });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
}
