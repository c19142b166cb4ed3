import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './db.ts';
import { dbTypesFile, generateDbTypes } from './db-types.ts';
import { migrateToLatest } from './migrate.ts';

/** The committed database types are what the migrations make: run `npm run db:types` after changing a migration. */
describe('database types', () => {
  let handle: DatabaseHandle | undefined;
  afterAll(async () => handle?.close());

  it('db-types.generated.ts is generated from the migrations as they are', async () => {
    handle = await openDatabase({ kind: 'pglite' });
    await migrateToLatest(handle.db);
    const generated = await generateDbTypes(handle.db);
    const committed = readFileSync(path.resolve(import.meta.dirname, '../../..', dbTypesFile), 'utf8');
    expect(generated, 'the database types drifted from the migrations: run `npm run db:types`').toBe(
      committed,
    );
    // Check-constrained values become the column's type (the code relies on them).
    expect(committed).toMatch(/enabled: Generated<"N" \| "Y">/);
  });
});
