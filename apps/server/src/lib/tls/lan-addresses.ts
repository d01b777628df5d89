import os from 'node:os';
import type { ServerNames } from './certificates';

/** The machine's IPv4 addresses a phone on the depot's network can reach (not loopback). */
export function lanAddresses(
  interfaces: ReturnType<typeof os.networkInterfaces> = os.networkInterfaces(),
): string[] {
  const found = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((entry) => entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry.address);
  return [...new Set(found)];
}

/**
 * What the server certificate names: localhost and 127.0.0.1 for the machine itself, the host
 * name (and its `.local` form, which phones resolve by multicast DNS) and every LAN address.
 */
export function serverNames(hostname = os.hostname(), addresses = lanAddresses()): ServerNames {
  const host = hostname.trim().toLowerCase();
  const valid = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host);
  const dns = ['localhost', ...(valid && host !== 'localhost' ? [host] : [])];
  if (valid && !host.includes('.')) dns.push(`${host}.local`);
  return { dns, ips: ['127.0.0.1', ...addresses.filter((ip) => ip !== '127.0.0.1')] };
}
