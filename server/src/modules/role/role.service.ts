import type { RoleDetail, roleSaveBody } from '@srm/contract';
import type { z } from 'zod';
import { type AuthContext, scopeOf } from '../../platform/auth.ts';
import { allOrNone } from '../../platform/bulk.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { type ListQuery, loadPage } from '../../platform/list/list-engine.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';
import { writeAudit } from '../audit/index.ts';
import { setUserRole } from '../user/index.ts';
import { roleList } from './role.list.ts';
import type { HolderRow, RoleRow } from './role.repository.ts';
import * as repo from './role.repository.ts';

/**
 * Roles and their grants. Roles are shared by every organisation (a user has one role wherever it works), so
 * their users are counted, listed and changed within the caller's organisation only. Only a super
 * administrator creates, changes or hands out the super administrator role.
 */

/** The role, or 404; refuses a non-super caller touching the super role. */
async function roleOrThrow(db: Db, auth: AuthContext, id: number): Promise<RoleRow> {
  const role = await repo.findRole(db, id);
  if (!role) throw notFound('role.notFound');
  if (role.role_type === 'super' && auth.roleType !== 'super') throw new AppError(403, 'role.superOnly');
  return role;
}

async function grantsOf(db: Db, roleId: number) {
  const rows = await repo.findGrants(db, roleId);
  return {
    menuIds: rows.filter((r) => r.menu_type === 'menu').map((r) => r.id),
    buttonCodes: rows
      .filter((r) => r.menu_type === 'button')
      .map((r) => r.menu_code)
      .sort(),
  };
}

const auditable = (r: RoleRow) => ({
  ID: r.id,
  ROLE_NAME: r.role_name,
  ROLE_TYPE: r.role_type,
  IS_DEFAULT: r.is_default,
  REMARK: r.remark,
});

export async function getRole(db: Db, id: number): Promise<RoleDetail> {
  const role = await repo.findRole(db, id);
  if (!role) throw notFound('role.notFound');
  const grants = await grantsOf(db, id);
  return {
    ...auditable(role),
    MENU_IDS: grants.menuIds,
    BUTTON_CODES: grants.buttonCodes,
  };
}

export async function saveRole(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof roleSaveBody>,
): Promise<{ ID: number }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = input.ID === undefined ? undefined : await roleOrThrow(trx, auth, input.ID);
      if (input.ROLE_TYPE === 'super' && auth.roleType !== 'super') throw new AppError(403, 'role.superOnly');
      if (existing?.is_default && existing.role_type !== input.ROLE_TYPE) {
        throw new AppError(400, 'role.defaultTypeFixed');
      }
      if (await repo.isRoleNameTaken(trx, input.ROLE_NAME, existing?.id)) {
        throw conflict('role.nameExists', { name: input.ROLE_NAME });
      }

      const values = { role_name: input.ROLE_NAME, role_type: input.ROLE_TYPE, remark: input.REMARK };
      let id: number;
      if (existing) {
        id = existing.id;
        await repo.updateRole(trx, id, values);
      } else {
        id = await repo.insertRole(trx, values);
      }
      const saved = await repo.findRole(trx, id);
      await writeAudit(trx, auth, {
        action: existing ? 'update' : 'create',
        entity: 'role',
        entityId: id,
        before: existing ? auditable(existing) : null,
        after: auditable(saved!),
      });
      return { ID: id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('role.nameExists', { name: input.ROLE_NAME });
    throw error;
  }
}

/** A role held by any user (of any organisation) is in use; the system default role is never deleted. */
/** `Role/DeleteMany`: the list's bulk delete, all or none, each as `Role/Delete`. */
export function deleteRoles(db: Db, auth: AuthContext, ids: readonly number[]) {
  return allOrNone(db, ids, (trx, id) => deleteRole(trx, auth, id), {
    key: 'common.notAllDeleted',
    labelOf: async (trx, id) => (await repo.findRole(trx, id))?.role_name ?? `#${id}`,
  });
}

export async function deleteRole(db: Db, auth: AuthContext, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const role = await roleOrThrow(trx, auth, id);
    if (role.is_default) throw conflict('role.isDefault');
    if (await repo.isRoleHeld(trx, id)) throw conflict('common.inUse');
    const grants = await grantsOf(trx, id);
    await repo.deleteRole(trx, id);
    await writeAudit(trx, auth, {
      action: 'delete',
      entity: 'role',
      entityId: id,
      before: { ...auditable(role), MENU_IDS: grants.menuIds, BUTTON_CODES: grants.buttonCodes },
      after: null,
    });
  });
}

