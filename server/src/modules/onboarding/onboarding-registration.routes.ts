import {
  apiPaths,
  envelopeOf,
  onboardingRoleOption,
  registrationDecision,
  registrationDetail,
  registrationIdQuery,
  registrationRefusal,
  registrationReview,
  screens,
  vendorCodeSuggestion,
} from '@srm/contract';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import type { EventPublisher } from '../../platform/events/event-catalogue.ts';
import { refusals } from '../../platform/refusals.ts';
import type { RouteApp } from '../../platform/route-app.ts';
import { tags } from './onboarding.route-common.ts';
import {
  approve,
  getRegistration,
  refuse,
  review,
  roleOptions,
  suggestVendorCode,
} from './onboarding.service.ts';

const p = apiPaths.onboarding;
const registrations = { menu: screens.VendorRegistrations.path };

/** A registration under approval: read it, a buyer's review (code and role), finance's approval, a refusal. */
export function registrationRoutes(app: RouteApp, events: EventPublisher<'onboarding'>): void {
  app.get(
    `/${p.registration}`,
    {
      schema: {
        tags,
        summary: 'A registration with its bank account and what the caller may decide',
        querystring: registrationIdQuery,
        response: { 200: envelopeOf(registrationDetail), ...refusals },
      },
      config: { permission: registrations },
    },
    async (request) => ok(await getRegistration(app.db, authOf(request), request.query.id)),
  );

  app.get(
    `/${p.roleOptions}`,
    {
      schema: {
        tags,
        summary:
          "The vendor roles (nothing beyond what a vendor may hold) a reviewer may give a new vendor's administrator account",
        response: { 200: envelopeOf(z.array(onboardingRoleOption)), ...refusals },
      },
      config: { permission: { button: 'VendorReview' } },
    },
    async () => ok(await roleOptions(app.db)),
  );

  app.get(
    `/${p.suggestVendorCode}`,
    {
      schema: {
        tags,
        summary:
          "The next free code of the organisation's vendor code sequence (vendors and reviewed registrations counted), for the review dialog",
        response: {
          200: envelopeOf(vendorCodeSuggestion).meta({
            examples: [{ code: 0, msg: 'OK', data: { VENDOR_CODE: 'V004' } }],
          }),
          ...refusals,
        },
      },
      config: { permission: { button: 'VendorReview' } },
    },
    async (request) => ok(await suggestVendorCode(app.db, authOf(request))),
  );

  app.post(
    `/${p.review}`,
    {
      schema: {
        tags,
        summary:
          "A buyer checked the company: its vendor code and its administrator's role (submitted → reviewed)",
        body: registrationReview.meta({
          examples: [{ ID: 12, VERSION: 1, VENDOR_CODE: 'V105', ROLE_ID: 6 }],
        }),
        response: { 200: envelopeOf(registrationDetail), ...refusals },
      },
      config: { permission: { button: 'VendorReview' } },
    },
    async (request) => ok(await review(app.db, authOf(request), request.body)),
  );

  app.post(
    `/${p.approve}`,
    {
      schema: {
        tags,
        summary: 'Finance checked the bank account: the vendor and its administrator account are created',
        body: registrationDecision,
        response: { 200: envelopeOf(registrationDetail), ...refusals },
      },
      config: { permission: { button: 'VendorBankApproval' } },
    },
    async (request) => ok(await approve(app.db, events, authOf(request), request.body)),
  );

  app.post(
    `/${p.refuse}`,
    {
      schema: {
        tags,
        summary: 'Refuse a registration with a reason (a buyer before review, finance after)',
        body: registrationRefusal.meta({
          examples: [{ ID: 12, VERSION: 2, REASON: '银行开户名与公司名称不一致' }],
        }),
        response: { 200: envelopeOf(registrationDetail), ...refusals },
      },
      config: { permission: registrations },
    },
    async (request) => ok(await refuse(app.db, authOf(request), request.body)),
  );
}
