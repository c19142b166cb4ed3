export { startWebhookWorker } from './webhook.job.ts';
export { webhookRoutes } from './webhook.routes.ts';
