import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from '../migrations/index.ts';
import type { Db } from './db.ts';
import { ensureEventMonths } from './events/event-months.ts';

/** The migrator over the migrations this code holds, with its table in the connection's schema. */
async function migratorFor(db: Db): Promise<Migrator> {
  // Without a schema, Kysely takes a kysely_migration table in ANY schema of the database as its own.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  // Migrations written in parallel branches may land out of number order; each is independent, so apply any
  // that has not run yet instead of refusing to start.
  return new Migrator({
    db,
    provider: migrationProvider,
    migrationTableSchema: rows[0]!.schema,
    allowUnorderedMigrations: true,
  });
}

/** Names of the migrations this code holds that the database has not applied (readiness, /api/health/ready). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrations = await (await migratorFor(db)).getMigrations();
  return migrations.filter((m) => !m.executedAt).map((m) => m.name);
}

/**
 * Applies every pending migration, then makes the event months' partitions of this month and the next ones
 * (event-months.ts); throws with the failing migration's name so start-up stops loudly.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = await migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  await db.transaction().execute((trx) => ensureEventMonths(trx, new Date()));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
