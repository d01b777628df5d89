// @peculiar/x509 resolves its parts through tsyringe, which needs the Reflect metadata API.
import 'reflect-metadata';
import { webcrypto, X509Certificate } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import { nameConstraintsExtension, type Constraints } from './name-constraints';

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

/** ECDSA P-256 with SHA-256: accepted by Android, iOS and every desktop browser, and quick to make. */
const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY_MS = 86_400_000;
/** The depot's own root: installed once on each phone, so it outlives the machines it is on. */
const ROOT_DAYS = 20 * 365;
/** iOS refuses a server certificate valid for more than 825 days, even under a root it trusts. */
export const SERVER_DAYS = 800;

/** A certificate and its private key, both PEM. */
export type KeyPair = { cert: string; key: string };

/** The names a server certificate must carry. */
export type ServerNames = { dns: string[]; ips: string[] };

function serialNumber(): string {
  const bytes = webcrypto.getRandomValues(new Uint8Array(16));
  // Positive: a serial number is a DER INTEGER, and some clients refuse a negative one.
  bytes[0] = bytes[0]! & 0x7f;
  return Buffer.from(bytes).toString('hex');
}

async function exportKey(key: CryptoKey): Promise<string> {
  return x509.PemConverter.encode(await webcrypto.subtle.exportKey('pkcs8', key), 'PRIVATE KEY');
}

async function importKey(pem: string): Promise<CryptoKey> {
  const [der] = x509.PemConverter.decode(pem);
  if (!der) throw new Error('Khóa riêng không đọc được');
  return webcrypto.subtle.importKey('pkcs8', der, ALGORITHM, true, ['sign']);
}

/** Common names are read by people choosing what to trust: say whose root it is. */
function escapeName(value: string): string {
  return value.replace(/[,+="\\<>;#]/g, (c) => `\\${c}`);
}

/**
 * A new certificate authority of the depot's own (CA, may sign server certificates only), for
 * the names of `permitted` only (name-constraints.ts: the depot's network, never a web site).
 */
export async function createRootCa(
  hostname: string,
  permitted: Constraints | null,
  now = new Date(),
): Promise<KeyPair> {
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serialNumber(),
    name: `CN=${escapeName(`Chành xe ${hostname} - CA nội bộ`)}, O=Chanh xe`,
    notBefore: new Date(now.getTime() - DAY_MS),
    notAfter: new Date(now.getTime() + ROOT_DAYS * DAY_MS),
    keys,
    signingAlgorithm: ALGORITHM,
    extensions: [
      // pathLen 0: the root signs server certificates, never another authority.
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
        true,
      ),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      // null: a root as made before the constraints (tests of a kept old root).
      ...(permitted ? [nameConstraintsExtension(permitted)] : []),
    ],
  });
  return { cert: cert.toString('pem'), key: await exportKey(keys.privateKey) };
}

/** A server certificate for `names`, signed by `root`, with a key of its own. */
export async function issueServerCert(
  root: KeyPair,
  names: ServerNames,
  now = new Date(),
): Promise<KeyPair> {
  const rootCert = new x509.X509Certificate(root.cert);
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serialNumber(),
    subject: `CN=${escapeName(names.dns[0] ?? names.ips[0] ?? 'localhost')}`,
    issuer: rootCert.subject,
    notBefore: new Date(now.getTime() - DAY_MS),
    notAfter: new Date(now.getTime() + SERVER_DAYS * DAY_MS),
    signingAlgorithm: ALGORITHM,
    publicKey: keys.publicKey,
    signingKey: await importKey(root.key),
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      // Browsers read only the SANs (never the common name) for the address typed.
      new x509.SubjectAlternativeNameExtension([
        ...names.dns.map((value) => ({ type: 'dns' as const, value })),
        ...names.ips.map((value) => ({ type: 'ip' as const, value })),
      ]),
      await x509.AuthorityKeyIdentifierExtension.create(rootCert),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { cert: cert.toString('pem'), key: await exportKey(keys.privateKey) };
}

/** The SANs of a certificate as `dns:name` / `ip:address`, sorted. */
export function namesOf(cert: X509Certificate): string[] {
  return (cert.subjectAltName ?? '')
    .split(', ')
    .filter(Boolean)
    .map((part) =>
      part.startsWith('DNS:') ? `dns:${part.slice(4)}` : `ip:${part.replace(/^IP Address:/, '')}`,
    )
    .sort();
}

/** The SHA-256 fingerprint a person compares on the phone: `AB:CD:…`. */
export function fingerprintOf(pem: string): string {
  return new X509Certificate(pem).fingerprint256;
}
