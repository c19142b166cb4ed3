import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { type Group, groupNames, groupsOf, serverEnv, serversStarted } from './servers.mjs';

// Ports of their own per run (workers inherit them), so a developer's running portal or another run never collides.
process.env.E2E_PORT ??= String(20_000 + groupNames.length * Math.floor(Math.random() * 10_000));
// Playwright loads this file in every worker: create the data folder once, in the main process.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'srm-e2e-'));
const port = Number(process.env.E2E_PORT);
/**
 * The system Chromium's headless build (Debian's `chromium-headless-shell`, the same Chromium without the desktop
 * browser around it) when installed, else the system Chromium in headless mode. The whole browser suite on 2 cores:
 * 305 s and 492 s of CPU against 361 s and 637 s (docs/decisions.md). `CHROMIUM_PATH` picks another.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
const dataDir = process.env.E2E_DATA_DIR;

/**
 * The browser tests run in three groups side by side, each against a server and database of its own, each group's
 * specs one after the other: what one group changes (the administrator's preferences, menus, roles, list
 * configurations, notes) the others never see, so no spec has to know about another. `shell` holds the shell specs,
 * the login page's organisations (read only) and the quality flow (its data is Chinese, so the every-page walk's
 * language check after it holds); `admin` the administration, sign-in, shared-list-table, webhook and onboarding
 * flow specs and the themes; `data` every other one (a new spec lands there) with the focus walk of the themes.
 * Session 23's lanes on a quiet machine: shell 330 s, data 304 s, admin 277 s; the onboarding flow (41 s) then moved
 * from shell to admin. Three lanes
 * keep both cores busy (two left 20 % of them idle while one group waited on its browser); they are sized to take
 * about as long as each other (docs/performance.md).
 */
const specsOf = {
  shell: /[\\/](shell-(?!look|accessibility-focus)|sign-in-offers-organisations|quality-)[^\\/]*\.spec\.ts$/,
  admin:
    /[\\/](sign-in(?!-offers)|menu-|role-|user-|vendor-|shell-look|list-table-|webhook-|onboarding-invite-)[^\\/]*\.spec\.ts$/,
};
export const groups = groupsOf(port, dataDir);
export type { Group };

/**
 * The server of a group, started exactly as a user starts it: `npm start`, on a fresh data folder. `npm test` starts
 * them itself while vitest runs (scripts/test.mjs) and says so; Playwright then uses those.
 */
export const serverOf = (group: Group) => ({
  command: 'npm start',
  cwd: path.resolve(import.meta.dirname, '..'),
  url: `${group.baseURL}/api/health`,
  timeout: 180_000,
  reuseExistingServer: serversStarted(),
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: serverEnv(group),
});

export default defineConfig({
  testDir: './tests',
  outputDir: './.output/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker per group (each project allows one at a time).
  workers: groups.length,
  // One retry under CI so a slow machine's hiccup does not block a landing; retried tests are reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    // The portal honours the system's reduced-motion setting (no zooming dialogs or sliding menus): tests then
    // never click into an animation. One spec (shell-motion) checks the animated default on its own.
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'shell', testMatch: specsOf.shell, workers: 1, use: { baseURL: groups[0]!.baseURL } },
    { name: 'admin', testMatch: specsOf.admin, workers: 1, use: { baseURL: groups[1]!.baseURL } },
    {
      name: 'data',
      testIgnore: [specsOf.shell, specsOf.admin],
      workers: 1,
      use: { baseURL: groups[2]!.baseURL },
    },
  ],
  webServer: groups.map(serverOf),
});
