// @peculiar/x509 needs the Reflect metadata API before it loads.
import 'reflect-metadata';
import { isIPv4 } from 'node:net';
import * as x509 from '@peculiar/x509';
import type { ServerNames } from './certificates';

/**
 * X.509 name constraints of the depot's root (RFC 5280 4.2.1.10): the root signs certificates
 * for names of the depot's own network only, so a stolen `ca.key` cannot make a certificate for
 * a real web site that the phones trusting the root would accept. @peculiar/x509 has no class
 * for the extension; its DER is small enough to write and read here.
 */

export const NAME_CONSTRAINTS_OID = '2.5.29.30';

/** The permitted names: DNS suffixes and IPv4 ranges (address/prefix). */
export type Constraints = { dns: string[]; ipv4: { address: string; prefix: number }[] };

/** Private and loopback IPv4 ranges (RFC 1918, 127/8, link-local 169.254/16). */
const PRIVATE_IPV4 = [
  { address: '10.0.0.0', prefix: 8 },
  { address: '172.16.0.0', prefix: 12 },
  { address: '192.168.0.0', prefix: 16 },
  { address: '127.0.0.0', prefix: 8 },
  { address: '169.254.0.0', prefix: 16 },
];
/** A DNS constraint permits the name itself and every name under it. */
const LOCAL_DNS = ['localhost', 'local', 'lan', 'home.arpa', 'internal'];

const toInt = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
const maskOf = (prefix: number) => (prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0);
const bytesOf = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

const dnsPermitted = (c: Constraints, name: string) =>
  c.dns.some((base) => name === base || name.endsWith(`.${base}`));
const ipPermitted = (c: Constraints, ip: string) =>
  isIPv4(ip) && c.ipv4.some((r) => (toInt(ip) & maskOf(r.prefix)) >>> 0 === toInt(r.address));

/**
 * What a new root permits: the depot's ranges and names, and the machine's own names and
 * addresses outside them (a host name like `kho.congty.vn`, an address of 100.64/10), so the
 * server certificate made at this start is valid under it.
 */
export function depotConstraints(names: ServerNames): Constraints {
  const base: Constraints = { dns: LOCAL_DNS, ipv4: PRIVATE_IPV4 };
  return {
    dns: [...LOCAL_DNS, ...names.dns.filter((n) => !dnsPermitted(base, n))],
    ipv4: [
      ...PRIVATE_IPV4,
      ...names.ips
        .filter((ip) => isIPv4(ip) && !ipPermitted(base, ip))
        .map((address) => ({ address, prefix: 32 })),
    ],
  };
}

/** The names of `names` a root of these constraints may sign (a name outside voids the cert). */
export function permittedNames(c: Constraints | null, names: ServerNames): ServerNames {
  if (!c) return names;
  return {
    dns: names.dns.filter((n) => dnsPermitted(c, n.toLowerCase())),
    ips: names.ips.filter((ip) => ipPermitted(c, ip)),
  };
}

/** One DER element: tag, definite length (short or long form), content. */
function der(tag: number, content: number[]): number[] {
  const n = content.length;
  const length = n < 128 ? [n] : n < 256 ? [0x81, n] : [0x82, n >> 8, n & 255];
  return [tag, ...length, ...content];
}

/** The extension, critical as RFC 5280 asks: a client that cannot read it refuses the root. */
export function nameConstraintsExtension(c: Constraints): x509.Extension {
  const subtree = (name: number[]) => der(0x30, name);
  const subtrees = [
    ...c.dns.map((name) => subtree(der(0x82, [...Buffer.from(name, 'ascii')]))),
    ...c.ipv4.map((r) =>
      subtree(der(0x87, [...bytesOf(toInt(r.address)), ...bytesOf(maskOf(r.prefix))])),
    ),
  ];
  const value = der(0x30, der(0xa0, subtrees.flat()));
  return new x509.Extension(NAME_CONSTRAINTS_OID, true, new Uint8Array(value));
}

/** Reads one DER element at `at`: its tag, content and where the next begins. */
function readDer(bytes: Uint8Array, at: number) {
  const tag = bytes[at]!;
  let length = bytes[at + 1]!;
  let start = at + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + bytes[start + i]!;
    start += count;
  }
  return { tag, content: bytes.subarray(start, start + length), next: start + length };
}

/** The permitted names of a root made here; null for a root without constraints (made before). */
export function constraintsOf(rootPem: string): Constraints | null {
  const ext = new x509.X509Certificate(rootPem).getExtension(NAME_CONSTRAINTS_OID);
  if (!ext) return null;
  const found: Constraints = { dns: [], ipv4: [] };
  const outer = readDer(new Uint8Array(ext.value), 0).content;
  const permitted = readDer(outer, 0);
  if (permitted.tag !== 0xa0) return found;
  for (let at = 0; at < permitted.content.length;) {
    const subtree = readDer(permitted.content, at);
    at = subtree.next;
    const name = readDer(subtree.content, 0);
    if (name.tag === 0x82) found.dns.push(Buffer.from(name.content).toString('ascii'));
    if (name.tag === 0x87 && name.content.length === 8) {
      const mask = Buffer.from(name.content.subarray(4)).readUInt32BE(0);
      const prefix = mask.toString(2).replace(/0+$/, '').length;
      found.ipv4.push({ address: [...name.content.subarray(0, 4)].join('.'), prefix });
    }
  }
  return found;
}
