// Which addresses a webhook may be sent to (docs/decisions/0048). In production a receiver's name is resolved
// and refused if ANY address it resolves to is private, loopback, link-local or otherwise not on the public
// internet; the send connects to an address checked this way, so a name that resolves differently a moment
// later (DNS rebinding) reaches nothing it was not allowed to.
import { isIP } from 'node:net';

// [first address, prefix length] of the IPv4 ranges that are not the public internet.
const IPV4_BLOCKED: [number[], number][] = [
  [[0, 0, 0, 0], 8], // "this network"
  [[10, 0, 0, 0], 8], // private
  [[100, 64, 0, 0], 10], // carrier-grade NAT
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local (cloud metadata services live here)
  [[172, 16, 0, 0], 12], // private
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // 6to4 relay
  [[192, 168, 0, 0], 16], // private
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, and the broadcast address
];

function ipv4Number(parts: number[]): number {
  return ((parts[0]! << 24) | (parts[1]! << 16) | (parts[2]! << 8) | parts[3]!) >>> 0;
}

function inIpv4Range(address: number, [first, prefix]: [number[], number]): boolean {
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return (address & mask) >>> 0 === (ipv4Number(first) & mask) >>> 0;
}

function parseIpv4(text: string): number[] | null {
  if (isIP(text) !== 4) return null;
  return text.split('.').map(Number);
}

function isBlockedIpv4(parts: number[]): boolean {
  const address = ipv4Number(parts);
  return IPV4_BLOCKED.some((range) => inIpv4Range(address, range));
}

// The eight 16-bit groups of an IPv6 address (with an IPv4 tail, as in ::ffff:10.0.0.1, taken as two groups).
export function ipv6Groups(text: string): number[] | null {
  if (isIP(text) !== 6) return null;
  let address = text.toLowerCase();
  const zone = address.indexOf('%');
  if (zone >= 0) address = address.slice(0, zone);
  const lastColon = address.lastIndexOf(':');
  const tail = address.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = parseIpv4(tail);
    if (!v4) return null;
    address = `${address.slice(0, lastColon + 1)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const [head, rest] = address.split('::') as [string, string | undefined];
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest === undefined ? [] : rest ? rest.split(':') : [];
  const missing = 8 - headGroups.length - restGroups.length;
  const groups = [...headGroups, ...(rest === undefined ? [] : Array(missing).fill('0')), ...restGroups];
  if (groups.length !== 8) return null;
  return groups.map((group) => Number.parseInt(group, 16));
}

function embeddedIpv4(high: number, low: number): number[] {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff];
}

function isBlockedIpv6(g: number[]): boolean {
  const allZeroUpTo = (n: number) => g.slice(0, n).every((group) => group === 0);
  // :: and ::1, and the deprecated IPv4-compatible ::a.b.c.d
  if (allZeroUpTo(6)) return true;
  // IPv4-mapped ::ffff:a.b.c.d: the IPv4 address decides.
  if (allZeroUpTo(5) && g[5] === 0xffff) return isBlockedIpv4(embeddedIpv4(g[6]!, g[7]!));
  // IPv4-translated ::ffff:0:a.b.c.d
  if (allZeroUpTo(4) && g[4] === 0xffff && g[5] === 0) return isBlockedIpv4(embeddedIpv4(g[6]!, g[7]!));
  // NAT64 64:ff9b::/96 reaches the IPv4 address it embeds; 64:ff9b:1::/48 is for local use.
  if (g[0] === 0x64 && g[1] === 0xff9b) {
    if (g[2] === 1) return true;
    return isBlockedIpv4(embeddedIpv4(g[6]!, g[7]!));
  }
  // 6to4 2002::/16 embeds an IPv4 address in its second and third groups.
  if (g[0] === 0x2002) return isBlockedIpv4(embeddedIpv4(g[1]!, g[2]!));
  const first = g[0]!;
  if ((first & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if ((first & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if ((first & 0xffc0) === 0xfec0) return true; // site-local fec0::/10 (deprecated)
  if ((first & 0xff00) === 0xff00) return true; // multicast ff00::/8
  if (first === 0x100 && g[1] === 0 && g[2] === 0 && g[3] === 0) return true; // discard 100::/64
  if (first === 0x2001 && g[1] === 0xdb8) return true; // documentation 2001:db8::/32
  if (first === 0x2001 && g[1]! < 0x200) return true; // IETF protocol assignments 2001::/23 (Teredo incl.)
  return false;
}

/** True when the address (IPv4 or IPv6 text) is not on the public internet. Anything unparseable is refused. */
export function isForbiddenAddress(address: string): boolean {
  const v4 = parseIpv4(address);
  if (v4) return isBlockedIpv4(v4);
  const v6 = ipv6Groups(address.replace(/^\[|\]$/g, ''));
  if (v6) return isBlockedIpv6(v6);
  return true;
}

/** True for 127.0.0.0/8, ::1 and ::ffff:127.x: what "loopback" means outside production. */
export function isLoopbackAddress(address: string): boolean {
  const v4 = parseIpv4(address);
  if (v4) return v4[0] === 127;
  const g = ipv6Groups(address.replace(/^\[|\]$/g, ''));
  if (!g) return false;
  if (g.slice(0, 7).every((group) => group === 0) && g[7] === 1) return true;
  return g.slice(0, 5).every((group) => group === 0) && g[5] === 0xffff && g[6]! >> 8 === 127;
}
