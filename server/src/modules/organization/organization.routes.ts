import {
  apiPaths,
  envelopeOf,
  getOrgInfoQuery,
  orgOption,
  orgSettings,
  orgSettingsSave,
  screens,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { refusals } from '../../platform/refusals.ts';
import { refuseVendorUsers } from '../../platform/staff-only.ts';
import { getOrgSettings, listOrgOptions, saveOrgSettings } from './organization.service.ts';

const p = apiPaths.organization;
const tags = ['Organization'];
const permission = { menu: screens.OrgSettings.path };

/**
 * The organisation's own settings (System/OrgSettings, PRODUCT §10): the administrators' (the OrgSettings menu; never
 * a vendor user, whatever its role holds), always of the session's organisation. An encapsulated plugin, so its
 * vendor refusal does not reach the public login-page route.
 */
const settingsRoutes: FastifyPluginAsyncZod = async (admin) => {
  admin.addHook('onRequest', refuseVendorUsers);

  admin.get(
    `/${p.getSettings}`,
    {
      schema: {
        tags,
        summary:
          "The caller's organisation's settings: shipping against unconfirmed order lines, the reminder",
        response: { 200: envelopeOf(orgSettings), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await getOrgSettings(admin.db, authOf(request))),
  );

  admin.post(
    `/${p.saveSettings}`,
    {
      schema: {
        tags,
        summary: "Save the caller's organisation's settings (audited)",
        body: orgSettingsSave,
        response: { 200: envelopeOf(orgSettings), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await saveOrgSettings(admin.db, authOf(request), request.body)),
  );
};

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/${apiPaths.user.getOrgInfo}`,
    {
      schema: {
        tags: ['User'],
        summary: 'Organisations offered on the login page for a user name',
        querystring: getOrgInfoQuery,
        response: { 200: envelopeOf(z.array(orgOption)) },
      },
      config: { permission: { public: true } },
    },
    async (request) => ok(await listOrgOptions(app.db, request.query.userName, request.lang)),
  );

  await app.register(settingsRoutes);
};
