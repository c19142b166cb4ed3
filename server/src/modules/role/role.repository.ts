import { sql } from 'kysely';
import type { Scope } from '../../platform/auth.ts';
import { anyOf, type Db } from '../../platform/db.ts';
import { type ListQuery, loadPage } from '../../platform/list/list-engine.ts';
import { roleUserList } from './role.list.ts';

/**
 * All SQL of roles and their grants. Roles are shared by every organisation; the users they are given to are
 * reached through the caller's organisation, which those functions take explicitly.
 */

export type RoleRow = {
  id: number;
  role_name: string;
  role_type: 'super' | 'system' | 'normal';
  is_default: boolean;
  remark: string | null;
};

export type RoleValues = Pick<RoleRow, 'role_name' | 'role_type' | 'remark'>;

export function findRole(db: Db, id: number): Promise<RoleRow | undefined> {
  return db
    .selectFrom('role')
    .select(['id', 'role_name', 'role_type', 'is_default', 'remark'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Another role with the name, without regard to case. */
export async function isRoleNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('role').select('id').where(sql`lower(role_name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertRole(db: Db, values: RoleValues): Promise<number> {
  return (await db.insertInto('role').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateRole(db: Db, id: number, values: RoleValues): Promise<void> {
  await db
    .updateTable('role')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteRole(db: Db, id: number): Promise<void> {
  await db.deleteFrom('role').where('id', '=', id).execute();
}

/** Whether any user (of any organisation) holds the role. */
export async function isRoleHeld(db: Db, roleId: number): Promise<boolean> {
  return (
    (await db.selectFrom('app_user').select('id').where('role_id', '=', roleId).executeTakeFirst()) !==
    undefined
  );
}

export type GrantRow = { id: number; menu_type: 'menu' | 'button'; menu_code: string };

/** The menus and buttons a role grants, in id order. */
export function findGrants(db: Db, roleId: number): Promise<GrantRow[]> {
  return db
    .selectFrom('role_menu as rm')
    .innerJoin('menu as m', 'm.id', 'rm.menu_id')
    .select(['m.id', 'm.menu_type', 'm.menu_code'])
    .where('rm.role_id', '=', roleId)
    .orderBy('m.id')
    .execute();
}

/** The ids of every menu and button a role grants. */
export async function grantedMenuIds(db: Db, roleId: number): Promise<number[]> {
  const rows = await db.selectFrom('role_menu').select('menu_id').where('role_id', '=', roleId).execute();
  return rows.map((r) => r.menu_id);
}

/** The menus (not buttons) among `ids`. */
export function findMenusAmong(db: Db, ids: number[]): Promise<{ id: number }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('menu')
    .select('id')
    .where('id', '=', anyOf(ids, 'integer'))
    .where('menu_type', '=', 'menu')
    .execute();
}

/** The button entries of module SCM among the codes. */
export function findButtonsAmong(db: Db, codes: string[]): Promise<{ id: number; menu_code: string }[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('menu')
    .select(['id', 'menu_code'])
    .where('menu_code', '=', anyOf(codes, 'text'))
    .where('menu_type', '=', 'button')
    .where('menu_kind', '=', 'SCM')
    .execute();
}

/** Replaces the grants of one type (menus or buttons) of a role; the other type stays. */
export async function replaceGrants(
  db: Db,
  roleId: number,
  type: 'menu' | 'button',
  menuIds: number[],
): Promise<void> {
  await db
    .deleteFrom('role_menu')
    .where('role_id', '=', roleId)
    .where('menu_id', 'in', (eb) => eb.selectFrom('menu').select('id').where('menu_type', '=', type))
    .execute();
  if (menuIds.length === 0) return;
  await db
    .insertInto('role_menu')
    .values(menuIds.map((menuId) => ({ role_id: roleId, menu_id: menuId })))
    .execute();
}

export type HolderRow = { id: number; user_name: string; role_id: number | null; role_type: string | null };

/** Buyer accounts (no vendor code) of the organisation among `ids`, with their current role. */
export function findBuyersOfOrganization(db: Db, orgId: number, ids: number[]): Promise<HolderRow[]> {
  return db
    .selectFrom('app_user as u')
    .innerJoin('user_organization as uo', (join) =>
      join.onRef('uo.user_id', '=', 'u.id').on('uo.org_id', '=', orgId),
    )
    .leftJoin('role as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.user_name', 'u.role_id', 'r.role_type'])
    .where('u.id', '=', anyOf(ids, 'integer'))
    .where('u.vendor_code', 'is', null)
    .execute();
}

/** One page of the buyers of the caller's organisation holding the role, or (inRole false) not holding it. */
export function pageRoleUsers(db: Db, scope: Scope, query: ListQuery, roleId: number, inRole: boolean) {
  const condition = inRole ? sql`u.role_id = ${roleId}` : sql`u.role_id is distinct from ${roleId}`;
  return loadPage(db, roleUserList, scope, query, [condition]);
}

/** The organisation's staff roles (super administrators' left out) whose enabled menus hold the screen (by route). */
export async function staffRolesHolding(db: Db, linkUrl: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select distinct r.id from role r
      join role_menu rm on rm.role_id = r.id
      join menu m on m.id = rm.menu_id
     where r.role_type <> 'super' and m.link_url = ${linkUrl} and m.enabled = 'Y'
     order by r.id`.execute(db);
  return rows.map((row) => row.id);
}
