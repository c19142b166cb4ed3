import type { Language } from '@srm/contract';
import { type Insertable, type RawBuilder, sql, type Updateable } from 'kysely';
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

/** The id of the vendor's account of that user name (any case), if it exists. */
export async function vendorUserId(db: Db, vendorCode: string, userName: string): Promise<number | null> {
  const row = await db
    .selectFrom('app_user')
    .select('id')
    .where('vendor_code', '=', vendorCode)
    .where((eb) => eb(eb.fn('lower', ['user_name']), '=', eb.fn('lower', [eb.val(userName)])))
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function setUserRole(db: Db, userId: number, roleId: number | null): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ role_id: roleId, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** A new account; answers its id. */
export async function insertUser(db: Db, values: Insertable<AppUserTable>): Promise<number> {
  const row = await db.insertInto('app_user').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The account made a member of the organisation. */
export async function insertUserOrganization(db: Db, userId: number, orgId: number): Promise<void> {
  await db.insertInto('user_organization').values({ user_id: userId, org_id: orgId }).execute();
}

/** Which users of the organisation (a notification's recipients): by vendor, by user name, by role, by id. */
export type UserSelector =
  | { vendorCode: string }
  /** Staff named by user name (order lines' buyer, a statement's creator). */
  | { staffNames: string[] }
  /** Staff holding one of these roles. */
  | { staffRoleIds: number[] }
  /** Users of either kind by user name (a webhook endpoint's creator). */
  | { userNames: string[] }
  | { userIds: number[] };

function userCondition(selector: UserSelector): RawBuilder<boolean> {
  if ('vendorCode' in selector) return sql<boolean>`u.vendor_code = ${selector.vendorCode}`;
  if ('staffNames' in selector)
    return sql<boolean>`u.vendor_code is null
      and lower(u.user_name) = any(${selector.staffNames.map((n) => n.toLowerCase())}::text[])`;
  if ('staffRoleIds' in selector)
    return sql<boolean>`u.vendor_code is null and u.role_id = any(${selector.staffRoleIds}::integer[])`;
  if ('userNames' in selector)
    return sql<boolean>`lower(u.user_name) = any(${selector.userNames.map((n) => n.toLowerCase())}::text[])`;
  return sql<boolean>`u.id = any(${selector.userIds}::integer[])`;
}

export type MailableUser = { userId: number; userName: string; email: string; name: string; lang: Language };

/**
 * Enabled users of the organisation with an address, chosen by `selector`, in id order; the language is the one the
 * user last chose in the portal (its screen preferences), else Chinese.
 */
export async function mailableUsers(db: Db, orgId: number, selector: UserSelector): Promise<MailableUser[]> {
  const { rows } = await sql<MailableUser>`
    select u.id as "userId", u.user_name as "userName", trim(u.email) as email, u.nick_name as name,
           case when p.preferences->>'language' = 'en' then 'en' else 'zh-chs' end as lang
      from app_user u
      join user_organization uo on uo.user_id = u.id and uo.org_id = ${orgId}
      left join user_preference p on p.user_id = u.id
     where u.enabled and coalesce(trim(u.email), '') <> '' and ${userCondition(selector)}
     order by u.id`.execute(db);
  return rows;
}

/** A user's address, null when it has none. */
export async function userEmail(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('app_user').select('email').where('id', '=', userId).executeTakeFirst();
  const email = row?.email?.trim();
  return email ? email : null;
}
