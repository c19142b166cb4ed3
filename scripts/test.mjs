// `npm test`: install if needed, then typecheck + lint, unit/API tests (PGlite and PostgreSQL), a fresh web
// build, and the browser tests against the server started as `npm start` starts it. Prints the counts at the end.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, ensureWebBuilt, root, run } from './lib.mjs';

process.chdir(root);
ensureInstalled();
const started = Date.now();
const out = path.join(root, 'e2e', '.output');
rmSync(path.join(out, 'vitest.json'), { force: true });
rmSync(path.join(out, 'playwright.json'), { force: true });
mkdirSync(out, { recursive: true });
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);

console.log('\n› Typecheck');
run(process.execPath, [bin('typescript', 'bin/tsc'), '-p', 'contract']);
run(process.execPath, [bin('typescript', 'bin/tsc'), '-p', 'server']);
run(process.execPath, [bin('typescript', 'bin/tsc'), '-p', 'web']);
run(process.execPath, [bin('typescript', 'bin/tsc'), '-p', 'e2e']);
console.log('› Lint (biome)');
run(process.execPath, [bin('@biomejs/biome', 'bin/biome'), 'check', '.']);

console.log('\n› Unit and API tests (vitest)');
const vitest = spawnSync(
  process.execPath,
  [
    bin('vitest', 'vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(out, 'vitest.json')}`,
  ],
  { cwd: root, stdio: 'inherit' },
);

console.log('\n› Web build');
ensureWebBuilt();

console.log('\n› Browser tests (Playwright, headless Chromium)');
const playwright = spawnSync(
  process.execPath,
  [bin('@playwright/test', 'cli.js'), 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(out, 'playwright.json') },
  },
);

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const v = readJson(path.join(out, 'vitest.json'));
const vTests = (v?.testResults ?? []).flatMap((f) => f.assertionResults ?? []);
const vPassed = vTests.filter((t) => t.status === 'passed');
const vFailed = vTests.filter((t) => t.status === 'failed').length + (v ? 0 : 1);
const onPostgres = vPassed.filter((t) => t.fullName.includes('[postgres]')).length;
const onPglite = vPassed.filter((t) => t.fullName.includes('[pglite]')).length;
const p = readJson(path.join(out, 'playwright.json'));
const pPassed = (p?.stats?.expected ?? 0) + (p?.stats?.flaky ?? 0);
const pFlaky = p?.stats?.flaky ?? 0;
const pFailed = p ? (p.stats.unexpected ?? 0) : 1;

const passed = vPassed.length + pPassed;
const failed =
  vFailed +
  pFailed +
  (vitest.status === 0 ? 0 : vFailed === 0 ? 1 : 0) +
  (playwright.status === 0 ? 0 : pFailed === 0 ? 1 : 0);
console.log('\n──────── Summary ────────');
console.log(
  `Unit and API tests: ${vPassed.length} passed, ${vFailed} failed (on PGlite: ${onPglite}, on PostgreSQL: ${onPostgres})`,
);
console.log(
  `Browser tests:      ${pPassed} passed, ${pFailed} failed${pFlaky ? ` (${pFlaky} passed only on retry: flaky)` : ''}`,
);
console.log(`Time: ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
