import {
  apiPaths,
  bulkResult,
  changeLockStatusBody,
  envelopeOf,
  idBody,
  idQuery,
  idsBody,
  isExistsNameBody,
  overDeliverySaveBody,
  resetPasswordResult,
  savedId,
  screens,
  spareSaveBody,
  vendorUserDetail,
  vendorUserSaveBody,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { registerList } from '../../platform/list/list-route.ts';
import type { Permission } from '../../platform/permissions.ts';
import { refusals } from '../../platform/refusals.ts';
import type { RouteApp } from '../../platform/route-app.ts';
import {
  changeLockStatus,
  deleteAccount,
  deleteAccounts,
  getAccount,
  isUserNameTaken,
  resetPassword,
  saveAccount,
} from '../user/index.ts';
import { overDeliveryList, partList, spareList, vendorList, vendorUserList } from './vendor.list.ts';
import {
  deleteSideRow,
  deleteSideRows,
  overDeliveryTable,
  saveSideRow,
  spareTable,
} from './vendor.service.ts';

const permission: Permission = { menu: screens.Vender.path };
const tags = ['Vender'];

/**
 * The Vender screen: vendor accounts (users with a vendor code) and the over-delivery and spare side tables.
 * Administrators see every vendor of their organisation; a vendor user whose role was given this screen sees
 * and changes only its own vendor's rows.
 */
export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, 'Vender', vendorUserList, 'Vendor accounts of the organisation (list engine)');
  registerList(app, 'VenderVendors', vendorList, 'Vendor master rows of the organisation (list engine)');
  registerList(app, 'VenderParts', partList, 'Parts of the organisation (list engine)');
  registerList(app, 'VenderOverDelivery', overDeliveryList, 'Over-delivery part confirmations');
  registerList(app, 'VenderSpare', spareList, 'Spare ratios per vendor and part');
  accountRoutes(app);
  accountAccessRoutes(app);
  overDeliveryRoutes(app);
  spareRoutes(app);
};

