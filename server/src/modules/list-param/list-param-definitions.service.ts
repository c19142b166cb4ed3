import type { ParamDefinition } from '@srm/contract';
import { translate } from '../../messages.ts';
import { checkAdminSql } from '../../platform/admin-sql/check.ts';
import { dropdownRowCap } from '../../platform/admin-sql/run.ts';
import { holds } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './list-param.repository.ts';
import {
  assertUnique,
  blank,
  declaredField,
  keyOf,
  type ListParamContext,
  listFor,
  sessionOf,
} from './list-param-context.ts';
import * as options from './list-param-options.repository.ts';

/** Parameter definitions of a list (the query rows of its advanced search): ListParam/LoadData, SaveData, Delete*. */

/** A definition as the caller may see it: the SQL text only for holders of SeniorSetting (PRODUCT §9). */
const toDefinition = (row: repo.ParamRow, showSql: boolean): ParamDefinition => ({
  ID: row.id,
  LIST_ROUTE: row.list_route,
  ORD_IDX: row.ord_idx,
  PARAM_NAME: row.param_name,
  PARAM_CAPTION: row.param_caption,
  FIELD_NAME: row.field_name,
  ACTION_TYPE: row.action_type,
  PARAM_VALUE: row.param_value,
  DATA_TYPE: row.data_type,
  REFERENCE_SQL: showSql ? row.reference_sql : null,
  SUB_SQL: showSql ? row.sub_sql : null,
  IS_PAGING: row.is_paging,
  IS_FAST_SEARCH: row.is_fast_search,
  DEFAULT_VALUE: row.default_value,
  REMARK: row.remark,
});

export async function loadDefinitions(
  ctx: ListParamContext,
  route: string,
  page: number,
  limit: number,
): Promise<{ rows: ParamDefinition[]; total: number }> {
  listFor(ctx, route);
  const { rows, total } = await repo.pageParams(ctx.db, keyOf(ctx, route), page, limit);
  const showSql = holds(ctx.auth.grants, { button: 'SeniorSetting' });
  return { rows: rows.map((row) => toDefinition(row, showSql)), total };
}

/** Refuses configured SQL that is not one safe query, or that fails when run now with the saver's session. */
async function validateSql(ctx: ListParamContext, row: ParamDefinition): Promise<void> {
  const check = async (kind: 'reference' | 'sub', run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw new AppError(400, 'listParam.sqlRefused', {
        param: row.PARAM_NAME,
        kind: translate(ctx.lang, `listParam.kind.${kind}`),
        reason: translate(ctx.lang, error.key, error.params),
      });
    }
  };
  const session = sessionOf(ctx.auth);
  if (!blank(row.REFERENCE_SQL)) {
    await check('reference', async () => {
      const checked = await checkAdminSql(row.REFERENCE_SQL!);
      // The statement on its own first, so its own mistakes are not reported as a missing CODE or NAME.
      await options.probeAdminSql(ctx.db, checked, session);
      // A dropdown without paging must fit under the row cap for the person configuring it.
      const cap = row.IS_PAGING === 'Y' ? 0 : dropdownRowCap;
      const rows = await options.selectOptions(ctx.db, checked, session, cap + 1);
      if (row.IS_PAGING !== 'Y' && rows.length > cap) throw new AppError(400, 'safeSql.tooManyRows', { cap });
    });
  }
  if (!blank(row.SUB_SQL)) {
    await check('sub', async () => {
      const checked = await checkAdminSql(row.SUB_SQL!, { allowParamValue: true });
      await options.probeAdminSql(ctx.db, checked, { ...session, paramValue: '' });
    });
  }
}

/** SaveData: upserts parameter definitions of one list (by ID, else by PARAM_NAME). */
export async function saveDefinitions(ctx: ListParamContext, rows: ParamDefinition[]): Promise<number> {
  if (rows.length === 0) return 0;
  const route = rows[0]!.LIST_ROUTE;
  if (rows.some((r) => r.LIST_ROUTE !== route)) throw new AppError(400, 'listParam.mixedRoutes');
  const list = listFor(ctx, route);
  assertUnique(rows.map((r) => r.PARAM_NAME));
  const prepared = rows.map((r) => ({ ...r, FIELD_NAME: declaredField(list.definition, r.FIELD_NAME) }));
  for (const row of prepared) await validateSql(ctx, row);
  const key = keyOf(ctx, route);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      for (const r of prepared) {
        const found = await repo.upsertParam(trx, key, r.ID, {
          org_id: key.orgId,
          list_route: route,
          ord_idx: r.ORD_IDX,
          param_name: r.PARAM_NAME,
          param_caption: r.PARAM_CAPTION,
          field_name: r.FIELD_NAME,
          action_type: r.ACTION_TYPE,
          param_value: r.PARAM_VALUE ?? null,
          data_type: r.DATA_TYPE,
          reference_sql: blank(r.REFERENCE_SQL) ? null : r.REFERENCE_SQL!,
          sub_sql: blank(r.SUB_SQL) ? null : r.SUB_SQL!,
          is_paging: r.IS_PAGING,
          is_fast_search: r.IS_FAST_SEARCH,
          default_value: r.DEFAULT_VALUE ?? null,
          remark: r.REMARK ?? null,
          updated_by: ctx.auth.userName,
        });
        if (!found) throw new AppError(404, 'common.notFound');
      }
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      throw new AppError(409, 'listParam.paramExists', {
        name: prepared.map((r) => r.PARAM_NAME).join(', '),
      });
    }
    throw error;
  }
  return prepared.length;
}

export async function deleteDefinition(
  ctx: ListParamContext,
  route: string,
  by: { id?: number; name: string },
): Promise<number> {
  listFor(ctx, route);
  const deleted = await repo.deleteParam(ctx.db, keyOf(ctx, route), by);
  if (deleted === 0) throw new AppError(404, 'listParam.paramNotFound', { name: by.name });
  return deleted;
}

export async function deleteAllDefinitions(ctx: ListParamContext, route: string): Promise<number> {
  listFor(ctx, route);
  return repo.deleteAllParams(ctx.db, keyOf(ctx, route));
}
