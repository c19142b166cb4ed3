import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// A port of its own per run (workers inherit it), so a developer's running portal or another run never collides.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
// Playwright loads this file in every worker: create the data folder once, in the main process.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'srm-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: './.output/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry under CI so a slow machine's hiccup does not block a landing; retried tests are reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    // The portal honours the system's reduced-motion setting (no zooming dialogs or sliding menus): tests then
    // never click into an animation. One spec (shell-motion) checks the animated default on its own.
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  // The server is started exactly as a user starts it: `npm start`, on a fresh data folder.
  webServer: {
    command: 'npm start',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      CAPTCHA_DISABLED: '1',
      // Every browser test signs in from 127.0.0.1: the per-IP sign-in limit (30 in 5 minutes) is for people.
      LOGIN_IP_LIMIT: '100000',
    },
  },
});
