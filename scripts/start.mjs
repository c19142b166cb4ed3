// `npm start`: install what is missing, build the web app when stale, then run the server in THIS process
// (migrations and first-start demo data happen inside server/src/main.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureInstalled, ensureWebBuilt, root } from './lib.mjs';

process.chdir(root);
ensureInstalled();
ensureWebBuilt();

const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'server', 'src', 'main.ts')).href);
