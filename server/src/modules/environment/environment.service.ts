import {
  type EnvironmentConfig,
  type EnvironmentDefaults,
  environmentHostPattern,
  environmentList,
  type Language,
  serverEnvironmentAddresses,
} from '@srm/contract';
import { translate } from '../../messages.ts';

/**
 * The environments an operator lists in ENVIRONMENTS (a JSON array), checked once at start: a bad value stops the
 * process with the variable named, as every other setting does.
 */
export function parseEnvironments(raw: string | undefined): EnvironmentConfig[] {
  if (raw === undefined || raw.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error('Invalid environment: ENVIRONMENTS: not valid JSON');
  }
  const parsed = environmentList.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ENVIRONMENTS: ${issues}`);
  }
  const hosts = new Set<string>();
  for (const e of parsed.data) {
    const host = e.Host.toLowerCase();
    if (hosts.has(host)) throw new Error(`Invalid environment: ENVIRONMENTS: host ${e.Host} is listed twice`);
    hosts.add(host);
  }
  return parsed.data;
}

/**
 * What a browser at `host` starts from: the listed environment of that host, else this server's own addresses
 * (paths of the origin the browser reached, so they hold behind any proxy); then every other listed one.
 */
export function environmentDefaults(
  listed: EnvironmentConfig[],
  host: string,
  lang: Language,
): EnvironmentDefaults {
  const own: EnvironmentConfig = {
    Host: host,
    Name: translate(lang, 'environment.thisServer'),
    ...serverEnvironmentAddresses,
  };
  const current = listed.find((e) => e.Host.toLowerCase() === host.toLowerCase()) ?? own;
  return { Current: current, Environments: [current, ...listed.filter((e) => e !== current)] };
}

/** The host a request reached this server by, when the browser did not say (`localhost` if it is not a host). */
export function requestHost(header: string | undefined): string {
  return header && environmentHostPattern.test(header) ? header : 'localhost';
}
