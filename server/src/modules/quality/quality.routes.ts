import {
  apiPaths,
  defectCodeOption,
  defectCodeSave,
  envelopeOf,
  inspectionLineQuery,
  inspectionPhotos as inspectionPhotosSchema,
  inspectionSave,
  inspectionSaved,
  ncrAnswer,
  ncrDetail,
  ncrIdQuery,
  ncrReview,
  rejectBillingRule,
  screens,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { publisherFor } from '../../platform/events/event-catalogue.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { refusals } from '../../platform/refusals.ts';
import { defectCodeList, inspectionList, ncrList } from './quality.list.ts';
import {
  answerNcr,
  defectOptions,
  getNcr,
  inspect,
  inspectionPhotos,
  rejectBillingOf,
  reviewNcr,
  saveDefect,
  saveRejectBilling,
} from './quality.service.ts';

const p = apiPaths.quality;
const inspection = { menu: screens.Inspection.path };
const ncrs = { menu: screens.Ncr.path };
const defects = { menu: screens.DefectCodes.path };

/**
 * Incoming inspection, NCRs and the defect catalogue (issue #33). Vendors hold the Inspection and NCR screens for
 * their own rows: they never inspect (403) and they answer their NCRs; staff inspect and review.
 */
export const qualityRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = publisherFor(app.events, 'quality');
  const tags = [screens.Inspection.en];

  registerList(
    app,
    'Inspection',
    inspectionList,
    'Received lines with their inspection (accepted, rejected, defect)',
  );
  registerList(app, 'Ncr', ncrList, 'Nonconformance reports, newest first');
  registerList(app, 'DefectCodes', defectCodeList, "The organisation's defect codes");

  app.post(
    `/${p.inspect}`,
    {
      schema: {
        tags,
        summary:
          'Inspect a received line (again, while no live statement bills it): accepted + rejected = received, a defect code when rejecting; RAISE_NCR sends the vendor an NCR',
        body: inspectionSave,
        response: { 200: envelopeOf(inspectionSaved), ...refusals },
      },
      config: { permission: inspection },
    },
    async (request) => ok(await inspect(app.db, events, authOf(request), request.body)),
  );

  app.get(
    `/${p.inspectionPhotos}`,
    {
      schema: {
        tags,
        summary:
          "The photos of a received line's inspection (a vendor: of its own lines), for a recount to keep and the vendor to see",
        querystring: inspectionLineQuery.meta({ examples: [{ lineId: 41 }] }),
        response: { 200: envelopeOf(inspectionPhotosSchema), ...refusals },
      },
      config: { permission: inspection },
    },
    async (request) => ok(await inspectionPhotos(app.db, authOf(request), request.query.lineId)),
  );

  app.get(
    `/${p.defectOptions}`,
    {
      schema: {
        tags,
        summary: "The organisation's enabled defect codes",
        response: { 200: envelopeOf(z.array(defectCodeOption)), ...refusals },
      },
      config: { permission: inspection },
    },
    async (request) => ok(await defectOptions(app.db, authOf(request))),
  );

  app.post(
    `/${p.saveDefect}`,
    {
      schema: {
        tags: [screens.DefectCodes.en],
        summary: 'Add a defect code or change one (its code stays)',
        body: defectCodeSave,
        response: { 200: envelopeOf(z.object({ ID: z.number().int() })), ...refusals },
      },
      config: { permission: defects },
    },
    async (request) => ok(await saveDefect(app.db, authOf(request), request.body)),
  );

  app.get(
    `/${p.rejectRule}`,
    {
      schema: {
        tags: [screens.DefectCodes.en],
        summary: 'How rejected goods are billed: the accepted quantity, or received with a deduction bill',
        response: { 200: envelopeOf(rejectBillingRule), ...refusals },
      },
      config: { permission: defects },
    },
    async (request) => ok({ REJECT_BILLING: await rejectBillingOf(app.db, authOf(request)) }),
  );

  app.post(
    `/${p.saveRejectRule}`,
    {
      schema: {
        tags: [screens.DefectCodes.en],
        summary: 'Set how rejected goods are billed (audited; inspections from now on)',
        body: rejectBillingRule,
        response: { 200: envelopeOf(rejectBillingRule), ...refusals },
      },
      config: { permission: defects },
    },
    async (request) => ok(await saveRejectBilling(app.db, authOf(request), request.body.REJECT_BILLING)),
  );

  app.get(
    `/${p.ncrGet}`,
    {
      schema: {
        tags: [screens.Ncr.en],
        summary: 'An NCR with its 8D answer, review, attachments and what the caller may do now',
        querystring: ncrIdQuery,
        response: { 200: envelopeOf(ncrDetail), ...refusals },
      },
      config: { permission: ncrs },
    },
    async (request) => ok(await getNcr(app.db, authOf(request), request.query.id)),
  );

  app.post(
    `/${p.ncrAnswer}`,
    {
      schema: {
        tags: [screens.Ncr.en],
        summary: "The vendor's 8D answer (open or returned → answered)",
        body: ncrAnswer,
        response: { 200: envelopeOf(ncrDetail), ...refusals },
      },
      config: { permission: ncrs },
    },
    async (request) => ok(await answerNcr(app.db, events, authOf(request), request.body)),
  );

  for (const [path, action, summary] of [
    [p.ncrAccept, 'accept', 'Quality accepts the answer (answered → accepted)'],
    [p.ncrReturn, 'return', 'Quality returns the answer with what is missing (answered → returned)'],
    [p.ncrClose, 'close', 'Quality closes an accepted NCR'],
  ] as const)
    app.post(
      `/${path}`,
      {
        schema: {
          tags: [screens.Ncr.en],
          summary,
          body: ncrReview,
          response: { 200: envelopeOf(ncrDetail), ...refusals },
        },
        config: { permission: ncrs },
      },
      async (request) => ok(await reviewNcr(app.db, events, authOf(request), action, request.body)),
    );
};
