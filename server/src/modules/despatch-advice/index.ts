export { despatchAdviceRoutes } from './despatch-advice.routes.ts';
