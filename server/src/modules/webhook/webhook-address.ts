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
 * IPv6 addresses that carry an IPv4 address (issue #44): IPv4-mapped (`::ffff:0:0/96`) and NAT64's well-known prefix
 * (`64:ff9b::/96`) are checked as the IPv4 address they reach. The other forms are refused whatever they carry,
 * unless an IPv6 allowlist entry covers them (docs/decisions.md "Signed webhooks").
 *
 * The scheme is https. Plain http is accepted only where the operator allowed it for tests
 * (`WEBHOOK_HTTP_LOOPBACK=1`) and only for a loopback address, itself allowlisted. A URL carrying a user name or
 * password is refused (the signature, not the URL, tells the receiver who sends); every reason is named at once.
 */

export type AddressPolicy = {
  /** The organisation's allowlist entries: host names, addresses and CIDR ranges. */
  allowlist: readonly string[];
  /** Tests only: http to an (allowlisted) loopback address. */
  httpLoopback: boolean;
};

/** Why a URL may not be called (each a message `webhook.<reason>` and an error kind of the deliveries screen). */
export type RefusalReason =
  | 'urlInvalid'
  | 'credentials'
  | 'httpsOnly'
  | 'addressRefused'
  | 'addressCarriesIPv4'
  | 'hostUnknown';
/** A reason and what it is about: the URL (its credentials masked), or the host with its refused addresses. */
export type Refusal = { reason: RefusalReason; detail: string };

/**
 * Every reason a URL may not be called, found at once (issue #45 item 8: a user fixes them all in one go); `reason`
 * and `detail` are the first one's.
 */
export class AddressRefused extends Error {
  readonly reason: RefusalReason;
  readonly detail: string;
  constructor(readonly reasons: [Refusal, ...Refusal[]]) {
    super(reasons.map((r) => `${r.reason}: ${r.detail}`).join('; '));
    this.reason = reasons[0].reason;
    this.detail = reasons[0].detail;
  }
}

type Parsed = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * ipaddr.js reads `::a.b.c.d` as IPv4-mapped (`::ffff:a.b.c.d`), but it is IPv4-compatible (`::/96`), and that is how
 * Node writes such a DNS answer (`::7f00:1` comes back as `::127.0.0.1`): written `0::a.b.c.d`, it is read right.
 */
const compatibleText = (text: string) => text.replace(/^::(?=\d{1,3}\.)/, '0::');

const parseAddress = (text: string): Parsed => ipaddr.parse(compatibleText(text));

/** An IPv4-mapped address is the IPv4 address it is (a dual-stack socket connects to that). */
function unmapped(address: Parsed): Parsed {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
}

/** NAT64's well-known prefix (RFC 6052): the gateway forwards to the IPv4 address in the last 32 bits. */
const nat64 = ipaddr.parseCIDR('64:ff9b::/96') as [ipaddr.IPv6, number];
/** IPv4-compatible addresses (deprecated by RFC 4291); `::` and `::1` are in it too, ipaddr.js names those. */
const ipv4Compatible = ipaddr.parseCIDR('::/96') as [ipaddr.IPv6, number];
/**
 * ipaddr.js's names of ranges that carry an IPv4 address where it cannot be checked as one: NAT64's local-use prefix
 * (`64:ff9b:1::/48`, where the IPv4 address sits depends on the network's prefix length), 6to4 (`2002::/16`), Teredo
 * (`2001::/32`, its client address obfuscated) and SIIT (`::ffff:0:0:0/96`).
 */
const carryingRanges = new Set(['rfc6052', '6to4', 'teredo', 'rfc6145']);

/** The IPv4 address an IPv6 one reaches and is checked as: IPv4-mapped, and NAT64's well-known prefix. */
function carriedIPv4(address: Parsed): ipaddr.IPv4 | null {
  if (address.kind() === 'ipv4') return null;
  const v6 = address as ipaddr.IPv6;
  if (!v6.isIPv4MappedAddress() && !v6.match(nat64)) return null;
  return ipaddr.fromByteArray(v6.toByteArray().slice(12)) as ipaddr.IPv4;
}

/** Why `address` is refused when no allowlist entry covers it; null: a public unicast address. */
function refusalOf(address: Parsed): 'addressRefused' | 'addressCarriesIPv4' | null {
  if (address.kind() === 'ipv4') return address.range() === 'unicast' ? null : 'addressRefused';
  const v6 = address as ipaddr.IPv6;
  const carried = carriedIPv4(v6);
  if (carried) {
    if (carried.range() === 'unicast') return null;
    return v6.isIPv4MappedAddress() ? 'addressRefused' : 'addressCarriesIPv4';
  }
  const range = v6.range();
  if (carryingRanges.has(range) || (range === 'unicast' && v6.match(ipv4Compatible)))
    return 'addressCarriesIPv4';
  return range === 'unicast' ? null : 'addressRefused';
}

/** An allowlist entry that is neither an address nor a CIDR range is a host name. */
export function allowlistEntryValid(entry: string): boolean {
  if (ipaddr.isValid(entry)) return true;
  if (entry.includes('/')) {
    try {
      ipaddr.parseCIDR(compatibleText(entry));
      return true;
    } catch {
      return false;
    }
  }
  return /^(?=.{1,100}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(entry);
}

/** Whether allowlist entry `entry` (an address, a range of one, or a CIDR range) covers `address`. */
function covers(entry: string, address: Parsed): boolean {
  try {
    let range: [Parsed, number];
    if (entry.includes('/')) range = ipaddr.parseCIDR(compatibleText(entry));
    else if (ipaddr.isValid(entry)) {
      const single = unmapped(parseAddress(entry));
      range = [single, single.kind() === 'ipv4' ? 32 : 128];
    } else return false;
    return (
      range[0].kind() === address.kind() && (address as ipaddr.IPv4).match(range as [ipaddr.IPv4, number])
    );
  } catch {
    // a malformed entry allows nothing
    return false;
  }
}

/** An entry naming the host, the address, or (IPv4-mapped, NAT64) the IPv4 address it reaches allows it. */
function allowlisted(host: string, address: Parsed, allowlist: readonly string[]): boolean {
  const forms = [address, carriedIPv4(address)].filter((form) => form !== null);
  return allowlist.some((entry) => entry === host || forms.some((form) => covers(entry, form)));
}

/** Why the portal may not connect to `address` for `host` (the host name as the URL gives it); null: it may. */
export function addressRefusal(
  host: string,
  address: string,
  allowlist: readonly string[],
): 'addressRefused' | 'addressCarriesIPv4' | null {
  const parsed = parseAddress(address);
  const refusal = refusalOf(parsed);
  return refusal && !allowlisted(host, parsed, allowlist) ? refusal : null;
}

/** Whether the portal may connect to `address` for `host` (the host name as the URL gives it). */
export const addressAllowed = (host: string, address: string, allowlist: readonly string[]): boolean =>
  addressRefusal(host, address, allowlist) === null;

const lookupMs = 5_000;

async function resolve(host: string): Promise<string[]> {
  if (isIP(host)) return [host];
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AddressRefused([{ reason: 'hostUnknown', detail: host }])), lookupMs);
  });
  try {
    const found = await Promise.race([lookup(host, { all: true, verbatim: true }), late]);
    return found.map((r) => r.address);
  } catch (error) {
    if (error instanceof AddressRefused) throw error;
    throw new AddressRefused([{ reason: 'hostUnknown', detail: host }]);
  } finally {
    clearTimeout(timer);
  }
}

