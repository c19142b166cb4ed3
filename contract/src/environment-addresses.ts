// Zod-free, so the web's API client can read the chosen environment without loading the schema library (#14 budget).
import { apiBase, apiPaths } from './api-paths.ts';

/** A host name with an optional port (`srm.example.com`, `127.0.0.1:8080`): what identifies an environment. */
export const environmentHostPattern = /^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?(?::\d{1,5})?$/;

/** A path of this origin (`/api`, never `//host`) or an http(s) address; empty = not used. */
export const addressPattern = /^(?:$|\/(?!\/)[^\s\\]*|https?:\/\/[^\s\\/?#]+(?:[/?#][^\s\\]*)?)$/;

/** The addresses of an environment (spec §3), in the order the login page's setting part shows them. */
export const environmentFields = [
  'ApiBase',
  'PrintTemplate',
  'Download',
  'WmsApi',
  'FilePath',
  'BaseImage',
  'PrintUrl',
] as const;

/** The module's API paths, relative to `/api`. */
export const environmentPaths = { defaults: 'Environment/Defaults' } as const;

/** This server's own addresses, as paths of the origin the browser reached it at. */
export const serverEnvironmentAddresses = {
  ApiBase: apiBase,
  PrintTemplate: `${apiBase}/SysReportTpl`,
  Download: `${apiBase}/${apiPaths.exportFile.download}`,
  WmsApi: `${apiBase}/Integration`,
  FilePath: `${apiBase}/${apiPaths.attachment.download}`,
  BaseImage: '/',
  PrintUrl: `${apiBase}/${apiPaths.printTemplate.printNote}`,
} as const satisfies Record<(typeof environmentFields)[number], string>;

type StoredEnvironment = { Host: string; Name: string } & Record<(typeof environmentFields)[number], string>;

/** Whether a stored value still reads as an environment (the schema's rules, without the schema library). */
export function isEnvironment(value: unknown): value is StoredEnvironment {
  if (!value || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  const text = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
  return (
    text(e.Host, 260) &&
    environmentHostPattern.test(e.Host) &&
    text(e.Name, 60) &&
    e.Name.trim() !== '' &&
    text(e.ApiBase, 500) &&
    e.ApiBase !== '' &&
    environmentFields.every((f) => text(e[f], 500) && addressPattern.test(e[f] as string))
  );
}
