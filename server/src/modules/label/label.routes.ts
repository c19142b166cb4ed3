import {
  apiPaths,
  envelopeOf,
  generateLabelsBody,
  generateLabelsResult,
  idQuery,
  manualLabelsBody,
  manualLabelsResult,
  outerBox,
  packBody,
  packingStateQuery,
  packingState as packingStateSchema,
  printLabelsBody,
  printOuterBody,
  printResult,
  scanBody,
  scanResult,
  scanStartBody,
  unpackBody,
  voidLabelsBody,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { refusals } from '../../platform/refusals.ts';
import type { RouteApp } from '../../platform/route-app.ts';
import {
  innerLabelList,
  labelScreens,
  manualLabelList,
  manualOuterBoxList,
  manualPartList,
  outerBoxList,
} from './label.list.ts';
import {
  createManualLabels,
  generateNoteLabels,
  getOuter,
  pack,
  packingState,
  printLabels,
  printOuters,
  scan,
  scanStart,
  unpack,
  voidManualLabels,
} from './label.service.ts';

const tags = ['Labels'];
const inner = { menu: labelScreens.inner };
const manual = { menu: labelScreens.manual };
/** Inner labels are printed from the note screens' label list and from manual coding. */
const innerOrManual = { anyMenu: [labelScreens.inner, labelScreens.manual] };
/** Outer boxes: packing, printing and verifying serve both outer-box screens. */
const outer = { anyMenu: [labelScreens.outer, labelScreens.manualOuter] };

/** Box labels (PRODUCT §6): inner labels, manual coding, outer boxes (SSCC) and scan to verify packing. */
export const labelRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, 'DeliveryCode', innerLabelList, 'Inner box labels of delivery notes');
  registerList(app, 'DnbarcodeHandmade', manualLabelList, 'Inner labels of manual coding');
  registerList(app, 'OuterBoxLabelManagement', outerBoxList, 'Outer boxes of delivery notes');
  registerList(app, 'DnbarcodeHandmadeOutBox', manualOuterBoxList, 'Outer boxes of manual coding');

  registerList(
    app,
    'HandmadeParts',
    manualPartList,
    'Parts a manual-coding batch may be for: a vendor its own order lines’ parts, staff all (no prices)',
  );
  innerLabelRoutes(app);
  manualLabelRoutes(app);
  outerBoxRoutes(app);
  scanRoutes(app);
};

/** A note's inner labels: generate them, print them (also manual coding's), and the note's packing state. */
function innerLabelRoutes(app: RouteApp): void {
  app.post(
    `/${apiPaths.label.generate}`,
    {
      schema: {
        tags,
        summary:
          'Generate (or re-generate while none is printed or packed) the inner labels of an audited note',
        body: generateLabelsBody,
        response: { 200: envelopeOf(generateLabelsResult), ...refusals },
      },
      config: { permission: inner },
    },
    async (request) => ok(await generateNoteLabels(app.db, authOf(request), request.body.NOTE_ID)),
  );

  app.post(
    `/${apiPaths.label.print}`,
    {
      schema: {
        tags,
        summary: 'Print inner labels (by id, or all of a note) as one PDF; ≥ 50 labels run as a job',
        body: printLabelsBody,
        response: { 200: envelopeOf(printResult), ...refusals },
      },
      config: { permission: innerOrManual },
    },
    async (request) => ok(await printLabels(app.db, authOf(request), request.body)),
  );

  app.get(
    `/${apiPaths.label.packingState}`,
    {
      schema: {
        tags,
        summary: 'Labels, packed labels and boxes of a note (the ship dialog asks when incomplete)',
        querystring: packingStateQuery,
        response: { 200: envelopeOf(packingStateSchema), ...refusals },
      },
      config: { permission: { signedIn: true } },
    },
    async (request) => ok(await packingState(app.db, authOf(request), request.query.noteId)),
  );
}

/** Manual coding: labels of a part without a note, and voiding them. */
function manualLabelRoutes(app: RouteApp): void {
  app.post(
    `/${apiPaths.label.manualCreate}`,
    {
      schema: {
        tags,
        summary: 'Manual coding: box count × box qty labels of a part, without a note',
        body: manualLabelsBody,
        response: { 200: envelopeOf(manualLabelsResult), ...refusals },
      },
      config: { permission: manual },
    },
    async (request) => ok(await createManualLabels(app.db, authOf(request), request.body)),
  );

  app.post(
    `/${apiPaths.label.manualVoid}`,
    {
      schema: {
        tags,
        summary: 'Void manual-coding labels that are not packed',
        body: voidLabelsBody,
        response: { 200: envelopeOf(z.number().int()), ...refusals },
      },
      config: { permission: manual },
    },
    async (request) => ok(await voidManualLabels(app.db, authOf(request), request.body.IDS)),
  );
}

/** Outer boxes: read one, pack and unpack inner labels, print SSCC labels. */
function outerBoxRoutes(app: RouteApp): void {
  app.get(
    `/${apiPaths.label.outerGet}`,
    {
      schema: {
        tags,
        summary: 'An outer box with its inner labels',
        querystring: idQuery,
        response: { 200: envelopeOf(outerBox), ...refusals },
      },
      config: { permission: outer },
    },
    async (request) => ok(await getOuter(app.db, authOf(request), request.query.id)),
  );

  app.post(
    `/${apiPaths.label.pack}`,
    {
      schema: {
        tags,
        summary: 'Pack inner labels (by id or scanned number) into an outer box (a new one without OUTER_ID)',
        body: packBody,
        response: { 200: envelopeOf(outerBox), ...refusals },
      },
      config: { permission: outer },
    },
    async (request) => ok(await pack(app.db, authOf(request), request.body)),
  );

  app.post(
    `/${apiPaths.label.unpack}`,
    {
      schema: {
        tags,
        summary: 'Take labels out of an outer box (all: the box is voided), until the note is shipped',
        body: unpackBody,
        response: { 200: envelopeOf(outerBox), ...refusals },
      },
      config: { permission: outer },
    },
    async (request) => ok(await unpack(app.db, authOf(request), request.body)),
  );

  app.post(
    `/${apiPaths.label.outerPrint}`,
    {
      schema: {
        tags,
        summary: 'Print outer box labels (GS1-128 SSCC) as one PDF',
        body: printOuterBody,
        response: { 200: envelopeOf(printResult), ...refusals },
      },
      config: { permission: outer },
    },
    async (request) => ok(await printOuters(app.db, authOf(request), request.body.IDS)),
  );
}

/** Verifying an outer box by scanning its inner labels. */
function scanRoutes(app: RouteApp): void {
  app.post(
    `/${apiPaths.label.scanStart}`,
    {
      schema: {
        tags,
        summary: 'Start verifying an outer box by scanning (earlier scans of it are forgotten)',
        body: scanStartBody,
        response: { 200: envelopeOf(scanResult), ...refusals },
      },
      config: { permission: outer },
    },
    async (request) => ok(await scanStart(app.db, authOf(request), request.body.OUTER_NO)),
  );

  app.post(
    `/${apiPaths.label.scan}`,
    {
      schema: {
        tags,
        summary: 'One scanned inner label judged against the box being verified',
        body: scanBody,
        response: { 200: envelopeOf(scanResult), ...refusals },
      },
      config: { permission: outer },
    },
    async (request) => ok(await scan(app.db, authOf(request), request.body.OUTER_NO, request.body.LABEL_NO)),
  );
}
