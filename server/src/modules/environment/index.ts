export { environmentRoutes } from './environment.routes.ts';
