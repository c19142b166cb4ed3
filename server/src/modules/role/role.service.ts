import type { RoleDetail, roleSaveBody } from '@srm/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { isUniqueViolation } from '../user/pg-errors.ts';

/**
 * Roles and their grants. Roles are shared by every organisation (a user has one role wherever it works), so
 * their users are counted, listed and changed within the caller's organisation only. Only a super
 * administrator creates, changes or hands out the super administrator role.
 */

type RoleRow = {
  id: number;
  role_name: string;
  role_type: 'super' | 'system' | 'normal';
  is_default: boolean;
  remark: string | null;
};

const findRole = (db: Db, id: number): Promise<RoleRow | undefined> =>
  db
    .selectFrom('role')
    .select(['id', 'role_name', 'role_type', 'is_default', 'remark'])
    .where('id', '=', id)
    .executeTakeFirst();

/** The role, or 404; refuses a non-super caller touching the super role. */
async function roleOrThrow(db: Db, auth: AuthContext, id: number): Promise<RoleRow> {
  const role = await findRole(db, id);
  if (!role) throw notFound('role.notFound');
  if (role.role_type === 'super' && auth.roleType !== 'super') throw new AppError(403, 'role.superOnly');
  return role;
}

async function grantsOf(db: Db, roleId: number) {
  const rows = await db
    .selectFrom('role_menu as rm')
    .innerJoin('menu as m', 'm.id', 'rm.menu_id')
    .select(['m.id', 'm.menu_type', 'm.menu_code'])
    .where('rm.role_id', '=', roleId)
    .orderBy('m.id')
    .execute();
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
  const role = await findRole(db, id);
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
      let taken = trx
        .selectFrom('role')
        .select('id')
        .where(sql`lower(role_name)`, '=', input.ROLE_NAME.toLowerCase());
      if (existing) taken = taken.where('id', '<>', existing.id);
      if (await taken.executeTakeFirst()) throw conflict('role.nameExists', { name: input.ROLE_NAME });

      const values = { role_name: input.ROLE_NAME, role_type: input.ROLE_TYPE, remark: input.REMARK };
      let id: number;
      if (existing) {
        id = existing.id;
        await trx
          .updateTable('role')
          .set({ ...values, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
      } else {
        id = (await trx.insertInto('role').values(values).returning('id').executeTakeFirstOrThrow()).id;
      }
      const saved = await findRole(trx, id);
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
export async function deleteRole(db: Db, auth: AuthContext, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const role = await roleOrThrow(trx, auth, id);
    if (role.is_default) throw conflict('role.isDefault');
    const holder = await trx.selectFrom('app_user').select('id').where('role_id', '=', id).executeTakeFirst();
    if (holder) throw conflict('common.inUse');
    const grants = await grantsOf(trx, id);
    await trx.deleteFrom('role').where('id', '=', id).execute();
    await writeAudit(trx, auth, {
      action: 'delete',
      entity: 'role',
      entityId: id,
      before: { ...auditable(role), MENU_IDS: grants.menuIds, BUTTON_CODES: grants.buttonCodes },
      after: null,
    });
  });
}

/** Buyer accounts (no vendor code) of the caller's organisation among `ids`, with their current role. */
function buyersOfOrganization(db: Db, auth: AuthContext, ids: number[]) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('user_organization as uo', (join) =>
      join.onRef('uo.user_id', '=', 'u.id').on('uo.org_id', '=', auth.orgId),
    )
    .leftJoin('role as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.user_name', 'u.role_id', 'r.role_type'])
    .where('u.id', 'in', ids)
    .where('u.vendor_code', 'is', null)
    .execute();
}

type Holder = { id: number; user_name: string; role_id: number | null; role_type: string | null };

async function setRoleOf(db: Db, auth: AuthContext, user: Holder, roleId: number | null): Promise<void> {
  if (user.role_type === 'super' && auth.roleType !== 'super') throw new AppError(403, 'user.superOnly');
  await db
    .updateTable('app_user')
    .set({ role_id: roleId, updated_at: new Date() })
    .where('id', '=', user.id)
    .execute();
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
    const users = await buyersOfOrganization(trx, auth, ids);
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
    const [user] = await buyersOfOrganization(trx, auth, [userId]);
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
    const found =
      ids.length === 0
        ? []
        : await trx
            .selectFrom('menu')
            .select('id')
            .where('id', 'in', ids)
            .where('menu_type', '=', 'menu')
            .execute();
    const missing = ids.filter((id) => !found.some((f) => f.id === id));
    if (missing.length > 0) throw new AppError(400, 'menu.unknownMenus', { ids: missing.join(', ') });
    const before = await grantsOf(trx, roleId);
    await trx
      .deleteFrom('role_menu')
      .where('role_id', '=', roleId)
      .where('menu_id', 'in', (eb) => eb.selectFrom('menu').select('id').where('menu_type', '=', 'menu'))
      .execute();
    if (ids.length > 0) {
      await trx
        .insertInto('role_menu')
        .values(ids.map((menuId) => ({ role_id: roleId, menu_id: menuId })))
        .execute();
    }
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
    const found =
      wanted.length === 0
        ? []
        : await trx
            .selectFrom('menu')
            .select(['id', 'menu_code'])
            .where('menu_code', 'in', wanted)
            .where('menu_type', '=', 'button')
            .where('menu_kind', '=', 'SCM')
            .execute();
    const missing = wanted.filter((code) => !found.some((f) => f.menu_code === code));
    if (missing.length > 0) throw new AppError(400, 'menu.unknownButtons', { codes: missing.join(', ') });
    const before = await grantsOf(trx, roleId);
    await trx
      .deleteFrom('role_menu')
      .where('role_id', '=', roleId)
      .where('menu_id', 'in', (eb) => eb.selectFrom('menu').select('id').where('menu_type', '=', 'button'))
      .execute();
    if (found.length > 0) {
      await trx
        .insertInto('role_menu')
        .values(found.map((f) => ({ role_id: roleId, menu_id: f.id })))
        .execute();
    }
    await writeAudit(trx, auth, {
      action: 'saveButtons',
      entity: 'role',
      entityId: roleId,
      before: { BUTTON_CODES: before.buttonCodes },
      after: { BUTTON_CODES: found.map((f) => f.menu_code).sort() },
    });
  });
}
