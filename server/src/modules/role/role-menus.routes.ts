import {
  apiPaths,
  buttonPermission,
  envelopeOf,
  roleButtonsQuery,
  roleIdQuery,
  serverMenu,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { assertMayReadRole, buttonsOfRole, menusOfRole } from './role-menus.service.ts';

/** The two calls the web app makes right after sign-in (spec §7) to build its menu and button permissions. */
export const roleMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/${apiPaths.role.loadMenusByRoleId}`,
    {
      schema: {
        tags: ['Role'],
        summary: 'Menu tree of a role for a module (own role, or any role with the Role screen)',
        querystring: roleIdQuery,
        response: { 200: envelopeOf(z.array(serverMenu)) },
      },
      config: { permission: { signedIn: true } },
    },
    async (request) => {
      assertMayReadRole(authOf(request), request.query.roleId);
      return ok(await menusOfRole(app.db, request.query.roleId, request.query.appCode));
    },
  );

  app.get(
    `/${apiPaths.role.getAllButtonByRoleId}`,
    {
      schema: {
        tags: ['Role'],
        summary: 'Button permission keys of a role',
        querystring: roleButtonsQuery,
        response: { 200: envelopeOf(z.array(buttonPermission)) },
      },
      config: { permission: { signedIn: true } },
    },
    async (request) => {
      assertMayReadRole(authOf(request), request.query.roleId);
      return ok(await buttonsOfRole(app.db, request.query.roleId));
    },
  );
};
