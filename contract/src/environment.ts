import { z } from 'zod';
import { addressPattern, environmentHostPattern } from './environment-addresses.ts';

/**
 * Environments (spec §2.2 header selector, §3 "Environment config per host", §4 `businessHOST`): the business
 * servers a browser may work against, each with the addresses the portal needs. Addresses are a path on the portal's
 * own origin (`/api`) or an http(s) address; nothing secret is ever part of an environment (the WMS API key stays on
 * the server that calls the WMS).
 */

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
