// @peculiar/x509 needs the Reflect metadata API before it loads.
import 'reflect-metadata';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { connect, createServer } from 'node:tls';
import * as x509 from '@peculiar/x509';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createRootCa, issueServerCert, namesOf, SERVER_DAYS, type KeyPair } from './certificates';
import { lanAddresses, serverNames } from './lan-addresses';
import { constraintsOf, NAME_CONSTRAINTS_OID } from './name-constraints';
import { prepareTls } from './phone-https';
import { loadOrCreateTls } from './tls-store';

// docs/decisions/0002-scan-request-ids.md: phones reach the depot server by its LAN address, and browsers give the camera only
// to secure pages. The server makes a root of the depot's own and a server certificate from it.
const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'depot-tls-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * Whether a client trusting only `rootCert` accepts `server` for `host`, through Node's own TLS
 * (OpenSSL, which enforces name constraints): its error's message when it refuses, else 'ok'.
 */
async function handshake(rootCert: string, server: KeyPair, host: string): Promise<string> {
  const listener = createServer({ cert: server.cert, key: server.key }, (s) => s.end());
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as AddressInfo;
  try {
    return await new Promise<string>((resolve) => {
      const ip = /^[\d.]+$/.test(host);
      const socket = connect({
        host: '127.0.0.1',
        port,
        ca: rootCert,
        servername: ip ? undefined : host,
        checkServerIdentity: (_name, cert) =>
          cert.subjectaltname?.includes(host) ? undefined : new Error('name'),
      });
      socket.once('secureConnect', () => resolve('ok'));
      // Node names OpenSSL's error 47 UNSPECIFIED: its message says what it is.
      socket.once('error', (error) => resolve(error.message));
    });
  } finally {
    listener.close();
  }
}

const names = serverNames('kho-chanh', ['192.168.1.5', '10.0.0.7']);

