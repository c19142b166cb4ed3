import {
  apiPaths,
  eligibleLines,
  envelopeOf,
  idQuery,
  printResult,
  statementAddLinesBody,
  statementApproveBody,
  statementCreateBody,
  statementDetail,
  statementIdBody,
  statementMatch,
  statementMatchQuery,
  statementRejectBody,
  statementRemoveLinesBody,
  statementScopeBody,
  statementTolerance,
  statementToleranceBody,
  statementXlsxResult,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { type EventPublisher, publisherFor } from '../../platform/events/event-catalogue.ts';
import { registerList } from '../../platform/list/list-route.ts';
import type { Permission } from '../../platform/permissions.ts';
import { refusals } from '../../platform/refusals.ts';
import type { RouteApp } from '../../platform/route-app.ts';
import { financeList, lineList, manageList, statementScreens, vendorList } from './statement.list.ts';
import { exportStatement, printStatement } from './statement.print.ts';
import {
  addLines,
  createStatement,
  getStatement,
  getTolerance,
  listEligible,
  matchStatement,
  removeLines,
  type Side,
  saveToleranceOf,
  statementCounts,
  transitionStatement,
} from './statement.service.ts';

const tags = ['Statements'];
/** Purchasing builds, adjusts, sends and voids. */
const buyer: Permission = { anyMenu: [statementScreens.lines, statementScreens.manage] };
const vendor: Permission = { menu: statementScreens.vendor };
const finance: Permission = { menu: statementScreens.finance };
/** Reading a statement: any of the four screens (the scope keeps a vendor to its own, once sent). */
const anyScreen: Permission = { anyMenu: Object.values(statementScreens) };
const detail = { 200: envelopeOf(statementDetail), ...refusals };

/** Reconciliation statements (PRODUCT §7): three header lists, the line list, and the state machine's routes. */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = publisherFor(app.events, 'statement');
  registerList(
    app,
    'ReconBillMst',
    lineList,
    'Statement lines with their header (vendors: their own statements, once sent)',
  );
  registerList(app, 'ReconBillMstManage', manageList, 'Statements of the organisation (purchasing)');
  registerList(app, 'ReconBillMstManageVendor', vendorList, "The vendor's statements once sent");
  registerList(
    app,
    'ReconBillMstManageFinance',
    financeList,
    'Statements confirmed by their vendor, approved or closed (finance)',
  );
  readRoutes(app);
  draftRoutes(app);
  transitionRoutes(app, events);
  invoiceRoutes(app);
};

/** Reading one statement: as data, as a PDF, as an xlsx, and the home page's counts by state. */
function readRoutes(app: RouteApp): void {
  app.get(
    `/${apiPaths.statement.get}`,
    {
      schema: {
        tags,
        summary: 'A statement: header, lines and the rounding rule',
        querystring: idQuery,
        response: detail,
      },
      config: { permission: anyScreen },
    },
    async (request) => ok(await getStatement(app.db, authOf(request), request.query.id, request.lang)),
  );

  app.get(
    `/${apiPaths.statement.print}`,
    {
      schema: {
        tags,
        summary: 'The statement as a PDF through the statement template: its lines, totals and rounding rule',
        querystring: idQuery,
        response: { 200: envelopeOf(printResult), ...refusals },
      },
      config: { permission: anyScreen },
    },
    async (request) => ok(await printStatement(app.db, authOf(request), request.query.id, request.lang)),
  );

  app.get(
    `/${apiPaths.statement.exportOne}`,
    {
      schema: {
        tags,
        summary: 'The statement as an xlsx: its lines, totals and rounding rule (an export record, ready)',
        querystring: idQuery,
        response: { 200: envelopeOf(statementXlsxResult), ...refusals },
      },
      config: { permission: anyScreen },
    },
    async (request) =>
      ok(await exportStatement(app.db, app.files, authOf(request), request.query.id, request.lang)),
  );

  app.get(
    `/${apiPaths.statement.counts}`,
    {
      schema: {
        tags,
        summary: 'Statements by state in the caller’s scope (home to-do counts)',
        response: {
          200: envelopeOf(z.array(z.object({ STATE: z.number().int(), COUNT: z.number().int() }))),
          ...refusals,
        },
      },
      config: { permission: anyScreen },
    },
    async (request) => ok(await statementCounts(app.db, authOf(request))),
  );
}

