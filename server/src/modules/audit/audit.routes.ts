import { apiPaths } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerListRoute } from '../../platform/list/list-route.ts';
import { refuseVendorUsers } from '../../platform/staff-only.ts';
import { auditList } from './audit.list.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', refuseVendorUsers);
  registerListRoute(app, {
    path: apiPaths.audit.loadData,
    definition: auditList,
    permission: { button: 'AuditLog' },
    tag: 'Audit',
    summary: 'Audit log of the organisation: who changed what, before and after',
  });
};
