import {
  apiPaths,
  dockNote,
  dockReceiveBody,
  dockReceived,
  dockScanQuery,
  envelopeOf,
  screens,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { publisherFor } from '../../platform/events/event-catalogue.ts';
import { refusals } from '../../platform/refusals.ts';
import { refuseVendorUsers } from '../../platform/staff-only.ts';
import { receive, scan } from './receiving.service.ts';

const permission = { menu: screens.DockReceiving.path };

/** Dock receiving (issue #33): the organisation's staff holding the screen (a warehouse role), never a vendor. */
export const receivingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', refuseVendorUsers);
  const events = publisherFor(app.events, 'delivery-note');
  const tags = [screens.DockReceiving.en];

  app.get(
    `/${apiPaths.dock.scan}`,
    {
      schema: {
        tags,
        summary:
          'The shipped note a scanned outer box SSCC or inner label belongs to, with its packages and lines; 404 unknown code, 409 a note not in transit',
        querystring: dockScanQuery,
        response: { 200: envelopeOf(dockNote), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await scan(app.db, authOf(request), request.query.code)),
  );

  app.post(
    `/${apiPaths.dock.receive}`,
    {
      schema: {
        tags,
        summary:
          'Receive a shipped note with the packages scanned (4 → 5): quantities from their labels plus loose quantities; a foreign, unknown or twice-scanned code is refused; missing packages need ALLOW_SHORT',
        body: dockReceiveBody,
        response: { 200: envelopeOf(dockReceived), ...refusals },
      },
      config: { permission },
    },
    async (request) => ok(await receive(app.db, events, authOf(request), request.body)),
  );
};
