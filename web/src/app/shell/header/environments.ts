import { storage } from '../../../platform/storage.ts';

/**
 * The business servers this build can talk to (spec §3 "Environment config per host"). The current server is
 * always one; more can be listed at build time in VITE_ENVIRONMENTS as JSON `[{"host":"…","label":"…"}]`.
 */
export type Environment = { host: string; label?: string };

export function environments(): Environment[] {
  const current: Environment = { host: window.location.host };
  try {
    const extra = JSON.parse(import.meta.env.VITE_ENVIRONMENTS ?? '[]') as Environment[];
    return [current, ...extra.filter((e) => e && typeof e.host === 'string' && e.host !== current.host)];
  } catch {
    return [current];
  }
}

/** The chosen business host, stored in `businessHOST` (spec §4), shared with the login page's setting. */
export function businessHost(): string {
  return storage.get('businessHOST', window.location.host);
}

export function setBusinessHost(host: string): void {
  storage.set('businessHOST', host);
}
