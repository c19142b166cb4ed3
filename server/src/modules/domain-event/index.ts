export { domainEventRoutes } from './domain-event.routes.ts';
