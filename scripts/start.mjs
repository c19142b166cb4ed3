// `npm start`: install what is missing, build the web app when stale, then run the server in THIS process
// (migrations and first-start demo data happen inside server/src/main.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureInstalled, ensureWebBuilt, root } from './lib.mjs';

process.chdir(root);
await ensureInstalled();
ensureWebBuilt();

/**
 * The processes that started this one: its parent and, when the parent is the shell npm runs scripts with, npm.
 * npm does not pass a SIGTERM on to the script it runs (a process manager stopping `npm start` left the server
 * running, orphaned: issue #36), so the server stops as if told to when any of them is gone.
 */
function starters() {
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
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};
const watched = starters();
const parent = process.ppid;
const watch = setInterval(() => {
  if (process.ppid === parent && watched.every(alive)) return;
  clearInterval(watch);
  process.kill(process.pid, 'SIGTERM');
}, 500);
watch.unref();

const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'server', 'src', 'main.ts')).href);
