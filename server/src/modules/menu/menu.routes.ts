import {
  apiPaths,
  buttonEntry,
  buttonSaveBody,
  envelopeOf,
  idQuery,
  isExistsLinkUrlBody,
  menuKindQuery,
  menuSaveBody,
  savedId,
  screens,
  serverMenu,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import type { Permission } from '../../platform/permissions.ts';
import { refusals } from '../../platform/refusals.ts';
import { refuseVendorUsers } from '../../platform/staff-only.ts';
import {
  buttonsOf,
  deleteButton,
  deleteMenu,
  isLinkUrlTaken,
  menuTree,
  saveButton,
  saveMenu,
} from './menu.service.ts';

const permission: Permission = { menu: screens.Menu.path };
const tags = ['Menu'];

/** The Menu screen: the menu tree and the button permission entries ("sub-menus") of module SCM. */
export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', refuseVendorUsers);

  app.get(
    `/${apiPaths.menu.loadData2Tree}`,
    {
      schema: {
        tags,
        summary: 'The whole menu tree of a module, disabled entries included',
        querystring: menuKindQuery,
        response: { 200: envelopeOf(z.array(serverMenu)), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await menuTree(app.db, request.query.MENU_KIND)),
  );

  app.post(
    `/${apiPaths.menu.addOrModifySave}`,
    {
      schema: {
        tags,
        summary: 'Create or modify a menu entry',
        body: menuSaveBody,
        response: { 200: envelopeOf(savedId), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await saveMenu(app.db, authOf(request), request.body)),
  );

  app.post(
    `/${apiPaths.menu.delete}`,
    {
      schema: {
        tags,
        summary: 'Delete a menu entry without children that no role is granted',
        querystring: idQuery,
        response: { 200: envelopeOf(z.boolean()), ...refusals },
      },
      config: { permission },
    },
    async (request) => {
      await deleteMenu(app.db, authOf(request), request.query.id);
      return ok(true);
    },
  );

  app.post(
    `/${apiPaths.menu.isExistsLinkUrl}`,
    {
      schema: {
        tags,
        summary: 'Whether another menu entry already has this link address',
        body: isExistsLinkUrlBody,
        response: { 200: envelopeOf(z.boolean()), ...refusals },
      },
      config: { permission },
    },
    async (request) =>
      ok(await isLinkUrlTaken(app.db, request.body.MENU_KIND, request.body.Link_Url, request.body.ID)),
  );

  app.get(
    `/${apiPaths.menu.loadDataSub}`,
    {
      schema: {
        tags,
        summary: 'The button permission entries of a module',
        querystring: menuKindQuery,
        response: { 200: envelopeOf(z.array(buttonEntry)), ...refusals },
      },
      config: { permission },
    },
    async (request) => {
      const rows = await buttonsOf(app.db, request.query.MENU_KIND);
      return ok(rows, { count: rows.length, pageSize: rows.length });
    },
  );

  app.post(
    `/${apiPaths.menu.addOrModifySubSave}`,
    {
      schema: {
        tags,
        summary: 'Create or modify a button permission entry',
        body: buttonSaveBody,
        response: { 200: envelopeOf(savedId), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await saveButton(app.db, authOf(request), request.body)),
  );

  app.post(
    `/${apiPaths.menu.deleteSub}`,
    {
      schema: {
        tags,
        summary: 'Delete a button permission entry that no role holds',
        querystring: idQuery,
        response: { 200: envelopeOf(z.boolean()), ...refusals },
      },
      config: { permission },
    },
    async (request) => {
      await deleteButton(app.db, authOf(request), request.query.id);
      return ok(true);
    },
  );
};
