import { isButtonKey, isScreenPath, organizationKeyScopes, vendorKeyScopes } from '@srm/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * What a route needs before its handler runs. Every `/api` route declares one in `config.permission`;
 * a route without it is refused at start-up (default deny, PRODUCT §9).
 */
export type Permission =
  /** Anyone, signed in or not (login page, health). */
  | { public: true }
  /** Any signed-in user of the organisation in the `OrgId` header. */
  | { signedIn: true }
  /** A signed-in user whose role holds this menu (by its route, e.g. `/System/User`). */
  | { menu: string }
  /** A signed-in user whose role holds any of these menus (a call several screens make, e.g. packing outer boxes). */
  | { anyMenu: string[] }
  /** A signed-in user whose role holds this button permission key (e.g. `SeniorSetting`). */
  | { button: string }
  /**
   * A system with an API key (`X-Api-Key`) holding this scope; never a signed-in user. The organisation's scopes
   * (`orders`, `receipts`, `notes`, `invoices`) take an ERP/WMS key, the `vendor.*` scopes a vendor's own key (migration 0029):
   * neither kind of key ever passes the other kind's scope.
   */
  | { integration: IntegrationScope };

/** Scopes of the organisation's ERP/WMS keys (no vendor code). */
export const organizationScopes = organizationKeyScopes;
/** Scopes of a vendor's own keys, scoped to its vendor code: push its notes, pull its order lines and answers. */
export const vendorScopes = vendorKeyScopes;
export const integrationScopes = [...organizationScopes, ...vendorScopes] as const;
export type IntegrationScope = (typeof integrationScopes)[number];
export type VendorScope = (typeof vendorScopes)[number];
export const isVendorScope = (scope: string): scope is VendorScope =>
  (vendorScopes as readonly string[]).includes(scope);

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
  }
}

export class MissingPermissionError extends Error {
  constructor(method: string | string[], url: string) {
    super(`Route ${String(method)} ${url} declares no permission (config.permission); it will not be served`);
  }
}

export class UndeclaredPermissionError extends Error {
  constructor(method: string | string[], url: string, keys: string[]) {
    super(
      `Route ${String(method)} ${url} names ${keys.join(', ')}: not a screen or button key of the registry (contract/src/screens.ts)`,
    );
  }
}

/** The screens and button keys a permission names that the registry (contract/src/screens.ts) does not declare. */
export function undeclaredKeys(permission: Permission): string[] {
  if ('menu' in permission) return isScreenPath(permission.menu) ? [] : [permission.menu];
  if ('anyMenu' in permission) return permission.anyMenu.filter((m) => !isScreenPath(m));
  if ('button' in permission) return isButtonKey(permission.button) ? [] : [permission.button];
  return [];
}

/** Routes registered so far, with their permission: the authorisation matrix test walks this table. */
export type RouteEntry = { method: string; url: string; permission: Permission };

export function registerPermissionGuard(app: FastifyInstance, table: RouteEntry[]): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const permission = route.config?.permission;
    if (!permission) throw new MissingPermissionError(route.method, route.url);
    const unknown = undeclaredKeys(permission);
    if (unknown.length) throw new UndeclaredPermissionError(route.method, route.url, unknown);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url, permission });
    }
  });
}