/** Purchasing builds a draft: the eligible lines and bills, then creating and adjusting the statement. */
function draftRoutes(app: RouteApp): void {
  app.post(
    `/${apiPaths.statement.eligibleLines}`,
    {
      schema: {
        tags,
        summary:
          'Received lines of a vendor, currency and period not in a live statement, and confirmed bills',
        body: statementScopeBody,
        response: { 200: envelopeOf(eligibleLines), ...refusals },
      },
      config: { permission: buyer },
    },
    async (request) => ok(await listEligible(app.db, authOf(request), 'buyer', request.body)),
  );

  app.post(
    `/${apiPaths.statement.create}`,
    {
      schema: {
        tags,
        summary:
          'A draft statement of picked lines and bills, or of all eligible ones (ALL); 409 names taken lines',
        body: statementCreateBody,
        response: detail,
      },
      config: { permission: buyer },
    },
    async (request) =>
      ok(await createStatement(app.db, authOf(request), 'buyer', request.body, request.lang)),
  );

  app.post(
    `/${apiPaths.statement.addLines}`,
    {
      schema: {
        tags,
        summary: 'Add eligible lines or bills to a draft or rejected statement',
        body: statementAddLinesBody,
        response: detail,
      },
      config: { permission: buyer },
    },
    async (request) => ok(await addLines(app.db, authOf(request), 'buyer', request.body, request.lang)),
  );

  app.post(
    `/${apiPaths.statement.removeLines}`,
    {
      schema: {
        tags,
        summary: 'Remove lines from a draft or rejected statement (their bills are confirmed again)',
        body: statementRemoveLinesBody,
        response: detail,
      },
      config: { permission: buyer },
    },
    async (request) => ok(await removeLines(app.db, authOf(request), 'buyer', request.body, request.lang)),
  );
}

/** The state machine's moves, each by the side that may make it. */
function transitionRoutes(app: RouteApp, events: EventPublisher<'statement'>): void {
  const simple: [string, 'send' | 'confirm' | 'close' | 'void', Side, Permission, string][] = [
    [apiPaths.statement.send, 'send', 'buyer', buyer, 'draft | rejected → sent (purchasing)'],
    [apiPaths.statement.confirm, 'confirm', 'vendor', vendor, 'sent → confirmed (the vendor)'],
    [apiPaths.statement.close, 'close', 'finance', finance, 'approved → closed (finance)'],
    [
      apiPaths.statement.void,
      'void',
      'buyer',
      buyer,
      'draft | rejected → voided; its lines and bills are free again (purchasing)',
    ],
  ];
  for (const [path, action, side, permission, summary] of simple)
    app.post(
      `/${path}`,
      {
        schema: { tags, summary, body: statementIdBody, response: detail },
        config: { permission },
      },
      async (request) =>
        ok(
          await transitionStatement(
            app.db,
            events,
            authOf(request),
            side,
            request.body.ID,
            { action },
            request.lang,
          ),
        ),
    );

  app.post(
    `/${apiPaths.statement.reject}`,
    {
      schema: {
        tags,
        summary:
          'sent → rejected (the vendor): the whole statement with a reason, or lines with a reason each',
        body: statementRejectBody,
        response: detail,
      },
      config: { permission: vendor },
    },
    async (request) =>
      ok(
        await transitionStatement(
          app.db,
          events,
          authOf(request),
          'vendor',
          request.body.ID,
          { action: 'reject', reason: request.body.REASON, lines: request.body.Lines },
          request.lang,
        ),
      ),
  );

  app.post(
    `/${apiPaths.statement.approve}`,
    {
      schema: {
        tags,
        summary:
          "confirmed → approved (finance) with the vendor's invoice; 409 with the differences outside tolerance unless OVERRIDE_REASON",
        body: statementApproveBody,
        response: detail,
      },
      config: { permission: finance },
    },
    async (request) => {
      const { ID, ...invoice } = request.body;
      return ok(
        await transitionStatement(
          app.db,
          events,
          authOf(request),
          'finance',
          ID,
          { action: 'approve', ...invoice },
          request.lang,
        ),
      );
    },
  );
}

/** Finance matches the vendor's invoice against the statement within the organisation's tolerances. */
function invoiceRoutes(app: RouteApp): void {
  app.get(
    `/${apiPaths.statement.match}`,
    {
      schema: {
        tags,
        summary:
          'Invoice ↔ statement ↔ receipts ↔ PO prices line by line with a verdict, within the tolerances (finance)',
        querystring: statementMatchQuery,
        response: { 200: envelopeOf(statementMatch), ...refusals },
      },
      config: { permission: finance },
    },
    async (request) =>
      ok(await matchStatement(app.db, authOf(request), 'finance', request.query, request.lang)),
  );

  app.get(
    `/${apiPaths.statement.getTolerance}`,
    {
      schema: {
        tags,
        summary: "The organisation's invoice matching tolerances (price %, amount absolute; finance)",
        response: { 200: envelopeOf(statementTolerance), ...refusals },
      },
      config: { permission: finance },
    },
    async (request) => ok(await getTolerance(app.db, authOf(request), 'finance')),
  );

  app.post(
    `/${apiPaths.statement.saveTolerance}`,
    {
      schema: {
        tags,
        summary: "Saves the organisation's invoice matching tolerances (finance; audited)",
        body: statementToleranceBody,
        response: { 200: envelopeOf(statementTolerance), ...refusals },
      },
      config: { permission: finance },
    },
    async (request) => ok(await saveToleranceOf(app.db, authOf(request), 'finance', request.body)),
  );
}
