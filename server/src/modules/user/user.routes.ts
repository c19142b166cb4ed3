import {
  apiPaths,
  bulkResult,
  changeLockStatusBody,
  envelopeOf,
  idBody,
  idQuery,
  idsBody,
  isExistsNameBody,
  resetPasswordResult,
  savedId,
  screens,
  userDetail,
  userSaveBody,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { registerList } from '../../platform/list/list-route.ts';
import type { Permission } from '../../platform/permissions.ts';
import { refusals } from '../../platform/refusals.ts';
import { refuseVendorUsers } from '../../platform/staff-only.ts';
import { userList } from './user.list.ts';
import {
  changeLockStatus,
  deleteAccount,
  deleteAccounts,
  getAccount,
  isUserNameTaken,
  resetPassword,
  saveAccount,
} from './user.service.ts';

const permission: Permission = { menu: screens.User.path };
const tags = ['User'];

/** Buyer, finance and administrator accounts (User screen): users without a vendor code. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', refuseVendorUsers);

  registerList(app, 'User', userList, 'Buyer accounts of the organisation (list engine)');

  app.get(
    `/${apiPaths.user.get}`,
    {
      schema: {
        tags,
        summary: 'One account for the edit dialog',
        querystring: idQuery,
        response: { 200: envelopeOf(userDetail), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await getAccount(app.db, authOf(request), 'staff', request.query.id)),
  );

  app.post(
    `/${apiPaths.user.isExistsName}`,
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
    `/${apiPaths.user.addOrModifySave}`,
    {
      schema: {
        tags,
        summary: 'Create (with an RSA-encrypted initial password) or modify a buyer account',
        body: userSaveBody,
        response: { 200: envelopeOf(savedId), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await saveAccount(app.db, authOf(request), 'staff', request.body)),
  );

  app.post(
    `/${apiPaths.user.delete}`,
    {
      schema: {
        tags,
        summary: 'Delete an account that no record refers to',
        querystring: idQuery,
        response: { 200: envelopeOf(z.boolean()), ...refusals },
      },
      config: { permission },
    },
    async (request) => {
      await deleteAccount(app.db, authOf(request), 'staff', request.query.id);
      return ok(true);
    },
  );

  app.post(
    `/${apiPaths.user.deleteMany}`,
    {
      schema: {
        tags,
        summary: 'Delete several accounts: all or none (409 names each refused account)',
        body: idsBody,
        response: { 200: envelopeOf(bulkResult), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await deleteAccounts(app.db, authOf(request), 'staff', request.body.IDS)),
  );

  app.post(
    `/${apiPaths.user.changeLockStatus}`,
    {
      schema: {
        tags,
        summary: 'Lock or unlock an account',
        body: changeLockStatusBody,
        response: { 200: envelopeOf(z.boolean()), ...refusals },
      },
      config: { permission },
    },
    async (request) => {
      await changeLockStatus(app.db, authOf(request), 'staff', request.body.ID, request.body.IS_LOCKED);
      return ok(true);
    },
  );

  app.post(
    `/${apiPaths.user.resetPassword}`,
    {
      schema: {
        tags,
        summary: 'Replace the password by a temporary one, answered once',
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
          'staff',
          request.body.ID,
        ),
      );
    },
  );
};