describe('the depot certificates', () => {
  it('names localhost, 127.0.0.1, the host and every LAN address, signed by the root', async () => {
    const dir = tempDir();
    const tls = await loadOrCreateTls(dir, names);
    const root = new X509Certificate(tls.rootCert!);
    const cert = new X509Certificate(tls.server.cert);
    expect(root.ca).toBe(true);
    expect(cert.ca).toBe(false);
    expect(cert.checkIssued(root)).toBe(true);
    expect(cert.verify(root.publicKey)).toBe(true);
    expect(namesOf(cert)).toEqual(
      [
        'dns:localhost',
        'dns:kho-chanh',
        'dns:kho-chanh.local',
        'ip:127.0.0.1',
        'ip:192.168.1.5',
        'ip:10.0.0.7',
      ].sort(),
    );
    expect(cert.checkIP('192.168.1.5')).toBe('192.168.1.5');
    expect(cert.checkHost('localhost')).toBe('localhost');
    expect(tls.fingerprint).toBe(root.fingerprint256);
    // iOS refuses a server certificate valid for more than 825 days.
    const days = (Date.parse(cert.validTo) - Date.parse(cert.validFrom)) / 86_400_000;
    expect(days).toBeLessThanOrEqual(825);
    expect(days).toBeGreaterThanOrEqual(SERVER_DAYS);
    // Keys readable by the server's user only.
    expect(statSync(path.join(dir, 'ca.key')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dir, 'server.key')).mode & 0o777).toBe(0o600);
  });

  it('keeps both at the next start, and re-issues from the same root when the addresses change', async () => {
    const dir = tempDir();
    const first = await loadOrCreateTls(dir, names);
    expect(first.issued).toBe(true);
    const again = await loadOrCreateTls(dir, names);
    expect(again.issued).toBe(false);
    expect(again.server.cert).toBe(first.server.cert);

    const moved = serverNames('kho-chanh', ['192.168.1.23']);
    const renewed = await loadOrCreateTls(dir, moved);
    expect(renewed.issued).toBe(true);
    expect(renewed.rootCert).toBe(first.rootCert);
    expect(renewed.fingerprint).toBe(first.fingerprint);
    const cert = new X509Certificate(renewed.server.cert);
    expect(cert.checkIssued(new X509Certificate(first.rootCert!))).toBe(true);
    expect(cert.checkIP('192.168.1.23')).toBe('192.168.1.23');
    expect(cert.checkIP('192.168.1.5')).toBeUndefined();
    expect(readFileSync(path.join(dir, 'server.crt'), 'utf8')).toBe(renewed.server.cert);
  });

  it('limits a new root to the depot network: its server certificate passes, example.com fails', async () => {
    const tls = await loadOrCreateTls(
      tempDir(),
      serverNames('kho-chanh', ['192.168.1.5', '100.72.0.9']),
    );
    const ext = new x509.X509Certificate(tls.rootCert!).getExtension(NAME_CONSTRAINTS_OID);
    expect(ext?.critical).toBe(true);
    expect(constraintsOf(tls.rootCert!)).toEqual({
      dns: ['localhost', 'local', 'lan', 'home.arpa', 'internal', 'kho-chanh'],
      ipv4: [
        { address: '10.0.0.0', prefix: 8 },
        { address: '172.16.0.0', prefix: 12 },
        { address: '192.168.0.0', prefix: 16 },
        { address: '127.0.0.0', prefix: 8 },
        { address: '169.254.0.0', prefix: 16 },
        // The machine's own address outside the private ranges (a VPN's 100.64/10).
        { address: '100.72.0.9', prefix: 32 },
      ],
    });
    expect(tls.leftOut).toEqual([]);
    const note = readFileSync(path.join(dirs.at(-1)!, 'README.txt'), 'utf8');
    expect(note).toContain('CÓ ràng buộc tên');
    expect(note).toContain('192.168.0.0/16');
    for (const host of ['localhost', 'kho-chanh.local', '127.0.0.1', '192.168.1.5', '100.72.0.9']) {
      expect(await handshake(tls.rootCert!, tls.server, host)).toBe('ok');
    }
    // A stolen ca.key still signs, but no client trusting the root accepts what it signed.
    const root = {
      cert: tls.rootCert!,
      key: readFileSync(path.join(dirs.at(-1)!, 'ca.key'), 'utf8'),
    };
    const site = await issueServerCert(root, { dns: ['example.com'], ips: [] });
    expect(await handshake(tls.rootCert!, site, 'example.com')).toBe('permitted subtree violation');
    const byIp = await issueServerCert(root, { dns: [], ips: ['8.8.8.8'] });
    expect(await handshake(tls.rootCert!, byIp, '8.8.8.8')).toBe('permitted subtree violation');
    // The same certificate from a root without constraints is accepted: the refusal is theirs.
    const open = await createRootCa('kho-chanh', null);
    const opened = await issueServerCert(open, { dns: ['example.com'], ips: [] });
    expect(await handshake(open.cert, opened, 'example.com')).toBe('ok');
  });

  it('keeps a root made without constraints, and leaves out names a root does not permit', async () => {
    const old = tempDir();
    const unconstrained = await createRootCa('kho-chanh', null);
    writeFileSync(path.join(old, 'ca.crt'), unconstrained.cert);
    writeFileSync(path.join(old, 'ca.key'), unconstrained.key);
    const kept = await loadOrCreateTls(old, names);
    expect(kept.rootCert).toBe(unconstrained.cert);
    expect(constraintsOf(kept.rootCert!)).toBeNull();
    expect(readFileSync(path.join(old, 'README.txt'), 'utf8')).toContain('KHÔNG có ràng buộc tên');

    const dir = tempDir();
    const first = await loadOrCreateTls(dir, names);
    const moved = await loadOrCreateTls(
      dir,
      serverNames('kho-chanh', ['192.168.1.5', '203.0.113.4']),
    );
    expect(moved.rootCert).toBe(first.rootCert);
    expect(moved.leftOut).toEqual(['ip:203.0.113.4']);
    expect(namesOf(new X509Certificate(moved.server.cert))).not.toContain('ip:203.0.113.4');
    expect(await handshake(moved.rootCert!, moved.server, '192.168.1.5')).toBe('ok');
  });

  it('re-issues a server certificate near its end', async () => {
    const dir = tempDir();
    const first = await loadOrCreateTls(dir, names);
    const later = new Date(Date.now() + (SERVER_DAYS - 30) * 86_400_000);
    const renewed = await loadOrCreateTls(dir, names, later);
    expect(renewed.issued).toBe(true);
    expect(renewed.rootCert).toBe(first.rootCert);
  });

  it('serves the certificate of TLS_CERT_FILE and TLS_KEY_FILE instead, with no root to give', async () => {
    const made = await loadOrCreateTls(tempDir(), names);
    const own = tempDir();
    writeFileSync(path.join(own, 'kho.crt'), made.server.cert);
    writeFileSync(path.join(own, 'kho.key'), made.server.key);
    const config = loadConfig(
      { DATA_DIR: tempDir(), TLS_CERT_FILE: 'kho.crt', TLS_KEY_FILE: 'kho.key' },
      own,
    );
    const tls = await prepareTls(config, () => {});
    expect(tls!.server.cert).toBe(made.server.cert);
    expect(tls!.rootCert).toBeNull();
    expect(tls!.fingerprint).toBe(new X509Certificate(made.server.cert).fingerprint256);
  });

  it('takes every non-internal IPv4 address of the machine, and a host name only when valid', () => {
    const entry = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
      ({ address, family, internal, netmask: '', mac: '', cidr: null }) as os.NetworkInterfaceInfo;
    const found = lanAddresses({
      lo: [entry('127.0.0.1', 'IPv4', true), entry('::1', 'IPv6', true)],
      eth0: [entry('192.168.1.5', 'IPv4'), entry('fe80::1', 'IPv6')],
      wlan0: [entry('10.0.0.7', 'IPv4')],
    });
    expect(found).toEqual(['192.168.1.5', '10.0.0.7']);
    expect(serverNames('Máy chủ kho', found)).toEqual({
      dns: ['localhost'],
      ips: ['127.0.0.1', '192.168.1.5', '10.0.0.7'],
    });
  });

  it('reads HTTPS_PORT: 3443 by default, off or 0 for none', () => {
    expect(loadConfig({}).httpsPort).toBe(3443);
    expect(loadConfig({ HTTPS_PORT: '8443' }).httpsPort).toBe(8443);
    expect(loadConfig({ HTTPS_PORT: 'off' }).httpsPort).toBeNull();
    expect(loadConfig({ HTTPS_PORT: '0' }).httpsPort).toBeNull();
  });
});
