import { type Kysely, sql } from 'kysely';

/**
 * Runs a script of `;`-terminated statements one by one: PGlite's extended protocol refuses several statements
 * in one call, and PostgreSQL wraps each migration in the Migrator's transaction either way.
 */
export async function runStatements(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const statement of statements) await sql.raw(statement).execute(db);
}
