export { startMailWorker } from './mail.job.ts';
export { mailRoutes } from './mail.routes.ts';
