import { createPrivateKey, X509Certificate } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  createRootCa,
  fingerprintOf,
  issueServerCert,
  namesOf,
  type KeyPair,
  type ServerNames,
} from './certificates';
import {
  constraintsOf,
  depotConstraints,
  permittedNames,
  type Constraints,
} from './name-constraints';

/** What the HTTPS port serves with, and what a phone is told to trust. */
export type TlsMaterial = {
  /** The server certificate and its key, PEM. */
  server: KeyPair;
  /** The depot's root certificate (PEM); null with a certificate of the depot's own. */
  rootCert: string | null;
  /** SHA-256 fingerprint of the root, or of the depot's own certificate. */
  fingerprint: string;
  /** Whether the server certificate was made at this start (first start, new addresses). */
  issued: boolean;
  /** Names of the machine the root may not sign (made for other addresses): left out. */
  leftOut: string[];
};

/** A server certificate is made anew this long before it expires (checked at each start). */
const RENEW_BEFORE_MS = 60 * 86_400_000;

/** Written whole or not at all; keys readable by the server's user only. */
function writeFile(file: string, text: string, mode: number): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text, { mode });
  chmodSync(temp, mode);
  renameSync(temp, file);
}

function read(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

function wanted(names: ServerNames): string[] {
  return [...names.dns.map((n) => `dns:${n}`), ...names.ips.map((ip) => `ip:${ip}`)].sort();
}

/** Whether a kept server certificate still fits: signed by this root, same names, not near its end. */
function fits(server: KeyPair, root: X509Certificate, names: ServerNames, now: Date): boolean {
  try {
    const cert = new X509Certificate(server.cert);
    const left = new Date(cert.validTo).getTime() - now.getTime();
    return (
      cert.checkIssued(root) &&
      cert.verify(root.publicKey) &&
      cert.checkPrivateKey(createPrivateKey(server.key)) &&
      left > RENEW_BEFORE_MS &&
      namesOf(cert).join() === wanted(names).join()
    );
  } catch {
    return false;
  }
}

/** What a person opening DATA_DIR/tls reads: which files matter, and what the root may sign. */
function folderNote(constraints: Constraints | null): string {
  const scope = constraints
    ? 'Chứng chỉ gốc này CÓ ràng buộc tên (name constraints): nó chỉ ký được cho ' +
      [...constraints.dns, ...constraints.ipv4.map((r) => `${r.address}/${r.prefix}`)].join(', ') +
      '. Ai lấy được ca.key cũng không giả được trang web thật với điện thoại đã cài gốc.'
    : 'Chứng chỉ gốc này KHÔNG có ràng buộc tên (tạo bởi bản trước): được giữ vì điện thoại đã ' +
      'tin nó. Muốn gốc chỉ dùng được trong kho: dừng máy chủ, xóa thư mục này, khởi động lại và ' +
      'cài lại chứng chỉ gốc mới trên từng điện thoại.';
  return [
    'Chứng chỉ HTTPS của máy chủ chành xe (README: "Dùng điện thoại trong bãi xếp hàng").',
    'ca.crt: chứng chỉ gốc cài trên điện thoại. ca.key: khóa của gốc, KHÔNG chép đi đâu.',
    'server.crt, server.key: chứng chỉ máy chủ, cấp lại tự động từ gốc.',
    scope,
    '',
  ].join('\n');
}

/**
 * The depot's root and server certificate, kept in `dir` (DATA_DIR/tls): the root is made once
 * and kept, since phones trust it; the server certificate is made again from the same root when
 * the machine's addresses changed (a new DHCP lease) or its end is near, so trusting phones keep
 * working. A new root is limited to the depot's names (name-constraints.ts); a root made before
 * that, without constraints, is kept as it is: the phones trusting it would have to install
 * another. Only names the root permits go into the server certificate: one outside would make
 * phones refuse the whole certificate.
 */
export async function loadOrCreateTls(
  dir: string,
  names: ServerNames,
  now = new Date(),
): Promise<TlsMaterial> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const files = {
    rootCert: path.join(dir, 'ca.crt'),
    rootKey: path.join(dir, 'ca.key'),
    cert: path.join(dir, 'server.crt'),
    key: path.join(dir, 'server.key'),
  };
  let rootCert = read(files.rootCert);
  let rootKey = read(files.rootKey);
  if (!rootCert || !rootKey) {
    const hostname = names.dns.find((n) => n !== 'localhost' && !n.endsWith('.local'));
    const permitted = depotConstraints(names);
    ({ cert: rootCert, key: rootKey } = await createRootCa(
      hostname ?? 'localhost',
      permitted,
      now,
    ));
    writeFile(files.rootKey, rootKey, 0o600);
    writeFile(files.rootCert, rootCert, 0o644);
  }
  const root = { cert: rootCert, key: rootKey };
  const constraints = constraintsOf(rootCert);
  const note = folderNote(constraints);
  if (read(path.join(dir, 'README.txt')) !== note)
    writeFile(path.join(dir, 'README.txt'), note, 0o644);
  const signable = permittedNames(constraints, names);
  const kept = { cert: read(files.cert) ?? '', key: read(files.key) ?? '' };
  const issued = !fits(kept, new X509Certificate(rootCert), signable, now);
  const server = issued ? await issueServerCert(root, signable, now) : kept;
  if (issued) {
    writeFile(files.key, server.key, 0o600);
    writeFile(files.cert, server.cert, 0o644);
  }
  const leftOut = wanted(names).filter((name) => !wanted(signable).includes(name));
  return { server, rootCert, fingerprint: fingerprintOf(rootCert), issued, leftOut };
}

/** A certificate of the depot's own (TLS_CERT_FILE / TLS_KEY_FILE): served as it is. */
export function loadOwnCertificate(certFile: string, keyFile: string): TlsMaterial {
  const server = { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };
  const cert = new X509Certificate(server.cert);
  if (!cert.checkPrivateKey(createPrivateKey(server.key))) {
    throw new Error(`${keyFile} không phải khóa của chứng chỉ ${certFile}`);
  }
  return { server, rootCert: null, fingerprint: cert.fingerprint256, issued: false, leftOut: [] };
}
