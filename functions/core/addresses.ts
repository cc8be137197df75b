import { BlockList, isIP } from 'node:net';

/**
 * Addresses a callback must never reach: loopback, private (RFC 1918), CGNAT, link-local
 * (cloud metadata lives there: 169.254.169.254, fd00:ec2::254), unique-local, multicast,
 * documentation and reserved ranges. IPv4-mapped and NAT64 IPv6 forms are judged by the
 * IPv4 address they carry.
 */
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
  ['100::', 64],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible or NAT64 (64:ff9b::/96) address. */
const embeddedIpv4 = (ipv6: string): string | undefined => {
  const lower = ipv6.toLowerCase();
  const dotted = /^(?:::ffff:(?:0:)?|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:(?:0:)?|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return undefined;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
};

export const isPublicAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 4) return !forbidden.check(address, 'ipv4');
  if (family === 6) {
    const inner = embeddedIpv4(address);
    if (inner) return isPublicAddress(inner);
    return !forbidden.check(address, 'ipv6');
  }
  return false;
};
