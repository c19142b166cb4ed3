import type { Language, OrgOption } from '@srm/contract';
import type { Db } from '../../platform/db.ts';
import {
  findEnabledOrganizations,
  findOrganizationsOfUser,
  type OrganizationRow,
} from './organization.repository.ts';

const toOption =
  (lang: Language) =>
  (row: OrganizationRow): OrgOption => ({
    Id: row.id,
    OrganizeCode: row.code,
    OrganizeName: lang === 'en' ? row.name_en : row.name,
  });

/**
 * The login page's organisation choices for a typed user name. A known user gets the organisations it belongs
 * to; an empty or unknown name gets every enabled organisation, so the answer does not reveal which user names
 * exist.
 */
export async function listOrgOptions(
  db: Db,
  userName: string | undefined,
  lang: Language,
): Promise<OrgOption[]> {
  const own = userName ? await findOrganizationsOfUser(db, userName) : [];
  const rows = own.length > 0 ? own : await findEnabledOrganizations(db);
  return rows.map(toOption(lang));
}
