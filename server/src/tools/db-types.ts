// `npm run db:types`: migrates an empty in-memory database and writes its types (server/src/platform/db-types.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../platform/db.ts';
import { dbTypesFile, generateDbTypes } from '../platform/db-types.ts';
import { migrateToLatest } from '../platform/migrate.ts';

const handle = await openDatabase({ kind: 'pglite' });
await migrateToLatest(handle.db);
const file = path.resolve(import.meta.dirname, '../../..', dbTypesFile);
writeFileSync(file, await generateDbTypes(handle.db));
console.log(`› wrote ${dbTypesFile}`);
process.exit(0);
