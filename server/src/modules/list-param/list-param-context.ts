import type { Language } from '@srm/contract';
import type { SessionValues } from '../../platform/admin-sql/run.ts';
import { type AuthContext, holds } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { ListDefinition } from '../../platform/list/list-definition.ts';
import type { ListRegistry, RegisteredList } from '../../platform/list/list-registry.ts';
import type { ListKey } from './list-param.repository.ts';

/**
 * What every ListParam/* service shares: who calls, and which lists it may configure. The services are split by
 * what they configure: parameter definitions, dropdown options, saved queries, columns.
 */

/**
 * Who calls, in which language, against which registry of lists: every service call takes it explicitly. `db` is the
 * primary; `reads()` the database a dropdown's configured SQL runs on (a fresh read replica when there is one).
 */
export type ListParamContext = {
  db: Db;
  reads: () => Db;
  registry: ListRegistry;
  auth: AuthContext;
  lang: Language;
};

export const sessionOf = (auth: AuthContext): SessionValues => ({
  orgId: auth.orgId,
  vendorCode: auth.vendorCode,
  userName: auth.userName,
});

/**
 * The list a LIST_ROUTE names, if the caller may read it: it must be a registered list and the caller must hold
 * the permission of its LoadData. Unknown and forbidden lists get the same answer (default deny).
 */
export function listFor(ctx: ListParamContext, route: string): RegisteredList {
  const list = ctx.registry.get(route);
  if (!list || !holds(ctx.auth.grants, list.permission)) {
    throw new AppError(403, 'listParam.unknownList', { route: route.slice(0, 128) });
  }
  return list;
}

/** The caller holds at least one of these button keys (route-level permissions take one key only). */
export function requireAnyButton(auth: AuthContext, ...keys: string[]): void {
  if (!keys.some((button) => holds(auth.grants, { button }))) throw forbidden();
}

export const keyOf = (ctx: ListParamContext, route: string): ListKey => ({ orgId: ctx.auth.orgId, route });

/** The declared field a configured FIELD_NAME names; `t.PO_NO` (the add-prefix tool of spec §5) names PO_NO. */
export function declaredField(definition: ListDefinition, field: string): string {
  const fields = new Set(definition.columns.map((c) => c.field));
  if (fields.has(field)) return field;
  const bare = field.slice(field.lastIndexOf('.') + 1);
  if (fields.has(bare)) return bare;
  throw new AppError(400, 'listParam.unknownField', { field: field.slice(0, 64), route: definition.route });
}

export function assertUnique(values: string[]): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new AppError(400, 'listParam.duplicate', { name: value });
    seen.add(value);
  }
}

export const blank = (text: string | null | undefined) => !text?.trim();
