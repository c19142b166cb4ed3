export { selectMenuRows } from './menu.repository.ts';
export { menuRoutes } from './menu.routes.ts';
export type { CatalogMenu } from './menu-catalog.ts';
export { buttonCatalog, menuCatalog } from './menu-catalog.ts';
export { buildMenuTree, withAncestors } from './menu-tree.ts';
