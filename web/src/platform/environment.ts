import {
  apiBase,
  type EnvironmentConfig,
  type EnvironmentDefaults,
  environmentPaths,
  isEnvironment,
} from '@srm/contract';
import { currentLanguage } from './i18n.ts';
import { storage } from './storage.ts';

/**
 * Environments (spec §2.2, §3 "Environment config per host", §4 businessHOST). This browser keeps, per host name it
 * reached the portal by, the environments it knows with the person's edits (`environments` → { [hostname]: [...] });
 * the chosen one's Host is kept in `businessHOST`. The server answers its own defaults and its operator's list
 * (`GET Environment/Defaults`); a stored edit of the same Host wins over them.
 */
type Stored = Record<string, EnvironmentConfig[]>;
const storeKey = 'environments';

/** The key environments are kept by: the browser's host name (spec §9). */
export const hostName = () => window.location.hostname;

function stored(): Stored {
  const value = storage.get<Stored | null>(storeKey, null);
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** This host's stored environments (those that still read as environments), or null when none were saved. */
export function storedEnvironments(): EnvironmentConfig[] | null {
  const list = stored()[hostName()];
  if (!Array.isArray(list)) return null;
  return list.filter(isEnvironment);
}

/** Keeps `list` as this host's environments (other hosts' are left as they are). */
export function saveEnvironments(list: EnvironmentConfig[]): void {
  storage.set(storeKey, { ...stored(), [hostName()]: list });
}

/** Forgets this host's edits: the server's defaults apply again. */
export function resetEnvironments(): void {
  const { [hostName()]: _, ...others } = stored();
  storage.set(storeKey, others);
}

/** The chosen environment's Host, read before every call (spec §4); this server's own host by default. */
export function businessHost(): string {
  const value = storage.get<unknown>('businessHOST', null);
  return typeof value === 'string' && value ? value : window.location.host;
}

export function setBusinessHost(host: string): void {
  storage.set('businessHOST', host);
}

/** The server's environments with this host's stored edits over them (same Host), the stored extra ones after. */
export function mergeEnvironments(
  server: EnvironmentConfig[],
  local: EnvironmentConfig[] | null,
): EnvironmentConfig[] {
  if (!local) return server;
  const same = (a: EnvironmentConfig, b: EnvironmentConfig) => a.Host.toLowerCase() === b.Host.toLowerCase();
  return [
    ...server.map((s) => local.find((l) => same(l, s)) ?? s),
    ...local.filter((l) => !server.some((s) => same(l, s))),
  ];
}

/**
 * The server's defaults. Always asked of the server that served this page (`/api`), whatever environment is
 * chosen, so a wrong API base never locks the login page out of its own setting.
 */
export async function fetchEnvironmentDefaults(signal?: AbortSignal): Promise<EnvironmentDefaults> {
  const url = new URL(`${apiBase}/${environmentPaths.defaults}`, window.location.origin);
  url.searchParams.set('HostName', window.location.host);
  const response = await fetch(url, { headers: { 'Accept-Language': currentLanguage() }, signal });
  const body = (await response.json()) as { code?: number; msg?: string; data?: EnvironmentDefaults };
  if (!response.ok || !body.data) throw new Error(body.msg || String(response.status));
  return body.data;
}

/** Every environment this browser may choose at this host. */
export async function loadEnvironments(signal?: AbortSignal): Promise<EnvironmentConfig[]> {
  const defaults = await fetchEnvironmentDefaults(signal);
  return mergeEnvironments(defaults.Environments, storedEnvironments());
}

/** The chosen environment as far as this browser knows it without asking (a stored one), else none. */
export function chosenEnvironment(): EnvironmentConfig | undefined {
  const host = businessHost().toLowerCase();
  return storedEnvironments()?.find((e) => e.Host.toLowerCase() === host);
}

/** An address on another origin than this page's: reached by opening that server's own portal. */
export function otherOrigin(address: string): string | null {
  if (!/^https?:\/\//i.test(address)) return null;
  try {
    const origin = new URL(address).origin;
    return origin === window.location.origin ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Where API calls go: the chosen environment's API base when it is on this page's origin (a path such as
 * `/test/api`, e.g. behind a proxy that serves several back ends), else `/api`. A server on another origin is
 * worked with through its own portal (the selector opens it), because its session and the page's
 * Content-Security-Policy belong to that origin.
 */
export function currentApiBase(): string {
  const base = chosenEnvironment()?.ApiBase;
  if (!base || otherOrigin(base)) return apiBase;
  const path = /^https?:\/\//i.test(base) ? new URL(base).pathname : base;
  return path.replace(/\/+$/, '') || apiBase;
}
