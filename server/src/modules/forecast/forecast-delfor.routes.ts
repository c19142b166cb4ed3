import { apiPaths, errorEnvelope, screens } from '@srm/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import { AppError } from '../../platform/errors.ts';
import { refusals } from '../../platform/refusals.ts';
import { type DelforFile, delforForUser, delforForVendorKey } from './forecast-delfor.service.ts';

const ediFile = z.string().meta({ description: 'A UN/EDIFACT DELFOR D96A interchange (text/plain)' });

/** The file as the answer's body: plain text, a download named after the vendor and version. */
function send(reply: FastifyReply, file: DelforFile): string {
  reply
    .header('content-type', 'text/plain; charset=utf-8')
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'private, no-store');
  return file.content;
}

/** The current demand as DELFOR D96A (issue #48): a download on the forecast screens, a pull for a vendor's key. */
export const forecastDelforRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/${apiPaths.forecast.delfor}`,
    {
      schema: {
        tags: ['Forecasts'],
        summary:
          "A vendor's current forecast version as UN/EDIFACT DELFOR D96A, as a file (a vendor: its own; a buyer names `vendor`); 404 without one",
        querystring: z.object({
          /** A buyer names the vendor; a vendor reads its own. */
          vendor: z.string().trim().min(1).max(32).optional(),
        }),
        response: { 200: ediFile, ...refusals },
      },
      config: { permission: { anyMenu: [screens.Forecast.path, screens.ForecastCommitment.path] } },
    },
    async (request, reply) => send(reply, await delforForUser(app.db, authOf(request), request.query)),
  );

  app.get(
    `/${apiPaths.vendorKey.pullDelfor}`,
    {
      schema: {
        tags: ['Vendor API'],
        summary:
          'Vendor key: its current forecast version as UN/EDIFACT DELFOR D96A (text/plain); 404 without one',
        response: {
          200: ediFile,
          401: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
        },
      },
      config: { permission: { integration: 'vendor.forecasts' } },
    },
    async (request, reply) => {
      if (!request.integration) throw new AppError(401, 'integration.keyMissing');
      return send(reply, await delforForVendorKey(app.db, request.integration));
    },
  );
};
