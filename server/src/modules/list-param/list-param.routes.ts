import {
  apiPaths,
  deleteColumnsBody,
  deleteParamBody,
  envelopeOf,
  listRouteBody,
  loadColumnsBody,
  loadedColumn,
  loadSavedQueryBody,
  paramDefinition,
  paramListRequest,
  saveColumnsBody,
  savedQueryView,
  saveParamsBody,
  saveQueryBody,
  selectListBody,
  selectOption,
  selectPageBody,
  tableColumn,
  tableColumnQuery,
} from '@srm/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import type { RouteApp } from '../../platform/route-app.ts';
import {
  deleteColumnConfig,
  loadColumnConfig,
  saveColumnConfig,
  tableColumns,
} from './list-param-columns.service.ts';
import type { ListParamContext } from './list-param-context.ts';
import {
  deleteAllDefinitions,
  deleteDefinition,
  loadDefinitions,
  saveDefinitions,
} from './list-param-definitions.service.ts';
import { selectList, selectPage } from './list-param-options.service.ts';
import { loadSavedQueries, saveQueries } from './list-param-queries.service.ts';

const tags = ['ListParam'];
const paths = apiPaths.listParam;
const signedIn = { permission: { signedIn: true } } as const;
const button = (key: string) => ({ permission: { button: key } });
/** What every list-param service takes: the caller, its language and the list registry. */
type Context = (request: FastifyRequest) => ListParamContext;

/**
 * List configuration (spec §7 "List configuration"). Every call names LIST_ROUTE; the list must be registered and
 * held by the caller (`listFor`, list-param-context.ts). Writing needs the button keys of spec §6, checked here or
 * in the service where a call takes one of several keys.
 */
export const listParamRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): ListParamContext => ({
    db: app.db,
    reads: () => app.reads.forRequest(request),
    registry: app.listRegistry,
    auth: authOf(request),
    lang: request.lang,
  });
  readRoutes(app, ctx);
  savedQueryRoutes(app, ctx);
  columnRoutes(app, ctx);
  definitionRoutes(app, ctx);
};

/** What a list shows the caller: its columns, its parameter definitions and a dropdown parameter's options. */
function readRoutes(app: RouteApp, ctx: Context): void {
  app.post(
    `/${paths.loadListFields}`,
    {
      schema: {
        tags,
        summary: 'Columns of a list for the caller: own rows, else global rows, else the declared columns',
        body: loadColumnsBody,
        response: { 200: envelopeOf(z.array(loadedColumn)) },
      },
      config: signedIn,
    },
    async (request) => ({
      code: 200,
      msg: '',
      data: await loadColumnConfig(ctx(request), request.body.LIST_ROUTE),
    }),
  );

  app.post(
    `/${paths.loadData}`,
    {
      schema: {
        tags,
        summary: 'Parameter definitions of a list (advanced setting grid)',
        body: paramListRequest,
        response: { 200: envelopeOf(z.array(paramDefinition)) },
      },
      config: signedIn,
    },
    async (request) => {
      const { LIST_ROUTE, Page, Limit } = request.body;
      const page = await loadDefinitions(ctx(request), LIST_ROUTE, Page, Limit);
      return { code: 200, msg: '', data: page.rows, count: page.total, pageSize: Limit };
    },
  );

  app.post(
    `/${paths.getSelectList}`,
    {
      schema: {
        tags,
        summary: 'Options of a dropdown parameter (its REFERENCE_SQL, with the caller session values)',
        body: selectListBody,
        response: { 200: envelopeOf(z.array(selectOption)) },
      },
      config: signedIn,
    },
    async (request) => ({
      code: 200,
      msg: '',
      data: await selectList(ctx(request), request.body.LIST_ROUTE, request.body.PARAM_NAME),
    }),
  );

  app.post(
    `/${paths.getSelectPage}`,
    {
      schema: {
        tags,
        summary: 'One page of a paged dropdown parameter, searched by Key in CODE or NAME',
        body: selectPageBody,
        response: { 200: envelopeOf(z.array(selectOption)) },
      },
      config: signedIn,
    },
    async (request) => {
      const page = await selectPage(ctx(request), request.body);
      return { code: 200, msg: '', data: page.rows, count: page.total, pageSize: request.body.Limit };
    },
  );
}

