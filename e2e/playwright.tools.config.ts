import { defineConfig } from '@playwright/test';
import base, { groups, serverOf } from './playwright.config.ts';

/**
 * Browser tools that are not tests: `npm run screenshots` (a picture of the home page in every theme and language)
 * and `npm run bench:list` (the list table's figures). Same server and browser as the tests (one server); `npm test`
 * does not run them (they live outside ./tests). Each prints or writes what it measured and never retries.
 */
export default defineConfig({
  ...base,
  testDir: './tools',
  outputDir: './.output/tools',
  workers: 1,
  retries: 0,
  projects: [{ name: 'tools', testMatch: '*.ts', use: { baseURL: groups[0]!.baseURL } }],
  webServer: serverOf(groups[0]!),
});
