// `npm start`: install what is missing, build the web app when stale, then run the server in THIS process
// (migrations and first-start demo data happen inside server/src/main.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureInstalled, ensureWebBuilt, root, starters } from './lib.mjs';

process.chdir(root);
await ensureInstalled();
ensureWebBuilt();

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};
// The starters of the process that handed this script over to the project's Node (lib.mjs), if one did.
const watched = [...starters(), ...(process.env.SRM_STARTERS ?? '').split(',').filter(Boolean).map(Number)];
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
