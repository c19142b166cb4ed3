import {
  apiPaths,
  bulkResult,
  documentRule,
  documentTypeOption,
  documentTypeSave,
  envelopeOf,
  idsBody,
  registrationIdQuery,
  screens,
  vendorDocumentDecision,
  vendorDocumentDetail,
  vendorDocumentRejection,
  vendorDocumentUpload,
} from '@srm/contract';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import type { EventPublisher } from '../../platform/events/event-catalogue.ts';
import { refusals } from '../../platform/refusals.ts';
import type { RouteApp } from '../../platform/route-app.ts';
import { id, tags } from './onboarding.route-common.ts';
import {
  approveDocuments,
  blocksOnMissingDocuments,
  decideDocument,
  documentTypeOptions,
  getDocument,
  saveDocumentRule,
  saveDocumentType,
  uploadDocument,
} from './onboarding.service.ts';

const p = apiPaths.onboarding;
const documents = { menu: screens.VendorDocuments.path };

/** The organisation's compliance document types and whether a missing one blocks new delivery notes. */
export function documentTypeRoutes(app: RouteApp): void {
  app.get(
    `/${p.documentTypeOptions}`,
    {
      schema: {
        tags,
        summary: "The organisation's enabled document types",
        response: { 200: envelopeOf(z.array(documentTypeOption)), ...refusals },
      },
      config: { permission: { anyMenu: [screens.VendorDocuments.path, screens.DocumentTypes.path] } },
    },
    async (request) => ok(await documentTypeOptions(app.db, authOf(request))),
  );

  app.post(
    `/${p.saveDocumentType}`,
    {
      schema: {
        tags,
        summary: 'Add or change a document type (mandatory or not)',
        body: documentTypeSave.meta({
          examples: [
            {
              CODE: 'ISO14001',
              NAME: 'ISO 14001 环境管理体系证书',
              NAME_EN: 'ISO 14001 certificate',
              MANDATORY: false,
              ENABLED: true,
            },
          ],
        }),
        response: { 200: envelopeOf(id), ...refusals },
      },
      config: { permission: { menu: screens.DocumentTypes.path } },
    },
    async (request) => ok(await saveDocumentType(app.db, authOf(request), request.body)),
  );

  app.get(
    `/${p.documentRule}`,
    {
      schema: {
        tags,
        summary: 'Whether a missing mandatory document blocks new delivery notes (else a warning)',
        response: { 200: envelopeOf(documentRule), ...refusals },
      },
      config: { permission: { menu: screens.DocumentTypes.path } },
    },
    async (request) =>
      ok({ BLOCK_ON_EXPIRED_DOCUMENTS: await blocksOnMissingDocuments(app.db, authOf(request).orgId) }),
  );

  app.post(
    `/${p.saveDocumentRule}`,
    {
      schema: {
        tags,
        summary: 'Set whether a missing mandatory document blocks new delivery notes (audited)',
        body: documentRule,
        response: { 200: envelopeOf(documentRule), ...refusals },
      },
      config: { permission: { menu: screens.DocumentTypes.path } },
    },
    async (request) =>
      ok(await saveDocumentRule(app.db, authOf(request), request.body.BLOCK_ON_EXPIRED_DOCUMENTS)),
  );
}

/** A vendor's compliance documents: upload, read, approve one or several, reject. */
export function documentRoutes(app: RouteApp, events: EventPublisher<'onboarding'>): void {
  app.post(
    `/${p.uploadDocument}`,
    {
      schema: {
        tags,
        summary: 'A vendor uploads a compliance document with its validity and files (to be reviewed)',
        body: vendorDocumentUpload.meta({
          examples: [
            {
              DOCUMENT_TYPE_ID: 2,
              VALID_FROM: '2026-01-01',
              VALID_TO: '2028-12-31',
              REMARK: '换证',
              ATTACHMENT_IDS: [318],
            },
          ],
        }),
        response: { 200: envelopeOf(id), ...refusals },
      },
      config: { permission: documents },
    },
    async (request) => ok(await uploadDocument(app.db, events, authOf(request), request.body)),
  );

  app.get(
    `/${p.document}`,
    {
      schema: {
        tags,
        summary: 'A compliance document with its files (a vendor: its own)',
        querystring: registrationIdQuery,
        response: { 200: envelopeOf(vendorDocumentDetail), ...refusals },
      },
      config: { permission: documents },
    },
    async (request) => ok(await getDocument(app.db, authOf(request), request.query.id)),
  );

  app.post(
    `/${p.approveDocument}`,
    {
      schema: {
        tags,
        summary: 'Approve a submitted document',
        body: vendorDocumentDecision,
        response: { 200: envelopeOf(id), ...refusals },
      },
      config: { permission: documents },
    },
    async (request) => ok(await decideDocument(app.db, authOf(request), request.body.ID, { approve: true })),
  );

  app.post(
    `/${p.approveDocuments}`,
    {
      schema: {
        tags,
        summary: 'Approve several submitted documents in one transaction: all or none',
        body: idsBody,
        response: { 200: envelopeOf(bulkResult), ...refusals },
      },
      config: { permission: documents },
    },
    async (request) => ok(await approveDocuments(app.db, authOf(request), request.body.IDS)),
  );

  app.post(
    `/${p.rejectDocument}`,
    {
      schema: {
        tags,
        summary: 'Reject a submitted document with a reason',
        body: vendorDocumentRejection,
        response: { 200: envelopeOf(id), ...refusals },
      },
      config: { permission: documents },
    },
    async (request) =>
      ok(
        await decideDocument(app.db, authOf(request), request.body.ID, {
          approve: false,
          reason: request.body.REASON,
        }),
      ),
  );
}
