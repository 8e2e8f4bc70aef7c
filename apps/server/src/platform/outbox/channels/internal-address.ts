import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses that are not on the public internet: this host, private and carrier networks, link-local (the cloud
 * metadata service at 169.254.169.254), multicast and reserved ranges. A webhook a tenant enters must not reach them,
 * or the server would be a way into its own network.
 */
const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  internal.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address (v4, v6, or v4 mapped into v6) is internal. */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return internal.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return internal.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Host names that only ever name internal machines. */
const INTERNAL_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)$/i;

/**
 * Whether a URL's host is internal as written (a literal address or an internal name), before any lookup; the
 * lookup's answer is checked again when a request connects (`publicOnlyLookup`), so a name that resolves to an
 * internal address is refused then.
 */
export function hostLooksInternal(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare) !== 0) return isInternalAddress(bare);
  return INTERNAL_NAMES.test(bare.replace(/\.$/, ''));
}

/** The error code of a connection `publicOnlyLookup` refused. */
export const INTERNAL_ADDRESS_CODE = 'EINTERNALADDRESS';

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A DNS lookup for outgoing connections that answers only public addresses: a name resolving to an internal one fails
 * as unreachable. The connection uses the address checked, so a name cannot resolve publicly for the check and
 * internally for the connection.
 */
export function publicOnlyLookup(hostname: string, options: object, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const found = addresses;
    const refused = found.find((entry) => isInternalAddress(entry.address));
    if (refused) {
      const failure: NodeJS.ErrnoException = new Error(`${hostname} is an internal address (${refused.address})`);
      failure.code = INTERNAL_ADDRESS_CODE;
      return callback(failure, []);
    }
    const wantsAll = (options as { all?: boolean }).all === true;
    if (wantsAll) return callback(null, found);
    callback(null, found[0]!.address, found[0]!.family);
  });
}