/** Vendor accounts: the edit dialog, saving and deleting. */
function accountRoutes(app: RouteApp): void {
  app.get(
    `/${apiPaths.vendor.get}`,
    {
      schema: {
        tags,
        summary: 'One vendor account for the edit dialog',
        querystring: idQuery,
        response: { 200: envelopeOf(vendorUserDetail), ...refusals },
      },
      config: { permission },
    },
    async (request) => {
      const detail = await getAccount(app.db, authOf(request), 'vendor', request.query.id);
      return ok({ ...detail, VENDOR_NAME: detail.VENDOR_NAME ?? null });
    },
  );

  app.post(
    `/${apiPaths.vendor.isExistsName}`,
    {
      schema: {
        tags,
        summary: 'Whether a user name is taken (by any account, without regard to case)',
        body: isExistsNameBody,
        response: { 200: envelopeOf(z.boolean()), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await isUserNameTaken(app.db, request.body.USER_NAME, request.body.ID)),
  );

  app.post(
    `/${apiPaths.vendor.addOrModifySave}`,
    {
      schema: {
        tags,
        summary: 'Create (with an RSA-encrypted initial password) or modify a vendor account',
        body: vendorUserSaveBody,
        response: { 200: envelopeOf(savedId), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await saveAccount(app.db, authOf(request), 'vendor', request.body)),
  );

  app.post(
    `/${apiPaths.vendor.delete}`,
    {
      schema: {
        tags,
        summary: 'Delete a vendor account that no record refers to',
        querystring: idQuery,
        response: { 200: envelopeOf(z.boolean()), ...refusals },
      },
      config: { permission },
    },
    async (request) => {
      await deleteAccount(app.db, authOf(request), 'vendor', request.query.id);
      return ok(true);
    },
  );

  app.post(
    `/${apiPaths.vendor.deleteMany}`,
    {
      schema: {
        tags,
        summary: 'Delete several vendor accounts: all or none (409 names each refused account)',
        body: idsBody,
        response: { 200: envelopeOf(bulkResult), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await deleteAccounts(app.db, authOf(request), 'vendor', request.body.IDS)),
  );
}

/** Whether a vendor account can sign in: its lock and its password. */
function accountAccessRoutes(app: RouteApp): void {
  app.post(
    `/${apiPaths.vendor.changeLockStatus}`,
    {
      schema: {
        tags,
        summary: 'Lock or unlock a vendor account',
        body: changeLockStatusBody,
        response: { 200: envelopeOf(z.boolean()), ...refusals },
      },
      config: { permission },
    },
    async (request) => {
      await changeLockStatus(app.db, authOf(request), 'vendor', request.body.ID, request.body.IS_LOCKED);
      return ok(true);
    },
  );

  app.post(
    `/${apiPaths.vendor.resetPassword}`,
    {
      schema: {
        tags,
        summary: 'Replace the password of a vendor account by a temporary one, answered once',
        body: idBody,
        response: { 200: envelopeOf(resetPasswordResult), ...refusals },
      },
      config: { permission },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await resetPassword(
          app.db,
          app.mailPort.temporaryPassword,
          authOf(request),
          'vendor',
          request.body.ID,
        ),
      );
    },
  );
}

/** The over-delivery side table: the % a vendor may deliver above the order, per vendor and part. */
function overDeliveryRoutes(app: RouteApp): void {
  app.post(
    `/${apiPaths.vendor.overDeliverySave}`,
    {
      schema: {
        tags,
        summary: 'Set the allowed over-delivery % of a vendor and part (confirmed by the caller, now)',
        body: overDeliverySaveBody,
        response: { 200: envelopeOf(savedId), ...refusals },
      },
      config: { permission },
    },
    async (request) => {
      const { OVER_PCT, ...rest } = request.body;
      return ok(await saveSideRow(app.db, authOf(request), overDeliveryTable, { ...rest, pct: OVER_PCT }));
    },
  );

  app.post(
    `/${apiPaths.vendor.overDeliveryDelete}`,
    {
      schema: {
        tags,
        summary: 'Delete an over-delivery confirmation',
        querystring: idQuery,
        response: { 200: envelopeOf(z.boolean()), ...refusals },
      },
      config: { permission },
    },
    async (request) => {
      await deleteSideRow(app.db, authOf(request), overDeliveryTable, request.query.id);
      return ok(true);
    },
  );

  app.post(
    `/${apiPaths.vendor.overDeliveryDeleteMany}`,
    {
      schema: {
        tags,
        summary: 'Delete several over-delivery confirmations: all or none',
        body: idsBody,
        response: { 200: envelopeOf(bulkResult), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await deleteSideRows(app.db, authOf(request), overDeliveryTable, request.body.IDS)),
  );
}

/** The spare side table: the spare % of a vendor and part. */
function spareRoutes(app: RouteApp): void {
  app.post(
    `/${apiPaths.vendor.spareSave}`,
    {
      schema: {
        tags,
        summary: 'Set the spare % of a vendor and part',
        body: spareSaveBody,
        response: { 200: envelopeOf(savedId), ...refusals },
      },
      config: { permission },
    },
    async (request) => {
      const { SPARE_PCT, ...rest } = request.body;
      return ok(await saveSideRow(app.db, authOf(request), spareTable, { ...rest, pct: SPARE_PCT }));
    },
  );

  app.post(
    `/${apiPaths.vendor.spareDelete}`,
    {
      schema: {
        tags,
        summary: 'Delete a spare ratio',
        querystring: idQuery,
        response: { 200: envelopeOf(z.boolean()), ...refusals },
      },
      config: { permission },
    },
    async (request) => {
      await deleteSideRow(app.db, authOf(request), spareTable, request.query.id);
      return ok(true);
    },
  );
  app.post(
    `/${apiPaths.vendor.spareDeleteMany}`,
    {
      schema: {
        tags,
        summary: 'Delete several spare ratios: all or none',
        body: idsBody,
        response: { 200: envelopeOf(bulkResult), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await deleteSideRows(app.db, authOf(request), spareTable, request.body.IDS)),
  );
}
