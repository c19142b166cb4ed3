export { auditRoutes } from './audit.routes.ts';
export type { AuditActor } from './audit.service.ts';
export { writeAudit } from './audit.service.ts';
