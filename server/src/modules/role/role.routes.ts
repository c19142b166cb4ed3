import {
  apiPaths,
  bulkResult,
  envelopeOf,
  getSrmRoleQuery,
  idQuery,
  idsBody,
  listRequest,
  roleAddUsersBody,
  roleButtonsBody,
  roleDetail,
  roleMenusBody,
  roleRemoveUserBody,
  roleSaveBody,
  roleUserRow,
  roleUsersQuery,
  savedId,
  screens,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { rowSchemaOf } from '../../platform/list/list-definition.ts';
import { registerList } from '../../platform/list/list-route.ts';
import type { Permission } from '../../platform/permissions.ts';
import { refusals } from '../../platform/refusals.ts';
import type { RouteApp } from '../../platform/route-app.ts';
import { refuseVendorUsers } from '../../platform/staff-only.ts';
import { roleList } from './role.list.ts';
import {
  addUsersToRole,
  deleteRole,
  deleteRoles,
  getRole,
  loadRolePage,
  loadRoleUsers,
  removeUserFromRole,
  saveRole,
  saveRoleButtons,
  saveRoleMenus,
} from './role.service.ts';

const permission: Permission = { menu: screens.Role.path };
const tags = ['Role'];

/**
 * The Role screen: roles, the buyers holding a role (and the add-buyer dialog), the menus and button keys a
 * role grants. `LoadMenusByRoleId` and `GetAllButtonByRoleId` (used right after sign-in) live in role-menus.
 */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', refuseVendorUsers);

  registerList(
    app,
    'Role',
    roleList,
    'Roles with the number of users of the organisation holding each (list engine)',
  );
  roleRecordRoutes(app);
  roleUserRoutes(app);
  roleGrantRoutes(app);
};

/** The roles themselves: paged, the edit dialog, saving and deleting. */
function roleRecordRoutes(app: RouteApp): void {
  app.get(
    `/${apiPaths.role.getSrmRole}`,
    {
      schema: {
        tags,
        summary: 'Paged roles (Key searches the name), the same rows as Role/LoadData',
        querystring: getSrmRoleQuery,
        response: { 200: envelopeOf(z.array(rowSchemaOf(roleList))), ...refusals },
      },
      config: { permission },
    },
    async (request) => {
      const { Page, Limit, Key } = request.query;
      const query = listRequest.parse({
        Page,
        Limit,
        Params: Key ? [{ FIELD_NAME: 'ROLE_NAME', ACTION_TYPE: 6, PARAM_VALUE: Key }] : [],
      });
      const page = await loadRolePage(app.db, authOf(request), query);
      return ok(page.rows, { count: page.total, pageSize: Limit });
    },
  );

  app.get(
    `/${apiPaths.role.addOrModify}`,
    {
      schema: {
        tags,
        summary: 'One role for the edit dialog, with the menus and button keys it grants',
        querystring: idQuery,
        response: { 200: envelopeOf(roleDetail), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await getRole(app.db, request.query.id)),
  );

  app.post(
    `/${apiPaths.role.addOrModifySave}`,
    {
      schema: {
        tags,
        summary: 'Create or modify a role',
        body: roleSaveBody,
        response: { 200: envelopeOf(savedId), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await saveRole(app.db, authOf(request), request.body)),
  );

  app.post(
    `/${apiPaths.role.deleteMany}`,
    {
      schema: {
        tags,
        summary: 'Delete several roles no user holds: all or none',
        body: idsBody,
        response: { 200: envelopeOf(bulkResult), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await deleteRoles(app.db, authOf(request), request.body.IDS)),
  );

  app.post(
    `/${apiPaths.role.delete}`,
    {
      schema: {
        tags,
        summary: 'Delete a role no user holds',
        querystring: idQuery,
        response: { 200: envelopeOf(z.boolean()), ...refusals },
      },
      config: { permission },
    },
    async (request) => {
      await deleteRole(app.db, authOf(request), request.query.id);
      return ok(true);
    },
  );
}

/** The buyers holding a role, and giving or taking it. */
function roleUserRoutes(app: RouteApp): void {
  app.post(
    `/${apiPaths.role.loadUsers}`,
    {
      schema: {
        tags,
        summary: 'Buyers of the organisation holding the role, or (inRole=false) those who do not',
        querystring: roleUsersQuery,
        body: listRequest,
        response: { 200: envelopeOf(z.array(roleUserRow)), ...refusals },
      },
      config: { permission },
    },
    async (request) => {
      const { roleId, inRole } = request.query;
      const query = listRequest.parse(request.body);
      const page = await loadRoleUsers(app.db, authOf(request), query, roleId, inRole);
      return ok(page.rows, { count: page.total, pageSize: query.Limit });
    },
  );

  app.post(
    `/${apiPaths.role.addUsers}`,
    {
      schema: {
        tags,
        summary: 'Give the role to buyers of the organisation (the add-buyer dialog)',
        body: roleAddUsersBody,
        response: { 200: envelopeOf(z.boolean()), ...refusals },
      },
      config: { permission },
    },
    async (request) => {
      await addUsersToRole(app.db, authOf(request), request.body.roleId, request.body.userIds);
      return ok(true);
    },
  );

  app.post(
    `/${apiPaths.role.removeUser}`,
    {
      schema: {
        tags,
        summary: 'Take the role from a buyer (who then has no role and cannot sign in)',
        body: roleRemoveUserBody,
        response: { 200: envelopeOf(z.boolean()), ...refusals },
      },
      config: { permission },
    },
    async (request) => {
      await removeUserFromRole(app.db, authOf(request), request.body.roleId, request.body.userId);
      return ok(true);
    },
  );
}

/** What a role grants: its menus and its button keys. */
function roleGrantRoutes(app: RouteApp): void {
  app.post(
    `/${apiPaths.role.saveMenus}`,
    {
      schema: {
        tags,
        summary: 'Replace the menus the role grants',
        body: roleMenusBody,
        response: { 200: envelopeOf(z.boolean()), ...refusals },
      },
      config: { permission },
    },
    async (request) => {
      await saveRoleMenus(app.db, authOf(request), request.body.roleId, request.body.menuIds);
      return ok(true);
    },
  );

  app.post(
    `/${apiPaths.role.saveButtons}`,
    {
      schema: {
        tags,
        summary: 'Replace the button permission keys the role holds',
        body: roleButtonsBody,
        response: { 200: envelopeOf(z.boolean()), ...refusals },
      },
      config: { permission },
    },
    async (request) => {
      await saveRoleButtons(app.db, authOf(request), request.body.roleId, request.body.buttonCodes);
      return ok(true);
    },
  );
}
