import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerList } from '../../platform/list/list-route.ts';
import { refuseVendorUsers } from '../../platform/staff-only.ts';
import { auditList } from './audit.list.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', refuseVendorUsers);
  registerList(
    app,
    'AuditLog',
    auditList,
    'Audit log of the organisation: who changed what, before and after',
  );
};
