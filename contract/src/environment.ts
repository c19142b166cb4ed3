import { z } from 'zod';
import { apiBase, apiPaths } from './api-paths.ts';

/**
 * Environments (spec §2.2 header selector, §3 "Environment config per host", §4 `businessHOST`): the business
 * servers a browser may work against, each with the addresses the portal needs. Addresses are a path on the portal's
 * own origin (`/api`) or an http(s) address; nothing secret is ever part of an environment (the WMS API key stays on
 * the server that calls the WMS).
 */

/** A host name with an optional port (`srm.example.com`, `127.0.0.1:8080`): what identifies an environment. */
export const environmentHostPattern = /^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?(?::\d{1,5})?$/;

/** A path of this origin (`/api`, never `//host`) or an http(s) address; empty = not used. */
const addressPattern = /^(?:$|\/(?!\/)[^\s\\]*|https?:\/\/[^\s\\/?#]+(?:[/?#][^\s\\]*)?)$/;

const address = (what: string) =>
  z.string().trim().max(500).regex(addressPattern, 'environment.addressInvalid').describe(what);

export const environmentConfig = z.object({
  Host: z
    .string()
    .trim()
    .min(1)
    .max(260)
    .regex(environmentHostPattern, 'environment.hostInvalid')
    .describe('The host name (and port) this environment is known by; the value kept in businessHOST'),
  Name: z.string().trim().min(1).max(60).describe('What people call it: 正式环境, Test, …'),
  ApiBase: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .regex(addressPattern, 'environment.addressInvalid')
    .describe('Where API calls go: /api on this server'),
  PrintTemplate: address('The print template service (templates of SysReportTpl)'),
  Download: address('Where export files are downloaded from'),
  WmsApi: address('The warehouse-system (WMS) API address; empty when no WMS is connected'),
  FilePath: address('Where attachments and uploaded files are read'),
  BaseImage: address('The base address of images (logos, product pictures)'),
  PrintUrl: address('Where documents are printed (PDF rendering)'),
});
export type EnvironmentConfig = z.infer<typeof environmentConfig>;

/** The fields of an environment a person edits on the login page's setting part, in their order there. */
export const environmentFields = [
  'ApiBase',
  'PrintTemplate',
  'Download',
  'WmsApi',
  'FilePath',
  'BaseImage',
  'PrintUrl',
] as const satisfies readonly (keyof EnvironmentConfig)[];

/** The environments an operator lists for every browser (server configuration ENVIRONMENTS, a JSON array). */
export const environmentList = z.array(environmentConfig).max(50);

/** `GET Environment/Defaults?HostName=`: this server's own environment and the ones its operator lists. */
export const environmentDefaultsQuery = z.object({
  HostName: z
    .string()
    .trim()
    .max(260)
    .regex(environmentHostPattern, 'environment.hostInvalid')
    .optional()
    .describe("The browser's host name (location.host); the server's own environment is known by it"),
});
export type EnvironmentDefaultsQuery = z.infer<typeof environmentDefaultsQuery>;

export const environmentDefaults = z.object({
  /** The environment of the host asked about: a listed one of that host, else this server's own defaults. */
  Current: environmentConfig,
  /** Every environment a browser may choose, the current one first. */
  Environments: z.array(environmentConfig),
});
export type EnvironmentDefaults = z.infer<typeof environmentDefaults>;

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
