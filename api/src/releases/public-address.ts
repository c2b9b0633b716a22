import net from 'node:net';

/**
 * Addresses a manifest URL may not point to unless its origin is trusted (RELEASE_ORIGINS):
 * unspecified, loopback, private, shared (CGNAT), link-local, unique-local, multicast, reserved and
 * broadcast, in IPv4 and IPv6. An IPv4-mapped IPv6 address (`::ffff:127.0.0.1`) is checked as the
 * IPv4 address it carries.
 */
const NOT_PUBLIC = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-compatible (deprecated): ::a.b.c.d.
  ['::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(address, prefix, 'ipv6');

/** True for an address on the public internet; false for any address above, or something that is no address. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
