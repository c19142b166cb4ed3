export { disputeRoutes } from './dispute.routes.ts';
