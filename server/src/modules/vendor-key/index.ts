export { vendorKeyRoutes } from './vendor-key.routes.ts';
