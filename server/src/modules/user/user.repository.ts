import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { AppUserTable } from '../../platform/schema.ts';

/** All SQL of accounts (buyer and vendor users): the account, its organisations and its sessions. */

/** Buyer/finance/admin accounts have no vendor code; vendor accounts (the Vender screen) have one. */
export type AccountKind = 'staff' | 'vendor';

/** Which accounts a caller may touch: those of its organisation, of one kind, and of its vendor if it is one. */
export type AccountScope = { orgId: number; kind: AccountKind; vendorCode: string | null };

export type AccountRow = {
  id: number;
  user_name: string;
  nick_name: string;
  role_id: number | null;
  role_name: string | null;
  role_type: string | null;
  vendor_code: string | null;
  email: string | null;
  phone: string | null;
  enabled: boolean;
  is_locked: boolean;
  locked_until: Date | null;
  created_at: Date;
};

export function findAccount(db: Db, id: number, scope: AccountScope): Promise<AccountRow | undefined> {
  let query = db
    .selectFrom('app_user as u')
    .innerJoin('user_organization as uo', (join) =>
      join.onRef('uo.user_id', '=', 'u.id').on('uo.org_id', '=', scope.orgId),
    )
    .leftJoin('role as r', 'r.id', 'u.role_id')
    .select([
      'u.id',
      'u.user_name',
      'u.nick_name',
      'u.role_id',
      'r.role_name',
      'r.role_type',
      'u.vendor_code',
      'u.email',
      'u.phone',
      'u.enabled',
      'u.is_locked',
      'u.locked_until',
      'u.created_at',
    ])
    .where('u.id', '=', id);
  query =
    scope.kind === 'staff'
      ? query.where('u.vendor_code', 'is', null)
      : query.where('u.vendor_code', 'is not', null);
  if (scope.vendorCode) query = query.where('u.vendor_code', '=', scope.vendorCode);
  return query.executeTakeFirst();
}

export async function insertAccount(db: Db, values: Insertable<AppUserTable>): Promise<number> {
  const row = await db.insertInto('app_user').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAccount(db: Db, id: number, values: Updateable<AppUserTable>): Promise<void> {
  await db.updateTable('app_user').set(values).where('id', '=', id).execute();
}

export async function deleteAccount(db: Db, id: number): Promise<void> {
  await db.deleteFrom('app_user').where('id', '=', id).execute();
}

export async function organizationsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_organization')
    .select('org_id')
    .where('user_id', '=', userId)
    .orderBy('org_id')
    .execute();
  return rows.map((r) => r.org_id);
}

export async function replaceOrganizations(db: Db, userId: number, orgIds: number[]): Promise<void> {
  await db.deleteFrom('user_organization').where('user_id', '=', userId).execute();
  if (orgIds.length > 0) {
    await db
      .insertInto('user_organization')
      .values(orgIds.map((orgId) => ({ user_id: userId, org_id: orgId })))
      .execute();
  }
}

/** User names are unique without regard to case (the sign-in matches them that way). */
export async function isNameTaken(db: Db, userName: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('app_user')
    .select('id')
    .where(sql`lower(user_name)`, '=', userName.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function findRole(db: Db, roleId: number) {
  return db
    .selectFrom('role')
    .select(['id', 'role_name', 'role_type'])
    .where('id', '=', roleId)
    .executeTakeFirst();
}

export function findVendor(db: Db, orgId: number, vendorCode: string) {
  return db
    .selectFrom('vendor')
    .select(['vendor_code', 'vendor_name', 'parent_vendor_code'])
    .where('org_id', '=', orgId)
    .where('vendor_code', '=', vendorCode)
    .executeTakeFirst();
}

export async function revokeSessions(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('user_session')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * True when business records name the account (delivery notes it created or audited, order lines it buys,
 * side-table rows it confirmed): such an account is disabled, not deleted, so the history keeps its author.
 */
export async function isAccountReferenced(db: Db, user: { id: number; user_name: string }): Promise<boolean> {
  const name = user.user_name.toLowerCase();
  const { rows } = await sql<{ used: boolean }>`
    select (
      exists (select 1 from delivery_note where creator_id = ${user.id} or lower(check_man) = ${name})
      or exists (select 1 from order_line where lower(buyer) = ${name})
      or exists (select 1 from over_delivery_part where lower(confirmed_by) = ${name})
      or exists (select 1 from vendor_spare where lower(updated_by) = ${name})
    ) as used`.execute(db);
  return rows[0]?.used === true;
}

/** Whether every menu and button of role `inner` is one of role `outer`'s. */
export async function roleWithin(db: Db, inner: number, outer: number): Promise<boolean> {
  const { rows } = await sql<{ extra: number }>`
    select count(*)::int as extra from (
      select menu_id from role_menu where role_id = ${inner}
      except
      select menu_id from role_menu where role_id = ${outer}) x`.execute(db);
  return rows[0]?.extra === 0;
}
