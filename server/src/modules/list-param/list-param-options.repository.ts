import type { SelectOption } from '@srm/contract';
import { type RawBuilder, sql } from 'kysely';
import type { CheckedSql } from '../../platform/admin-sql/check.ts';
import { runAdminSql, type SessionValues } from '../../platform/admin-sql/run.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * All SQL around administrator-configured statements (REFERENCE_SQL, SUB_SQL): each is already checked
 * (platform/admin-sql) and runs in the sandbox with the caller's session values; these wrap it to probe it or to
 * read its CODE and NAME columns as dropdown options.
 */

/** Runs the statement for no rows: its own mistakes show before it is wrapped. */
export async function probeAdminSql(db: Db, checked: CheckedSql, session: SessionValues): Promise<void> {
  await runAdminSql(db, checked, session, (inner) => sql`select * from (${inner}) q limit 0`);
}

const optionsOf = (inner: RawBuilder<unknown>) =>
  sql`select cast(q.code as text) as "CODE", cast(q.name as text) as "NAME" from (${inner}) q`;

/** The wrapper reads the columns CODE and NAME of the configured SQL: say so when one is missing. */
async function runOptions<Row>(
  db: Db,
  checked: CheckedSql,
  session: SessionValues,
  wrap: (inner: RawBuilder<unknown>) => RawBuilder<Row>,
): Promise<Row[]> {
  try {
    return await runAdminSql(db, checked, session, wrap);
  } catch (error) {
    if (
      error instanceof AppError &&
      /column q\.(code|name) does not exist/.test(String(error.params.reason))
    ) {
      throw new AppError(400, 'safeSql.codeName');
    }
    throw error;
  }
}

/** The first `limit` options of the statement, CODE and NAME as text. */
export function selectOptions(
  db: Db,
  checked: CheckedSql,
  session: SessionValues,
  limit: number,
): Promise<SelectOption[]> {
  return runOptions(
    db,
    checked,
    session,
    (inner) => sql<SelectOption>`select * from (${optionsOf(inner)}) o limit ${limit}`,
  );
}

export type OptionSearch = {
  /** Searched in CODE or NAME (case-insensitive, as typed: `%` and `_` match themselves); empty = all. */
  key: string;
  orderBy: 'CODE' | 'NAME';
  descending: boolean;
};

const searched = (key: string) => {
  const like = `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return key ? sql`("CODE" ilike ${like} escape '\\' or "NAME" ilike ${like} escape '\\')` : sql`true`;
};

/** One page of the options found, and how many there are (read with the page when it has rows). */
export async function selectOptionsPage(
  db: Db,
  checked: CheckedSql,
  session: SessionValues,
  search: OptionSearch,
  page: { limit: number; offset: number },
): Promise<{ rows: SelectOption[]; total: number }> {
  const order = sql.raw(`"${search.orderBy}" ${search.descending ? 'desc' : 'asc'}`);
  const where = searched(search.key);
  const rows = await runOptions(
    db,
    checked,
    session,
    (inner) => sql<SelectOption & { __total: number }>`
      select "CODE", "NAME", count(*) over() as __total
      from (${optionsOf(inner)}) o
      where ${where}
      order by ${order} nulls last, "CODE"
      limit ${page.limit} offset ${page.offset}`,
  );
  let total = Number(rows[0]?.__total ?? 0);
  if (rows.length === 0 && page.offset > 0) {
    const counted = await runOptions(
      db,
      checked,
      session,
      (inner) => sql<{ n: number }>`select count(*) as n from (${optionsOf(inner)}) o where ${where}`,
    );
    total = Number(counted[0]?.n ?? 0);
  }
  return { rows: rows.map(({ CODE, NAME }) => ({ CODE, NAME })), total };
}
