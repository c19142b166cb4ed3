// The browser tests' servers, one per group, each on a data folder of its own: shared by playwright.config.ts, which
// starts them when nobody did, and scripts/test.mjs, which starts them early, beside vitest (docs/performance.md).
import path from 'node:path';

export const groupNames = ['shell', 'admin', 'data'];

/** The groups on consecutive ports from `port`, with their data folders under `dataDir`. */
export const groupsOf = (port, dataDir) =>
  groupNames.map((name, i) => ({
    name,
    port: port + i,
    baseURL: `http://127.0.0.1:${port + i}`,
    dataDir: path.join(dataDir, name),
  }));

/** How a group's server is configured: as a user starts it (`npm start`), on the group's port and data folder. */
export const serverEnv = (group) => ({
  PORT: String(group.port),
  HOST: '127.0.0.1',
  DATA_DIR: group.dataDir,
  LOG_LEVEL: 'warn',
  CAPTCHA_DISABLED: '1',
  // Every browser test signs in from 127.0.0.1: the per-IP sign-in limit (30 in 5 minutes) is for people.
  LOGIN_IP_LIMIT: '100000',
  // The mail spec's SMTP server listens on this machine, which the portal refuses unless allowlisted.
  MAIL_HOST_ALLOWLIST: '127.0.0.1',
  // On 127.0.0.1 bytes cost nothing, while decoding the compressed build cost the every-page spec 15 % more CPU
  // (docs/performance.md, session 14); what is sent compressed is checked by server/src/platform/web-assets.test.ts.
  WEB_COMPRESSION: 'off',
});

/** Set by scripts/test.mjs when it started the servers itself and they answer. */
export const serversStarted = () => process.env.E2E_SERVERS_STARTED === '1';