export type Target = { url: URL; host: string; address: string };

/** The URL as a message may show it: a user name or password in it is masked, never repeated. */
function shown(url: URL): string {
  if (!url.username && !url.password) return url.href;
  const masked = new URL(url.href);
  masked.username = '***';
  masked.password = '';
  return masked.href;
}

/**
 * The URL checked and the address to connect to. Throws AddressRefused with every reason at once: not a URL, a user
 * name or password in it, not https, a host that does not resolve, and each kind of refused address (naming them).
 */
export async function resolveTarget(text: string, policy: AddressPolicy): Promise<Target> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AddressRefused([{ reason: 'urlInvalid', detail: text }]);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (!host) throw new AddressRefused([{ reason: 'urlInvalid', detail: shown(url) }]);
  let addresses: string[] = [];
  let unknown: Refusal[] = [];
  try {
    addresses = await resolve(host);
  } catch (error) {
    if (!(error instanceof AddressRefused)) throw error;
    unknown = error.reasons;
  }
  const reasons: Refusal[] = [];
  if (url.username || url.password) reasons.push({ reason: 'credentials', detail: shown(url) });
  // https, or (tests only) plain http to loopback addresses alone.
  const loopbackOnly =
    addresses.length > 0 && addresses.every((a) => unmapped(parseAddress(a)).range() === 'loopback');
  const schemeAllowed =
    url.protocol === 'https:' || (url.protocol === 'http:' && policy.httpLoopback && loopbackOnly);
  if (!schemeAllowed) reasons.push({ reason: 'httpsOnly', detail: shown(url) });
  reasons.push(...unknown);
  // Every refused address, by why: a name that resolves to a private and a loopback address names both.
  const refused = new Map<RefusalReason, string[]>();
  for (const address of addresses) {
    const refusal = addressRefusal(host, address, policy.allowlist);
    if (refusal) refused.set(refusal, [...(refused.get(refusal) ?? []), address]);
  }
  for (const [reason, list] of refused)
    reasons.push({ reason, detail: isIP(host) ? host : `${host} (${list.join(', ')})` });
  const [first, ...more] = reasons;
  if (first) throw new AddressRefused([first, ...more]);
  return { url, host, address: addresses[0]! };
}
