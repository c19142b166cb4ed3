import type { ButtonPermission, ServerMenu } from '@srm/contract';
import { screens } from '@srm/contract';
import type { AuthContext } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { buildMenuTree, selectMenuRows, withAncestors } from '../menu/index.ts';
import { findRole, grantedMenuIds } from './role.repository.ts';

/** A user may read its own role's menus; reading another role's needs the Role screen. */
export function assertMayReadRole(auth: AuthContext, roleId: number): void {
  if (roleId === auth.roleId) return;
  if (auth.grants.all || auth.grants.menus.has(screens.Role.path)) return;
  throw new AppError(403, 'http.403');
}

async function roleInfo(db: Db, roleId: number) {
  const role = await findRole(db, roleId);
  if (!role) throw new AppError(404, 'role.notFound');
  return { isSuper: role.role_type === 'super', granted: new Set(await grantedMenuIds(db, roleId)) };
}

/** The menu tree of a role for one module (all menus for a super administrator role). */
export async function menusOfRole(db: Db, roleId: number, appCode: string): Promise<ServerMenu[]> {
  const { isSuper, granted } = await roleInfo(db, roleId);
  const rows = await selectMenuRows(db, appCode, 'menu');
  return buildMenuTree(isSuper ? rows : withAncestors(rows, granted));
}

/** The button permission entries of a role (spec §3 "Button permission entry"). */
export async function buttonsOfRole(db: Db, roleId: number): Promise<ButtonPermission[]> {
  const { isSuper, granted } = await roleInfo(db, roleId);
  const rows = await selectMenuRows(db, 'SCM', 'button');
  return rows
    .filter((r) => isSuper || granted.has(r.id))
    .map((r) => ({ Menu_Code: r.menu_code, Menu_Name: r.menu_name, MENU_EN: r.menu_en, ENABLED: r.enabled }));
}
