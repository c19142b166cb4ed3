export { keyCreator, partNames } from './integration.repository.ts';
export { integrationRoutes } from './integration.routes.ts';
export { createKey, listKeys, pullConfirmations, revokeKey } from './integration.service.ts';
