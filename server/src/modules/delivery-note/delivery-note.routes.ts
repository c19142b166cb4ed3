import {
  bulkResult,
  deliveryNoteDetail,
  deliveryNoteSave,
  envelopeOf,
  idQuery,
  idsBody,
  type NoteKind,
  noteIdBody,
  noteKinds,
  noteListCodes,
  notePaths,
  printResult,
  receiveBody,
  shipBody,
  voidBody,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { type EventPublisher, publisherFor } from '../../platform/events/event-catalogue.ts';
import { registerList } from '../../platform/list/list-route.ts';
import type { Permission } from '../../platform/permissions.ts';
import { refusals } from '../../platform/refusals.ts';
import type { RouteApp } from '../../platform/route-app.ts';
import { noteListRoutes, noteLists, openOrderLineLists } from './delivery-note.list.ts';
import { printNote } from './delivery-note.print.ts';
import { getNote, saveNote, transition, transitionMany } from './delivery-note.service.ts';
import { asnRoutes } from './delivery-note-asn.routes.ts';

const tagOf: Record<NoteKind, string> = {
  DN: 'Delivery note',
  OS: 'Outsourced delivery note',
  SUB: 'Downstream delivery note',
};

/** What every route of one kind of note shares: its paths, screen permission, tag and answer. */
type NoteRouteContext = {
  kind: NoteKind;
  paths: ReturnType<typeof notePaths>;
  permission: Permission;
  tags: string[];
  response: { 200: ReturnType<typeof envelopeOf<typeof deliveryNoteDetail>> };
  events: EventPublisher<'delivery-note'>;
};

/** One kind of note's lists and routes, on its own paths under its screen's permission. */
function noteRoutes(kind: NoteKind): FastifyPluginAsyncZod {
  return async (app) => {
    const context: NoteRouteContext = {
      kind,
      paths: notePaths(kind),
      permission: { menu: noteListRoutes[kind] },
      tags: [tagOf[kind]],
      response: { 200: envelopeOf(deliveryNoteDetail) },
      events: publisherFor(app.events, 'delivery-note'),
    };
    registerList(app, noteListCodes[kind].notes, noteLists[kind], 'Delivery notes (list)');
    registerList(
      app,
      noteListCodes[kind].orderLines,
      openOrderLineLists[kind],
      'Open order lines a note can draw on, with the remaining quantity',
    );
    noteEditRoutes(app, context);
    noteAuditRoutes(app, context);
    noteShippingRoutes(app, context);
  };
}

/** Reading, printing and saving a note. */
function noteEditRoutes(app: RouteApp, { kind, paths, permission, tags, response }: NoteRouteContext): void {
  app.get(
    `/${paths.get}`,
    {
      schema: { tags, summary: 'A note with its lines', querystring: idQuery, response },
      config: { permission },
    },
    async (request) => ok(await getNote(app.db, authOf(request), kind, request.query.id)),
  );
  // With the screen's permission and scope: a vendor prints only notes it may see, a foreign id is Get's 404.
  app.get(
    `/${paths.print}`,
    {
      schema: {
        tags,
        summary: 'The note as a PDF through the delivery-note template (an export record)',
        querystring: idQuery,
        response: { 200: envelopeOf(printResult), ...refusals },
      },
      config: { permission },
    },
    async (request) =>
      ok(
        await printNote(app.db, authOf(request), kind, request.query.id, noteListRoutes[kind], request.lang),
      ),
  );
  app.post(
    `/${paths.save}`,
    {
      schema: {
        tags,
        summary: 'Create (numbered) or edit a note in status 1 (vendors)',
        body: deliveryNoteSave,
        response,
      },
      config: { permission },
    },
    async (request) => ok(await saveNote(app.db, authOf(request), kind, request.body)),
  );
}

/** Audit and un-audit (1 ⇄ 2), one note or several all or none. */
function noteAuditRoutes(
  app: RouteApp,
  { kind, paths, permission, tags, response, events }: NoteRouteContext,
): void {
  app.post(
    `/${paths.audit}`,
    {
      schema: { tags, summary: '1 → 2 (vendor or buyer)', body: noteIdBody, response },
      config: { permission },
    },
    async (request) =>
      ok(
        await transition(app.db, events, { user: authOf(request) }, kind, request.body.ID, {
          action: 'audit',
        }),
      ),
  );
  app.post(
    `/${paths.unAudit}`,
    {
      schema: { tags, summary: '2 → 1 (vendor or buyer)', body: noteIdBody, response },
      config: { permission },
    },
    async (request) =>
      ok(
        await transition(app.db, events, { user: authOf(request) }, kind, request.body.ID, {
          action: 'unAudit',
        }),
      ),
  );
  app.post(
    `/${paths.auditMany}`,
    {
      schema: {
        tags,
        summary: 'Several notes 1 → 2 in one transaction: all or none (409 names each refused note)',
        body: idsBody,
        response: { 200: envelopeOf(bulkResult) },
      },
      config: { permission },
    },
    async (request) =>
      ok(await transitionMany(app.db, events, { user: authOf(request) }, kind, request.body.IDS, 'audit')),
  );
  app.post(
    `/${paths.unAuditMany}`,
    {
      schema: {
        tags,
        summary: 'Several notes 2 → 1 in one transaction: all or none (409 names each refused note)',
        body: idsBody,
        response: { 200: envelopeOf(bulkResult) },
      },
      config: { permission },
    },
    async (request) =>
      ok(await transitionMany(app.db, events, { user: authOf(request) }, kind, request.body.IDS, 'unAudit')),
  );
}

/** The note's way to the buyer: shipped, received, or voided on the way. */
function noteShippingRoutes(
  app: RouteApp,
  { kind, paths, permission, tags, response, events }: NoteRouteContext,
): void {
  app.post(
    `/${paths.ship}`,
    {
      schema: {
        tags,
        summary: '2 → 4 with logistics company and tracking number (vendor)',
        body: shipBody,
        response,
      },
      config: { permission },
    },
    async (request) =>
      ok(
        await transition(app.db, events, { user: authOf(request) }, kind, request.body.ID, {
          action: 'ship',
          company: request.body.ATTRIBUTE1,
          trackingNo: request.body.ATTRIBUTE2,
        }),
      ),
  );
  app.post(
    `/${paths.receive}`,
    {
      schema: {
        tags,
        summary: '4 → 5 with received quantity per line (buyer; WMS via the integration API)',
        body: receiveBody,
        response,
      },
      config: { permission },
    },
    async (request) =>
      ok(
        await transition(app.db, events, { user: authOf(request) }, kind, request.body.ID, {
          action: 'receive',
          lines: request.body.Lines,
        }),
      ),
  );
  app.post(
    `/${paths.void}`,
    {
      schema: {
        tags,
        summary: '1 → 3 (vendor or buyer), 2 → 3 (buyer), with a reason',
        body: voidBody,
        response,
      },
      config: { permission },
    },
    async (request) =>
      ok(
        await transition(app.db, events, { user: authOf(request) }, kind, request.body.ID, {
          action: 'void',
          reason: request.body.REASON,
        }),
      ),
  );
}

export const deliveryNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of noteKinds) await app.register(noteRoutes(kind));
  await app.register(asnRoutes);
};
