import { appEnvTag, appVersion } from '@srm/contract';

/** Stored keys are prefixed with version and environment tag (spec §9), so versions never read each other's data. */
const prefix = `srm-${appVersion}-${appEnvTag}-`;

export const storage = {
  get<T>(key: string, fallback: T): T {
    try {
      const raw = localStorage.getItem(prefix + key);
      return raw === null ? fallback : (JSON.parse(raw) as T);
    } catch {
      return fallback;
    }
  },
  set(key: string, value: unknown): void {
    localStorage.setItem(prefix + key, JSON.stringify(value));
  },
  remove(key: string): void {
    localStorage.removeItem(prefix + key);
  },
};

/** Cookies expire after one day (spec §9). */
export const cookies = {
  get(name: string): string | undefined {
    const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
    return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
  },
  set(name: string, value: string, days = 1): void {
    const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
    document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
  },
  remove(name: string): void {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  },
};
