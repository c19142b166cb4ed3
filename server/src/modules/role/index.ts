export { staffRolesHolding } from './role.repository.ts';
export { roleRoutes } from './role.routes.ts';
export { roleMenuRoutes } from './role-menus.routes.ts';
