export { startWebhookWorker } from './webhook.job.ts';
export { deleteMessagesOfEvents } from './webhook.repository.ts';
export { webhookRoutes } from './webhook.routes.ts';
