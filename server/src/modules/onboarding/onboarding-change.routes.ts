import {
  apiPaths,
  bulkResult,
  envelopeOf,
  idsBody,
  registrationIdQuery,
  screens,
  vendorChangeDecision,
  vendorChangeDetail,
  vendorChangeRefusal,
  vendorChangeRequest,
  vendorProfile,
} from '@srm/contract';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import type { EventPublisher } from '../../platform/events/event-catalogue.ts';
import { refusals } from '../../platform/refusals.ts';
import type { RouteApp } from '../../platform/route-app.ts';
import { id, tags } from './onboarding.route-common.ts';
import { approveChanges, decideChange, getChange, profile, requestChange } from './onboarding.service.ts';

const p = apiPaths.onboarding;
const changes = { menu: screens.VendorChanges.path };

/** A vendor's master data and the changes it asks for, and reading one change. */
export function changeRequestRoutes(app: RouteApp, events: EventPublisher<'onboarding'>): void {
  app.get(
    `/${p.profile}`,
    {
      schema: {
        tags,
        summary:
          "A vendor's own master data with its pending changes and missing documents (staff: ?vendorCode=)",
        querystring: z.object({ vendorCode: z.string().trim().max(32).optional() }),
        response: { 200: envelopeOf(vendorProfile), ...refusals },
      },
      config: { permission: { anyMenu: [screens.VendorProfile.path, screens.VendorChanges.path] } },
    },
    async (request) => ok(await profile(app.db, authOf(request), request.query.vendorCode)),
  );

  app.post(
    `/${p.requestChange}`,
    {
      schema: {
        tags,
        summary:
          "A vendor asks to change its contact, address or bank account: in force only once approved (a bank account by finance, with the bank's letter attached)",
        body: vendorChangeRequest.meta({
          examples: [
            {
              KIND: 'bank',
              BANK_NAME: '中国工商银行苏州分行',
              BANK_ACCOUNT_NAME: '苏州恒达精密机械有限公司',
              BANK_ACCOUNT_NO: '6222 0211 0000 1234',
              ATTACHMENT_IDS: [412],
            },
          ],
        }),
        response: { 200: envelopeOf(id), ...refusals },
      },
      config: { permission: { menu: screens.VendorProfile.path } },
    },
    async (request) => ok(await requestChange(app.db, events, authOf(request), request.body)),
  );

  app.get(
    `/${p.change}`,
    {
      schema: {
        tags,
        summary:
          "A change request with its data before and after (a bank account number in full for finance only), the bank's letter, and what the caller may decide (a vendor: its own)",
        querystring: registrationIdQuery,
        response: { 200: envelopeOf(vendorChangeDetail), ...refusals },
      },
      config: { permission: { anyMenu: [screens.VendorChanges.path, screens.VendorProfile.path] } },
    },
    async (request) => ok(await getChange(app.db, authOf(request), request.query.id)),
  );
}

/** Deciding master data changes: approve one or several, refuse one. */
export function changeDecisionRoutes(app: RouteApp, events: EventPublisher<'onboarding'>): void {
  app.post(
    `/${p.approveChange}`,
    {
      schema: {
        tags,
        summary:
          "Approve a change: it takes effect (a bank account: finance only, and only with the bank's letter)",
        body: vendorChangeDecision,
        response: { 200: envelopeOf(id), ...refusals },
      },
      config: { permission: changes },
    },
    async (request) =>
      ok(await decideChange(app.db, events, authOf(request), request.body.ID, { approve: true })),
  );

  app.post(
    `/${p.approveChanges}`,
    {
      schema: {
        tags,
        summary: 'Approve several changes in one transaction: all or none (409 names each refused change)',
        body: idsBody,
        response: { 200: envelopeOf(bulkResult), ...refusals },
      },
      config: { permission: changes },
    },
    async (request) => ok(await approveChanges(app.db, events, authOf(request), request.body.IDS)),
  );

  app.post(
    `/${p.refuseChange}`,
    {
      schema: {
        tags,
        summary: 'Refuse a change with a reason: the old value stays',
        body: vendorChangeRefusal,
        response: { 200: envelopeOf(id), ...refusals },
      },
      config: { permission: changes },
    },
    async (request) =>
      ok(
        await decideChange(app.db, events, authOf(request), request.body.ID, {
          approve: false,
          reason: request.body.REASON,
        }),
      ),
  );
}
