import type { SavedQueryRow, SavedQueryView } from '@srm/contract';
import { AppError } from '../../platform/errors.ts';
import * as repo from './list-param.repository.ts';
import { keyOf, type ListParamContext, listFor } from './list-param-context.ts';

/** The caller's saved advanced queries of a list: LoadListAdvancedQuery, SaveListAdvancedQuery. */

export async function loadSavedQueries(ctx: ListParamContext, route: string): Promise<SavedQueryView[]> {
  listFor(ctx, route);
  const rows = await repo.loadQueries(ctx.db, keyOf(ctx, route), ctx.auth.userId);
  return rows.map((r) => ({
    ORD_ID: r.ord_id,
    PARAM_NAME: r.param_name,
    FIELD_NAME: r.field_name,
    ACTION_TYPE: r.action_type,
    PARAM_VALUE: r.param_value,
    DATA_TYPE: r.data_type,
    IS_PAGING: r.is_paging,
    LIST_ROUTE: r.list_route,
    USER_NAME: ctx.auth.userName,
  }));
}

/** SaveListAdvancedQuery: the caller's saved rows of the list become exactly these. */
export async function saveQueries(
  ctx: ListParamContext,
  route: string,
  rows: SavedQueryRow[],
): Promise<number> {
  const list = listFor(ctx, route);
  const params = await repo.pageParams(ctx.db, keyOf(ctx, route), 1, 10_000);
  const known = new Set([
    ...list.definition.columns.map((c) => c.field),
    ...params.rows.map((p) => p.param_name),
  ]);
  for (const row of rows) {
    for (const name of [row.PARAM_NAME, row.FIELD_NAME]) {
      if (!known.has(name)) throw new AppError(400, 'listParam.unknownField', { field: name, route });
    }
  }
  const key = keyOf(ctx, route);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteQueries(trx, key, ctx.auth.userId);
    await repo.insertQueries(
      trx,
      key,
      ctx.auth.userId,
      rows.map((r) => ({
        ord_id: r.ORD_ID,
        param_name: r.PARAM_NAME,
        field_name: r.FIELD_NAME,
        action_type: r.ACTION_TYPE,
        param_value: r.PARAM_VALUE,
        data_type: r.DATA_TYPE,
        is_paging: r.IS_PAGING,
      })),
    );
  });
  return rows.length;
}
