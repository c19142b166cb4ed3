// `npm run screenshots` / `npm run bench:list`: a browser tool of e2e/tools/ (not a test: `npm test` never runs them),
// against the server started as `npm start` starts it on a fresh data folder, as the browser tests are.
// Usage: node scripts/browser-tool.mjs <file name pattern in e2e/tools> [more Playwright arguments]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, ensureWebBuilt, root } from './lib.mjs';

const [tool, ...rest] = process.argv.slice(2);
if (!tool) {
  console.error('usage: node scripts/browser-tool.mjs <tool> (screenshots, list-table-bench)');
  process.exit(2);
}
process.chdir(root);
await ensureInstalled();
ensureWebBuilt();
const result = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'),
    'test',
    '-c',
    'e2e/playwright.tools.config.ts',
    '--reporter=list',
    tool,
    ...rest,
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
