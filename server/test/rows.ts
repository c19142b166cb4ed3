import { type Selectable, sql } from 'kysely';
import type { Db } from '../src/platform/db.ts';
import type { Database } from '../src/platform/schema.ts';

/**
 * What a test reads straight from the database, behind the API it exercises: how many rows a table holds, and one
 * column of one row. The table and column names are the schema's (typed); the values are bound parameters.
 */
type Table = keyof Database & string;
type Row<T extends Table> = Selectable<Database[T]>;
type Column<T extends Table> = keyof Row<T> & string;
/** Rows whose columns equal these values (all of them). */
type Where<T extends Table> = Partial<Record<Column<T>, unknown>>;

const whereClause = (where: Record<string, unknown>) => {
  const equals = Object.entries(where).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  return equals.length ? sql`where ${sql.join(equals, sql` and `)}` : sql``;
};

/** How many rows `table` holds (only those matching `where`, when given). */
export async function countRows<T extends Table>(db: Db, table: T, where: Where<T> = {}): Promise<number> {
  const { rows } = await sql<{
    n: string;
  }>`select count(*) as n from ${sql.table(table)} ${whereClause(where)}`.execute(db);
  return Number(rows[0]!.n);
}

/** `column` of a row of `table` matching `where`; throws when there is none. */
export async function columnOf<T extends Table, C extends Column<T>>(
  db: Db,
  table: T,
  column: C,
  where: Where<T>,
): Promise<Row<T>[C]> {
  const { rows } = await sql<Pick<Row<T>, C>>`
    select ${sql.ref(column)} from ${sql.table(table)} ${whereClause(where)} limit 1`.execute(db);
  if (!rows[0]) throw new Error(`no ${table} row where ${JSON.stringify(where)}`);
  return rows[0][column];
}

/** These columns of the audit rows of one entity, oldest first. */
export const auditTrail = <C extends Column<'audit_log'>>(
  db: Db,
  entity: string,
  entityId: number | string,
  columns: readonly C[],
) =>
  db
    .selectFrom('audit_log')
    .select(columns)
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();

/** These columns of the audit rows of `action` on the entities `entityIds`. */
export const auditsOf = <C extends Column<'audit_log'>>(
  db: Db,
  entity: string,
  action: string,
  entityIds: readonly (number | string)[],
  columns: readonly C[],
) =>
  db
    .selectFrom('audit_log')
    .select(columns)
    .where('entity', '=', entity)
    .where('action', '=', action)
    .where('entity_id', 'in', entityIds.map(String))
    .execute();

/** The newest audit row of one entity, if any. */
export const lastAudit = (db: Db, entity: string, entityId: number | string) =>
  db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .orderBy('id', 'desc')
    .executeTakeFirst();