async function setRoleOf(db: Db, auth: AuthContext, user: HolderRow, roleId: number | null): Promise<void> {
  if (user.role_type === 'super' && auth.roleType !== 'super') throw new AppError(403, 'user.superOnly');
  await setUserRole(db, user.id, roleId);
  await writeAudit(db, auth, {
    action: 'setRole',
    entity: 'user',
    entityId: user.id,
    before: { USER_NAME: user.user_name, ROLE_ID: user.role_id },
    after: { USER_NAME: user.user_name, ROLE_ID: roleId },
  });
}

/** The add-buyer dialog: gives the role to buyer accounts of the caller's organisation (all or none). */
export async function addUsersToRole(db: Db, auth: AuthContext, roleId: number, userIds: number[]) {
  await db.transaction().execute(async (trx) => {
    await roleOrThrow(trx, auth, roleId);
    const ids = [...new Set(userIds)];
    const users = await repo.findBuyersOfOrganization(trx, auth.orgId, ids);
    const missing = ids.filter((id) => !users.some((u) => u.id === id));
    if (missing.length > 0) throw new AppError(400, 'role.usersInvalid', { ids: missing.join(', ') });
    for (const user of users) {
      if (user.role_id === roleId) continue;
      if (user.id === auth.userId) throw new AppError(400, 'user.selfProtected');
      await setRoleOf(trx, auth, user, roleId);
    }
  });
}

export async function removeUserFromRole(db: Db, auth: AuthContext, roleId: number, userId: number) {
  await db.transaction().execute(async (trx) => {
    await roleOrThrow(trx, auth, roleId);
    const [user] = await repo.findBuyersOfOrganization(trx, auth.orgId, [userId]);
    if (!user || user.role_id !== roleId) throw notFound('role.userNotInRole');
    if (user.id === auth.userId) throw new AppError(400, 'role.cannotRemoveSelf');
    await setRoleOf(trx, auth, user, null);
  });
}

/** Replaces the menus a role is granted (menus only; its button keys stay). */
export async function saveRoleMenus(db: Db, auth: AuthContext, roleId: number, menuIds: number[]) {
  await db.transaction().execute(async (trx) => {
    await roleOrThrow(trx, auth, roleId);
    const ids = [...new Set(menuIds)];
    const found = await repo.findMenusAmong(trx, ids);
    const missing = ids.filter((id) => !found.some((f) => f.id === id));
    if (missing.length > 0) throw new AppError(400, 'menu.unknownMenus', { ids: missing.join(', ') });
    const before = await grantsOf(trx, roleId);
    await repo.replaceGrants(trx, roleId, 'menu', ids);
    await writeAudit(trx, auth, {
      action: 'saveMenus',
      entity: 'role',
      entityId: roleId,
      before: { MENU_IDS: before.menuIds },
      after: { MENU_IDS: [...ids].sort((a, b) => a - b) },
    });
  });
}

/** Replaces the button permission keys a role holds (of module SCM). */
export async function saveRoleButtons(db: Db, auth: AuthContext, roleId: number, codes: string[]) {
  await db.transaction().execute(async (trx) => {
    await roleOrThrow(trx, auth, roleId);
    const wanted = [...new Set(codes)];
    const found = await repo.findButtonsAmong(trx, wanted);
    const missing = wanted.filter((code) => !found.some((f) => f.menu_code === code));
    if (missing.length > 0) throw new AppError(400, 'menu.unknownButtons', { codes: missing.join(', ') });
    const before = await grantsOf(trx, roleId);
    await repo.replaceGrants(
      trx,
      roleId,
      'button',
      found.map((f) => f.id),
    );
    await writeAudit(trx, auth, {
      action: 'saveButtons',
      entity: 'role',
      entityId: roleId,
      before: { BUTTON_CODES: before.buttonCodes },
      after: { BUTTON_CODES: found.map((f) => f.menu_code).sort() },
    });
  });
}

/** `Role/GetSrmRole`: a page of the roles, the same rows as `Role/LoadData`. */
export function loadRolePage(db: Db, auth: AuthContext, query: ListQuery) {
  return loadPage(db, roleList, scopeOf(auth), query);
}

/** `Role/LoadUsers`: buyers of the caller's organisation holding the role, or (inRole false) those who do not. */
export function loadRoleUsers(db: Db, auth: AuthContext, query: ListQuery, roleId: number, inRole: boolean) {
  return repo.pageRoleUsers(db, scopeOf(auth), query, roleId, inRole);
}
