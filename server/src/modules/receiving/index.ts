export { receivingRoutes } from './receiving.routes.ts';
