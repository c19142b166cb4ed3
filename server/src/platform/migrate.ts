import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from '../migrations/index.ts';
import type { Db } from './db.ts';

/** Applies every pending migration; throws with the failing migration's name so start-up stops loudly. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Without a schema, Kysely takes a kysely_migration table in ANY schema of the database as its own.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  // Migrations written in parallel branches may land out of number order; each is independent, so apply any
  // that has not run yet instead of refusing to start.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    migrationTableSchema: rows[0]!.schema,
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
