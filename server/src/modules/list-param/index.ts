export { listParamRoutes } from './list-param.routes.ts';
export { effectiveColumns } from './list-param-columns.service.ts';
