import { BlockList, isIP, isIPv4 } from 'node:net';
import { atFirstUse } from '../../platform/kernel/first-use';

/**
 * Addresses a callback must never reach: loopback, private (RFC 1918), CGNAT, link-local
 * (cloud metadata lives there: 169.254.169.254, fd00:ec2::254), unique-local, multicast,
 * documentation and reserved ranges. IPv6 forms that carry an IPv4 address (mapped,
 * compatible, SIIT, NAT64, 6to4) are judged by the IPv4 address they carry, whatever way
 * they are written.
 */
const makeForbidden = (): BlockList => {
  const forbidden = new BlockList();
  for (const [network, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.88.99.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const) {
    forbidden.addSubnet(network, prefix, 'ipv4');
  }
  for (const [network, prefix] of [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
    ['fec0::', 10],
    ['ff00::', 8],
    ['2001:db8::', 32],
    // Teredo hides its IPv4 address (obfuscated); no callback target needs it.
    ['2001::', 32],
    ['100::', 64],
    // Local-use NAT64 (RFC 8215): translated by the operator's own gateway.
    ['64:ff9b:1::', 48],
  ] as const) {
    forbidden.addSubnet(network, prefix, 'ipv6');
  }
  return forbidden;
};
// Made at the first address checked: every function that links the callback rules links this module, and few check an address.
const forbidden = atFirstUse(makeForbidden);

/** The 16 bytes of an IPv6 address in any textual form (`::`, embedded dotted quad). */
const ipv6Bytes = (address: string): number[] => {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = groups(tail);
  const hextets = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return hextets.flatMap((hextet) => {
    const value = parseInt(hextet, 16);
    return [value >> 8, value & 255];
  });
};

const startsWith = (bytes: number[], prefix: number[]): boolean => prefix.every((byte, i) => bytes[i] === byte);
const ZEROS = (n: number) => Array<number>(n).fill(0);

/** The IPv4 address an IPv6 address carries, by the prefixes that embed one. */
const embeddedIpv4 = (ipv6: string): string | undefined => {
  const bytes = ipv6Bytes(ipv6);
  const last4 = bytes.slice(12).join('.');
  if (startsWith(bytes, [...ZEROS(10), 255, 255])) return last4; // ::ffff:0:0/96, mapped
  if (startsWith(bytes, [...ZEROS(8), 255, 255, 0, 0])) return last4; // ::ffff:0:0:0/96, SIIT
  if (startsWith(bytes, ZEROS(12))) return last4; // ::/96, compatible (and :: and ::1, judged as 0.0.0.x)
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, ...ZEROS(8)])) return last4; // 64:ff9b::/96, NAT64
  if (startsWith(bytes, [0x20, 0x02])) return bytes.slice(2, 6).join('.'); // 2002::/16, 6to4
  return undefined;
};

export const isPublicAddress = (address: string): boolean => {
  if (isIPv4(address)) return !forbidden().check(address, 'ipv4');
  if (isIP(address) !== 6) return false;
  const inner = embeddedIpv4(address);
  if (inner) return isPublicAddress(inner);
  return !forbidden().check(address, 'ipv6');
};
