import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { namesOf, SERVER_DAYS } from './certificates';
import { lanAddresses, serverNames } from './lan-addresses';
import { prepareTls } from './phone-https';
import { loadOrCreateTls } from './tls-store';

// Issue 24: phones reach the depot server by its LAN address, and browsers give the camera only
// to secure pages. The server makes a root of the depot's own and a server certificate from it.
const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'depot-tls-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

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
