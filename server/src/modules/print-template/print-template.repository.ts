import type { TemplateKind } from '@srm/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { DB } from '../../platform/db-types.generated.ts';

/**
 * All SQL of print templates. A template belongs to one organisation: every read and write takes its id. A save
 * adds a version (`is_current` moves to it); at most one current version per name and one default per kind.
 */

export type TemplateRow = Selectable<DB['print_template']>;

export function findTemplate(db: Db, orgId: number, id: number): Promise<TemplateRow | undefined> {
  return db
    .selectFrom('print_template')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The current version of a name (locked, when it is about to get a successor). */
export function findCurrent(
  db: Db,
  orgId: number,
  kind: TemplateKind,
  name: string,
  lock = false,
): Promise<TemplateRow | undefined> {
  let query = db
    .selectFrom('print_template')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('kind', '=', kind)
    .where('name', '=', name)
    .where('is_current', '=', true);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function findDefault(db: Db, orgId: number, kind: TemplateKind): Promise<TemplateRow | undefined> {
  return db
    .selectFrom('print_template')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('kind', '=', kind)
    .where('is_default', '=', true)
    .executeTakeFirst();
}

/** Whether the organisation has any template of the kind. */
export async function hasKind(db: Db, orgId: number, kind: TemplateKind): Promise<boolean> {
  const row = await db
    .selectFrom('print_template')
    .select('id')
    .where('org_id', '=', orgId)
    .where('kind', '=', kind)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function maxVersion(db: Db, orgId: number, kind: TemplateKind, name: string): Promise<number> {
  const row = await db
    .selectFrom('print_template')
    .select((eb) => eb.fn.max('version').as('v'))
    .where('org_id', '=', orgId)
    .where('kind', '=', kind)
    .where('name', '=', name)
    .executeTakeFirst();
  return Number(row?.v ?? 0);
}

/** Retires the current version (and its default flag, which the new version takes over). */
export async function retire(db: Db, id: number): Promise<void> {
  await db
    .updateTable('print_template')
    .set({ is_current: false, is_default: false })
    .where('id', '=', id)
    .execute();
}

export async function insertVersion(
  db: Db,
  values: {
    orgId: number;
    kind: TemplateKind;
    name: string;
    version: number;
    isDefault: boolean;
    template: object;
    updatedBy: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('print_template')
    .values({
      org_id: values.orgId,
      kind: values.kind,
      name: values.name,
      version: values.version,
      is_current: true,
      is_default: values.isDefault,
      template: JSON.stringify(values.template),
      updated_by: values.updatedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Clears the kind's default flag (before another version takes it). */
export async function clearDefault(db: Db, orgId: number, kind: TemplateKind): Promise<void> {
  await db
    .updateTable('print_template')
    .set({ is_default: false })
    .where('org_id', '=', orgId)
    .where('kind', '=', kind)
    .where('is_default', '=', true)
    .execute();
}

export async function setDefault(db: Db, id: number): Promise<void> {
  await db
    .updateTable('print_template')
    .set({ is_default: true, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Deletes every version of a name; answers how many. */
export async function deleteName(db: Db, orgId: number, kind: TemplateKind, name: string): Promise<number> {
  const result = await db
    .deleteFrom('print_template')
    .where('org_id', '=', orgId)
    .where('kind', '=', kind)
    .where('name', '=', name)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
