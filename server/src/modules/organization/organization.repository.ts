import type { Db } from '../../platform/db.ts';

export type OrganizationRow = { id: number; code: string; name: string; name_en: string };

/** Enabled organisations, in code order. */
export function findEnabledOrganizations(db: Db): Promise<OrganizationRow[]> {
  return db
    .selectFrom('organization')
    .select(['id', 'code', 'name', 'name_en'])
    .where('enabled', '=', true)
    .orderBy('code')
    .execute();
}

/** Enabled organisations the (case-insensitive) user name belongs to; empty when there is no such user. */
export function findOrganizationsOfUser(db: Db, userName: string): Promise<OrganizationRow[]> {
  return db
    .selectFrom('organization as o')
    .innerJoin('user_organization as uo', 'uo.org_id', 'o.id')
    .innerJoin('app_user as u', 'u.id', 'uo.user_id')
    .select(['o.id', 'o.code', 'o.name', 'o.name_en'])
    .where((eb) => eb(eb.fn('lower', ['u.user_name']), '=', userName.toLowerCase()))
    .where('o.enabled', '=', true)
    .orderBy('o.code')
    .execute();
}
