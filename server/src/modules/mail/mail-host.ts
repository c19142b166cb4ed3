import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where the portal may send mail (issue #37): a mail host that is, or resolves to, a loopback, link-local
 * (169.254.0.0/16, fe80::/10, which hold the clouds' metadata services), unspecified or cloud-metadata address is
 * refused, unless the operator allowlists it in MAIL_HOST_ALLOWLIST (host names, addresses or CIDR ranges, e.g. a
 * relay on 127.0.0.1). Private networks (10/8, 172.16/12, 192.168/16) stay allowed: company relays live there. The
 * address checked is the one connected to (no second lookup a changed DNS answer could redirect).
 */

const refused = new BlockList();
refused.addSubnet('127.0.0.0', 8, 'ipv4');
refused.addSubnet('0.0.0.0', 8, 'ipv4');
refused.addSubnet('169.254.0.0', 16, 'ipv4');
refused.addAddress('100.100.100.200', 'ipv4'); // a cloud's metadata service outside link-local
refused.addAddress('192.0.0.192', 'ipv4'); // another's
refused.addAddress('::1', 'ipv6');
refused.addAddress('::', 'ipv6');
refused.addSubnet('fe80::', 10, 'ipv6');
refused.addAddress('fd00:ec2::254', 'ipv6');

export class MailHostRefused extends Error {
  readonly code = 'EHOSTREFUSED';
  constructor(readonly host: string) {
    super(`The mail host ${host} is not allowed`);
  }
}

/** MAIL_HOST_ALLOWLIST parsed: names (lowercase) and address ranges. */
export type MailHostAllowlist = { names: ReadonlySet<string>; ranges: BlockList };

export function parseAllowlist(text: string | undefined): MailHostAllowlist {
  const names = new Set<string>();
  const ranges = new BlockList();
  for (const entry of (text ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean)) {
    const [address, bits] = entry.split('/');
    const family = isIP(address!);
    if (family === 0) names.add(entry.replace(/^\[|\]$/g, ''));
    else if (bits === undefined) ranges.addAddress(address!, family === 4 ? 'ipv4' : 'ipv6');
    else ranges.addSubnet(address!, Number(bits), family === 4 ? 'ipv4' : 'ipv6');
  }
  return { names, ranges };
}

/** `::ffff:127.0.0.1` → `127.0.0.1` (an IPv4 address written as IPv6 is checked as IPv4). */
function plain(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 4 ? 'ipv4' : 'ipv6' };
}

function allowed(host: string, address: string, allowlist: MailHostAllowlist): boolean {
  const a = plain(address);
  if (!refused.check(a.address, a.family)) return true;
  return allowlist.names.has(host.toLowerCase()) || allowlist.ranges.check(a.address, a.family);
}

/** How long a look-up of the mail host may take. */
const lookupMs = 5_000;

/**
 * The address to connect to for `host`: its first address, after every address it resolves to was checked. Throws
 * MailHostRefused for a refused address; a failed look-up throws the resolver's error (the host is unreachable).
 */
export async function resolveMailHost(host: string, allowlist: MailHostAllowlist): Promise<string> {
  const bare = host.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(bare)) addresses = [bare];
  else {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(Object.assign(new Error('lookup timed out'), { code: 'ETIMEDOUT' })),
        lookupMs,
      );
    });
    try {
      addresses = (await Promise.race([lookup(bare, { all: true, verbatim: true }), late])).map(
        (r) => r.address,
      );
    } finally {
      clearTimeout(timer);
    }
  }
  for (const address of addresses) if (!allowed(bare, address, allowlist)) throw new MailHostRefused(bare);
  return addresses[0]!;
}

/** At save: refuses a host that is (or resolves to) a refused address; a host that does not resolve is kept. */
export async function checkMailHost(host: string, allowlist: MailHostAllowlist): Promise<boolean> {
  try {
    await resolveMailHost(host, allowlist);
    return true;
  } catch (error) {
    return !(error instanceof MailHostRefused);
  }
}