/** The caller's saved advanced query of a list. */
function savedQueryRoutes(app: RouteApp, ctx: Context): void {
  app.post(
    `/${paths.loadListAdvancedQuery}`,
    {
      schema: {
        tags,
        summary: "The caller's saved advanced query of a list",
        body: loadSavedQueryBody,
        response: { 200: envelopeOf(z.array(savedQueryView)) },
      },
      config: signedIn,
    },
    async (request) => ({
      code: 200,
      msg: '',
      data: await loadSavedQueries(ctx(request), request.body.LIST_ROUTE),
    }),
  );

  app.post(
    `/${paths.saveListAdvancedQuery}`,
    {
      schema: {
        tags,
        summary: "Replaces the caller's saved advanced query of a list",
        body: saveQueryBody,
        response: { 200: envelopeOf(z.number().int()) },
      },
      config: button('SeniorSearch'),
    },
    async (request) => ({
      code: 200,
      msg: '',
      data: await saveQueries(ctx(request), request.body.LIST_ROUTE, request.body.Rows),
    }),
  );
}

/** Column configuration, the caller's own or the global one. */
function columnRoutes(app: RouteApp, ctx: Context): void {
  app.post(
    `/${paths.saveListFields}`,
    {
      schema: {
        tags,
        summary:
          'Saves column configuration: own rows (SeniorColumn or BaseColumn) or global rows (SeniorColumnDeleteAll)',
        body: saveColumnsBody,
        response: { 200: envelopeOf(z.number().int()) },
      },
      config: signedIn,
    },
    async (request) => ({
      code: 200,
      msg: '',
      data: await saveColumnConfig(
        ctx(request),
        request.body.LIST_ROUTE,
        request.body.Global,
        request.body.Rows,
      ),
    }),
  );

  app.post(
    `/${paths.deleteFields}`,
    {
      schema: {
        tags,
        summary:
          "Deletes column configuration: with USER_NAME the caller's own rows (SeniorColumnDeleteUserConfig), " +
          'without it the global rows (SeniorColumnDeleteAll)',
        body: deleteColumnsBody,
        response: { 200: envelopeOf(z.number().int()) },
      },
      config: signedIn,
    },
    async (request) => ({
      code: 200,
      msg: '',
      data: await deleteColumnConfig(ctx(request), request.body.LIST_ROUTE, request.body.USER_NAME),
    }),
  );
}

/** Parameter definitions (the advanced setting grid) and the table columns the grid picks from. */
function definitionRoutes(app: RouteApp, ctx: Context): void {
  app.post(
    `/${paths.saveData}`,
    {
      schema: {
        tags,
        summary: 'Saves parameter definitions of a list (upsert by ID, else by PARAM_NAME); SQL is checked',
        body: saveParamsBody,
        response: { 200: envelopeOf(z.number().int()) },
      },
      config: button('SeniorSetting'),
    },
    async (request) => ({
      code: 200,
      msg: '',
      data: await saveDefinitions(ctx(request), request.body),
    }),
  );

  app.post(
    `/${paths.deleteOne}`,
    {
      schema: {
        tags,
        summary: 'Deletes one parameter definition (by ID, else by PARAM_NAME)',
        body: deleteParamBody,
        response: { 200: envelopeOf(z.number().int()) },
      },
      config: button('ListParam/DeleteOne'),
    },
    async (request) => {
      const { LIST_ROUTE, PARAM_NAME, ID } = request.body;
      const by = ID === undefined ? { name: PARAM_NAME } : { id: ID, name: PARAM_NAME };
      return { code: 200, msg: '', data: await deleteDefinition(ctx(request), LIST_ROUTE, by) };
    },
  );

  app.post(
    `/${paths.deleteAllParams}`,
    {
      schema: {
        tags,
        summary: 'Deletes every parameter definition of a list',
        body: listRouteBody,
        response: { 200: envelopeOf(z.number().int()) },
      },
      config: button('SeniorSettingDeleteAll'),
    },
    async (request) => ({
      code: 200,
      msg: '',
      data: await deleteAllDefinitions(ctx(request), request.body.LIST_ROUTE),
    }),
  );

  app.get(
    `/${paths.getIntiTableColumnList}`,
    {
      schema: {
        tags,
        summary:
          'Columns of a table of the app schema, with the captions of the lists (SeniorColumn or SeniorSetting)',
        querystring: tableColumnQuery,
        response: { 200: envelopeOf(z.array(tableColumn)) },
      },
      config: signedIn,
    },
    async (request) => ({
      code: 200,
      msg: '',
      data: await tableColumns(ctx(request), request.query.table_name),
    }),
  );
}
