import { apiPaths, envelopeOf, getOrgInfoQuery, orgOption } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { listOrgOptions } from './organization.service.ts';

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
};
