import ipaddr from 'ipaddr.js';

/**
 * Whether a feed download may connect to an address (issue 10 item 2). Only public unicast is
 * allowed: a feed URL must never reach our own network, the cloud metadata service, or anything
 * that is not plainly on the internet. ipaddr.js classifies the ranges (IANA special-purpose
 * registries); this wraps it so every odd form (IPv4-mapped IPv6, NAT64, 6to4, Teredo) is judged
 * by the IPv4 address it carries.
 */
export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

// The well-known NAT64 prefix 64:ff9b::/96 and the local-use 64:ff9b:1::/48 embed an IPv4 address.
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');
const NAT64_LOCAL = ipaddr.parseCIDR('64:ff9b:1::/48');

export function classifyAddress(address: string): AddressVerdict {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // Only canonical forms: the name resolver and URL parser already turned 0x7f.1 or 2130706433
    // into dotted decimal; anything else reaching here is refused rather than guessed at.
    if (!ipaddr.isValid(address) || (ipaddr.IPv4.isValid(address) && !ipaddr.IPv4.isValidFourPartDecimal(address)))
      return { allowed: false, reason: `'${address}' is not a plain IP address` };
    parsed = ipaddr.parse(address);
  } catch {
    return { allowed: false, reason: `'${address}' is not an IP address` };
  }
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return judgeV4(v6.toIPv4Address(), address);
    if (v6.match(NAT64) || v6.match(NAT64_LOCAL)) {
      const bytes = v6.toByteArray().slice(12);
      return judgeV4(new ipaddr.IPv4(bytes), address);
    }
    const range = v6.range();
    if (range === '6to4') {
      const bytes = v6.toByteArray().slice(2, 6);
      return judgeV4(new ipaddr.IPv4(bytes), address);
    }
    if (range === 'teredo') return refuse(address, 'teredo');
    return range === 'unicast' ? { allowed: true } : refuse(address, range);
  }
  return judgeV4(parsed as ipaddr.IPv4, address);
}

function judgeV4(v4: ipaddr.IPv4, shown: string): AddressVerdict {
  const range = v4.range();
  // 'carrierGradeNat' is 100.64/10; 169.254.169.254 (cloud metadata) is in 'linkLocal'.
  return range === 'unicast' ? { allowed: true } : refuse(shown, range, v4.toString());
}

function refuse(shown: string, range: string, v4?: string): AddressVerdict {
  const carried = v4 && v4 !== shown ? ` (${v4})` : '';
  return { allowed: false, reason: `${shown}${carried} is a ${RANGE_NAMES[range] ?? range} address, not public unicast` };
}

const RANGE_NAMES: Record<string, string> = {
  private: 'private',
  loopback: 'loopback',
  linkLocal: 'link-local (incl. cloud metadata)',
  carrierGradeNat: 'carrier-grade NAT',
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  reserved: 'reserved',
  uniqueLocal: 'unique-local',
  ipv4Mapped: 'IPv4-mapped',
  rfc6145: 'IPv4-translated',
  rfc6052: 'NAT64',
  '6to4': '6to4',
  teredo: 'Teredo',
  benchmarking: 'benchmarking',
  amt: 'AMT',
  as112: 'AS112',
  deprecated: 'deprecated',
  orchid2: 'ORCHIDv2',
  droneRemoteIdProtocolEntityTags: 'reserved',
};

/** A host listed in FEED_ALLOWED_HOSTS (by name, or name:port) may reach any address. */
export function isAllowedHost(hostname: string, port: string | number, allowed: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return allowed.includes(host) || allowed.includes(`${host}:${port}`);
}
