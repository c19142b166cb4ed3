import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may be sent (issue #35, no SSRF): only to public unicast addresses. Loopback, private (10/8,
 * 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16 and fe80::/10, which hold the clouds' metadata services),
 * shared (100.64/10, another metadata address), unspecified, multicast, reserved and documentation ranges are
 * refused, unless the organisation's administrator allowlists the host name or the address (a CIDR range). The
 * address checked is the one connected to: the sender resolves once, checks every address, and connects to the first
 * (a DNS answer changed after the check cannot redirect it), and it follows no redirects.
 *
 * The scheme is https. Plain http is accepted only where the operator allowed it for tests
 * (`WEBHOOK_HTTP_LOOPBACK=1`) and only for a loopback address, itself allowlisted.
 */

export type AddressPolicy = {
  /** The organisation's allowlist entries: host names, addresses and CIDR ranges. */
  allowlist: readonly string[];
  /** Tests only: http to an (allowlisted) loopback address. */
  httpLoopback: boolean;
};

/** Why a URL may not be called; `detail` names the host or address for the message. */
export class AddressRefused extends Error {
  constructor(
    readonly reason: 'urlInvalid' | 'httpsOnly' | 'addressRefused' | 'hostUnknown',
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

type Parsed = ipaddr.IPv4 | ipaddr.IPv6;

/** `::ffff:10.0.0.1` is checked as the IPv4 address it is. */
function parse(address: string): Parsed {
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

/** An allowlist entry that is neither an address nor a CIDR range is a host name. */
export function allowlistEntryValid(entry: string): boolean {
  if (ipaddr.isValid(entry)) return true;
  if (entry.includes('/')) {
    try {
      ipaddr.parseCIDR(entry);
      return true;
    } catch {
      return false;
    }
  }
  return /^(?=.{1,100}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(entry);
}

function allowlisted(host: string, address: Parsed, allowlist: readonly string[]): boolean {
  for (const entry of allowlist) {
    if (entry === host) return true;
    try {
      if (entry.includes('/')) {
        const [range, bits] = ipaddr.parseCIDR(entry);
        if (range.kind() === address.kind() && (address as ipaddr.IPv4).match(range as ipaddr.IPv4, bits))
          return true;
      } else if (ipaddr.isValid(entry) && parse(entry).toString() === address.toString()) return true;
    } catch {
      // a malformed entry allows nothing
    }
  }
  return false;
}

/** Whether the portal may connect to `address` for `host` (the host name as the URL gives it). */
export function addressAllowed(host: string, address: string, allowlist: readonly string[]): boolean {
  const parsed = parse(address);
  return parsed.range() === 'unicast' || allowlisted(host, parsed, allowlist);
}

const lookupMs = 5_000;

async function resolve(host: string): Promise<string[]> {
  if (isIP(host)) return [host];
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AddressRefused('hostUnknown', host)), lookupMs);
  });
  try {
    const found = await Promise.race([lookup(host, { all: true, verbatim: true }), late]);
    return found.map((r) => r.address);
  } catch (error) {
    if (error instanceof AddressRefused) throw error;
    throw new AddressRefused('hostUnknown', host);
  } finally {
    clearTimeout(timer);
  }
}

export type Target = { url: URL; host: string; address: string };

/**
 * The URL checked and the address to connect to. Throws AddressRefused: not a URL (or one carrying a user name or
 * password), not https, a host that does not resolve, or any of its addresses refused.
 */
export async function resolveTarget(text: string, policy: AddressPolicy): Promise<Target> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AddressRefused('urlInvalid', text);
  }
  if (url.username || url.password || !['https:', 'http:'].includes(url.protocol))
    throw new AddressRefused('urlInvalid', text);
  if (url.protocol === 'http:' && !policy.httpLoopback) throw new AddressRefused('httpsOnly', text);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const addresses = await resolve(host);
  for (const address of addresses)
    if (!addressAllowed(host, address, policy.allowlist)) throw new AddressRefused('addressRefused', host);
  if (url.protocol === 'http:' && !addresses.every((a) => parse(a).range() === 'loopback'))
    throw new AddressRefused('httpsOnly', text);
  return { url, host, address: addresses[0]! };
}
