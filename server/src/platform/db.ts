import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; schema?: string; maxConnections?: number };

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  kind: DatabaseKind;
  /** The embedded engine, when there is one (tests dump it as a template). */
  pglite?: PGlite;
  close: () => Promise<void>;
};

const OID = { int8: 20, date: 1082 } as const;

/**
 * Both engines must hand the same JavaScript values to the code: bigint counts as numbers (pg gives strings),
 * dates as `yyyy-MM-dd` strings (both give Date objects), numeric as strings (both already do: exact decimals).
 */
const pgliteParsers = {
  [OID.int8]: (v: string) => Number(v),
  [OID.date]: (v: string) => v,
};

function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === OID.int8) return (v: string) => Number(v);
      if (oid === OID.date) return (v: string) => v;
      return pg.types.getTypeParser(oid, format);
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'pglite') {
    const pglite = new PGlite({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      parsers: pgliteParsers,
    });
    await pglite.waitReady;
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    return { db, kind: 'pglite', pglite, close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 20,
    types: pgTypes(),
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
