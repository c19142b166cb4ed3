import {
  envelopeOf,
  exportStartResult,
  type ListCode,
  listOf,
  listPrintRequest,
  listRequest,
  printPathOf,
  printResult,
  screens,
} from '@srm/contract';
import type { FastifyInstance, RawServerDefault } from 'fastify';
import type { RawBuilder } from 'kysely';
import { z } from 'zod';
import { type AuthContext, authOf, confirmAuth, scopeOf } from '../auth.ts';
import type { Permission } from '../permissions.ts';
import { type ListDefinition, rowSchemaOf } from './list-definition.ts';
import { type ListQuery, loadPage } from './list-engine.ts';
import { paramDefinitionsAt, resolveQuery } from './list-params.ts';

type ZodApp = FastifyInstance<RawServerDefault> & { withTypeProvider: FastifyInstance['withTypeProvider'] };

export type ListRouteOptions = {
  /** API path without the leading slash, e.g. `User/LoadData`. */
  path: string;
  definition: ListDefinition;
  permission: Permission;
  tag: string;
  summary: string;
  /** Extra conditions from the caller (beyond the definition's scope), e.g. a status a screen always filters. */
  extra?: (auth: AuthContext) => RawBuilder<unknown>[];
  /** Path of the list's export; false = no export. */
  exportPath: string | false;
};

/**
 * A list of the registry (contract/src/screens.ts: a screen's `list` or a sub-list): its paths, permission and
 * OpenAPI tag (its screen's title) come from its declaration, and the definition's LIST_ROUTE must be the declared
 * one. The only way a module serves a list (`list-registry.test.ts` holds every declared list to a served one).
 */
export function registerList(
  app: ZodApp,
  code: ListCode,
  definition: ListDefinition,
  summary: string,
  extra?: ListRouteOptions['extra'],
): void {
  const declared = listOf(code);
  if (definition.route !== declared.route)
    throw new Error(`List ${definition.route} is not the list ${code} (${declared.route})`);
  registerListRoute(app, {
    path: declared.loadData,
    definition,
    permission: declared.access,
    tag: screens[declared.screen].en,
    summary,
    exportPath: declared.exportData ?? false,
    ...(extra ? { extra } : {}),
  });
}

/**
 * Registers `POST <path>` answering one page of the list: body `{Page, Limit, OrderByParam, OrderBySort, Params}`,
 * envelope `data` = rows (exactly the declared columns), `count` = total, `pageSize` = Limit. Query rows go through
 * the list's parameter definitions (list-params.ts).
 *
 * Also registers `POST <Module>/ExportData` with the same body, permission and scope: it answers the export
 * record at once and a job writes the xlsx (modules/export); and `POST <Module>/PrintData`: the page the body
 * selects, or the rows of its KEYS, as a PDF through the organisation's list template (modules/print-template). The list is recorded in the app's list registry, where
 * ListParam/* and the export job find it by LIST_ROUTE.
 */
function registerListRoute(app: ZodApp, options: ListRouteOptions): void {
  const { definition } = options;
  const rowSchema = rowSchemaOf(definition);
  const { exportPath } = options;
  const printPath = exportPath ? printPathOf(options.path) : '';
  app.listRegistry.add({
    definition,
    permission: options.permission,
    loadPath: options.path,
    exportPath: exportPath || '',
    printPath,
    ...(options.extra ? { extra: options.extra } : {}),
  });

  app.post(
    `/${options.path}`,
    {
      schema: {
        tags: [options.tag],
        summary: options.summary,
        body: listRequest,
        response: { 200: envelopeOf(z.array(rowSchema)) },
      },
      config: { permission: options.permission, checkedAuth: true },
      // The page's rows come from a statement that selects exactly the declared columns (list-engine.ts), and
      // `loadPage` drops its total column: the answer is written as it is, not walked value by value through the
      // row schema again, which only documents it here (~5 % of the server's CPU per page).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      // The body was parsed by the route's schema (listRequest): defaults applied, values checked.
      const query = request.body as ListQuery;
      const answer = async () => {
        const auth = authOf(request);
        const scope = scopeOf(auth);
        const definitions = await paramDefinitionsAt(
          app.db,
          auth.orgId,
          definition.route,
          auth.listParamsVersion,
        );
        const resolved = await resolveQuery(app.db, definition, scope, query, request.lang, definitions);
        // The page on a read replica when one has replayed the caller's own last write (platform/replicas.ts); the
        // parameter definitions above stay on the primary (they are kept per version, which must not be filled from
        // a replica that has not seen that version yet).
        return loadPage(
          app.reads.forRequest(request),
          definition,
          scope,
          query,
          options.extra?.(auth) ?? [],
          resolved,
          { authVersion: true },
        );
      };
      // Under a kept authentication (checkedAuth) the page also reads the authentication counter, and is answered
      // only once `confirmAuth` finds it read under an authentication that still held; else it runs again.
      let page: Awaited<ReturnType<typeof answer>>;
      try {
        page = await answer();
      } catch (error) {
        if (!request.authUnchecked) throw error;
        // A refusal under a kept authentication is only answered once that authentication is confirmed.
        await confirmAuth(app, request, null);
        page = await answer();
      }
      if (await confirmAuth(app, request, page.authVersion)) page = await answer();
      return { code: 200, msg: '', data: page.rows, count: page.total, pageSize: query.Limit };
    },
  );

  if (!exportPath) return;
  app.post(
    `/${exportPath}`,
    {
      schema: {
        tags: [options.tag],
        summary: `Export: ${options.summary} (xlsx of the current filters and visible columns, as a job)`,
        body: listRequest,
        response: { 200: envelopeOf(exportStartResult) },
      },
      config: { permission: options.permission },
    },
    async (request) => {
      const auth = authOf(request);
      const query = listRequest.parse(request.body);
      const registered = app.listRegistry.get(definition.route)!;
      const started = await app.listRegistry.exporter(app, auth, request.lang, registered, query);
      return { code: 200, msg: '', data: started };
    },
  );
  app.post(
    `/${printPath}`,
    {
      schema: {
        tags: [options.tag],
        summary: `Print: ${options.summary} (the page or the rows of KEYS, as a PDF through the list template)`,
        body: listPrintRequest,
        response: { 200: envelopeOf(printResult) },
      },
      config: { permission: options.permission },
    },
    async (request) => {
      const auth = authOf(request);
      const { KEYS, TITLE, ...query } = listPrintRequest.parse(request.body);
      const registered = app.listRegistry.get(definition.route)!;
      const printed = await app.listRegistry.printer(app, auth, request.lang, registered, query, KEYS, TITLE);
      return { code: 200, msg: '', data: printed };
    },
  );
}
