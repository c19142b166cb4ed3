import type { SelectOption } from '@srm/contract';
import { translate } from '../../messages.ts';
import { checkAdminSql } from '../../platform/admin-sql/check.ts';
import { dropdownRowCap, type SessionValues } from '../../platform/admin-sql/run.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { describeColumn } from '../../platform/list/list-definition.ts';
import * as repo from './list-param.repository.ts';
import { blank, keyOf, type ListParamContext, listFor, sessionOf } from './list-param-context.ts';
import * as options from './list-param-options.repository.ts';

/** The options of a dropdown parameter (its REFERENCE_SQL, run in the sandbox): GetSelectList, GetSelectPage. */

/** The options of REFERENCE_SQL: its CODE and NAME columns as text, at most `cap` of them. */
async function selectOptions(
  db: Db,
  text: string,
  session: SessionValues,
  cap: number,
): Promise<SelectOption[]> {
  const checked = await checkAdminSql(text);
  const rows = await options.selectOptions(db, checked, session, cap + 1);
  if (rows.length > cap) throw new AppError(400, 'safeSql.tooManyRows', { cap });
  return rows;
}

/**
 * The options of a coded column the list declares (its value labels, or yes/no), when no configured parameter has
 * that name: the advanced query offers the declared columns of a list nobody has configured yet.
 */
async function declaredOptions(
  ctx: ListParamContext,
  route: string,
  paramName: string,
): Promise<SelectOption[] | null> {
  const list = listFor(ctx, route);
  if (await repo.findParam(ctx.db, keyOf(ctx, route), paramName)) return null;
  const { OPTIONS } = describeColumn(list.definition, paramName, ctx.lang);
  return OPTIONS ? OPTIONS.map((o) => ({ CODE: o.value, NAME: o.label })) : null;
}

async function referenceSqlOf(
  ctx: ListParamContext,
  route: string,
  paramName: string,
): Promise<string | null> {
  listFor(ctx, route);
  const param = await repo.findParam(ctx.db, keyOf(ctx, route), paramName);
  if (!param) throw new AppError(404, 'listParam.paramNotFound', { name: paramName });
  return blank(param.reference_sql) ? null : param.reference_sql;
}

function refusedReference(ctx: ListParamContext, paramName: string, error: unknown): never {
  if (!(error instanceof AppError) || error.status !== 400) throw error;
  throw new AppError(400, 'listParam.sqlRefused', {
    param: paramName,
    kind: translate(ctx.lang, 'listParam.kind.reference'),
    reason: translate(ctx.lang, error.key, error.params),
  });
}

/** GetSelectList: every option of a dropdown parameter, run with the caller's session values. */
export async function selectList(
  ctx: ListParamContext,
  route: string,
  paramName: string,
): Promise<SelectOption[]> {
  const declared = await declaredOptions(ctx, route, paramName);
  if (declared) return declared;
  const text = await referenceSqlOf(ctx, route, paramName);
  if (!text) return [];
  try {
    return await selectOptions(ctx.reads(), text, sessionOf(ctx.auth), dropdownRowCap);
  } catch (error) {
    return refusedReference(ctx, paramName, error);
  }
}

/** GetSelectPage: one page of a dropdown's options, searched by Key in CODE or NAME, with the total. */
export async function selectPage(
  ctx: ListParamContext,
  request: {
    LIST_ROUTE: string;
    PARAM_NAME: string;
    Page: number;
    Limit: number;
    Key: string;
    OrderByParam?: 'CODE' | 'NAME' | undefined;
    OrderBySort?: 0 | 1 | undefined;
  },
): Promise<{ rows: SelectOption[]; total: number }> {
  const text = await referenceSqlOf(ctx, request.LIST_ROUTE, request.PARAM_NAME);
  if (!text) return { rows: [], total: 0 };
  try {
    const checked = await checkAdminSql(text);
    return await options.selectOptionsPage(
      ctx.reads(),
      checked,
      sessionOf(ctx.auth),
      {
        key: request.Key.trim(),
        orderBy: request.OrderByParam ?? 'CODE',
        descending: request.OrderBySort === 1,
      },
      { limit: request.Limit, offset: (request.Page - 1) * request.Limit },
    );
  } catch (error) {
    return refusedReference(ctx, request.PARAM_NAME, error);
  }
}
