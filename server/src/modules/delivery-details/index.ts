export { deliveryDetailsRoutes } from './delivery-details.routes.ts';
