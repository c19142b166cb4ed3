import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { MenuTable } from '../../platform/schema.ts';

/** All SQL of menus and button entries (both live in `menu`, told apart by menu_type). */

export type MenuType = 'menu' | 'button';

export type MenuRow = {
  id: number;
  parent_id: number | null;
  menu_code: string;
  menu_name: string;
  menu_en: string;
  link_url: string | null;
  icon_url: string | null;
  target: string;
  enabled: 'Y' | 'N';
  ord_idx: number;
};

const menuColumns = [
  'id',
  'parent_id',
  'menu_code',
  'menu_name',
  'menu_en',
  'link_url',
  'icon_url',
  'target',
  'enabled',
  'ord_idx',
] as const;

/** The menus (or buttons) of a module, in ORD_IDX order. */
export function selectMenuRows(db: Db, kind = 'SCM', type: MenuType = 'menu'): Promise<MenuRow[]> {
  return db
    .selectFrom('menu')
    .select([...menuColumns])
    .where('menu_kind', '=', kind)
    .where('menu_type', '=', type)
    .orderBy('ord_idx')
    .orderBy('id')
    .execute();
}

export type EntryRow = MenuRow & { menu_kind: string };

export function findEntry(db: Db, id: number, type: MenuType): Promise<EntryRow | undefined> {
  return db
    .selectFrom('menu')
    .select([...menuColumns, 'menu_kind'])
    .where('id', '=', id)
    .where('menu_type', '=', type)
    .executeTakeFirst();
}

/** Another menu of the module with the link address. */
export async function isLinkUrlTaken(
  db: Db,
  kind: string,
  linkUrl: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('menu')
    .select('id')
    .where('menu_kind', '=', kind)
    .where('menu_type', '=', 'menu')
    .where('link_url', '=', linkUrl);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Another menu or button of the module with the code. */
export async function isCodeTaken(db: Db, kind: string, code: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('menu').select('id').where('menu_kind', '=', kind).where('menu_code', '=', code);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertEntry(db: Db, values: Insertable<MenuTable>): Promise<number> {
  const row = await db.insertInto('menu').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEntry(db: Db, id: number, values: Updateable<MenuTable>): Promise<void> {
  await db.updateTable('menu').set(values).where('id', '=', id).execute();
}

/** A menu with children, or an entry granted to a role, is in use. */
export async function isEntryInUse(db: Db, id: number): Promise<boolean> {
  const child = await db.selectFrom('menu').select('id').where('parent_id', '=', id).executeTakeFirst();
  const grant = await db
    .selectFrom('role_menu')
    .select('role_id')
    .where('menu_id', '=', id)
    .executeTakeFirst();
  return child !== undefined || grant !== undefined;
}

export async function deleteEntry(db: Db, id: number): Promise<void> {
  await db.deleteFrom('menu').where('id', '=', id).execute();
}
