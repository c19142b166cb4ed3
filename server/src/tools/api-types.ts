// `npm run api:types`: builds the app in-process (an empty in-memory database, no socket), reads its OpenAPI document
// and writes the web client's API types (web/src/platform/api-types.generated.ts).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { apiTypesFile, generateApiTypes } from '../platform/api-types.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db.ts';

const handle = await openDatabase({ kind: 'pglite' });
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'srm-api-types-'));
const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web-build') }, dataDir);
const app = await buildApp({ db: handle.db, dbKind: handle.kind, config });
const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
const file = path.resolve(import.meta.dirname, '../../..', apiTypesFile);
await writeFile(file, await generateApiTypes(response.json()));
await app.close();
await handle.close();
await rm(dataDir, { recursive: true, force: true });
console.log(`› wrote ${apiTypesFile}`);
process.exit(0);
