import {
  apiPaths,
  envelopeOf,
  idBody,
  invitationInfo,
  invitationTokenQuery,
  screens,
  vendorInvite,
  vendorInvited,
  vendorRegister,
} from '@srm/contract';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import type { EventPublisher } from '../../platform/events/event-catalogue.ts';
import { refusals } from '../../platform/refusals.ts';
import type { RouteApp } from '../../platform/route-app.ts';
import { id, tags } from './onboarding.route-common.ts';
import {
  invitationInfo as infoOf,
  invite,
  register,
  resendInvitation,
  revokeInvitation,
} from './onboarding.service.ts';

const p = apiPaths.onboarding;
const invitations = { menu: screens.VendorInvitations.path };

/** A buyer's invitations: invite a company, a fresh link, revoke. */
export function invitationRoutes(app: RouteApp): void {
  app.post(
    `/${p.invite}`,
    {
      schema: {
        tags,
        summary:
          'Invite a company: a single-use registration link valid 14 days, answered and (mail on) mailed sealed',
        body: vendorInvite,
        response: {
          200: envelopeOf(vendorInvited).meta({
            examples: [
              {
                code: 0,
                msg: 'OK',
                data: {
                  ID: 7,
                  LINK: 'https://srm.example.com/register?token=4kq0yN2m3Zr9Xw8cVb7aTq5sLp1oKj6hGf2dSe9uIyA',
                  MAILED_TO: 'sales@acme.example',
                },
              },
            ],
          }),
          ...refusals,
        },
      },
      config: { permission: invitations },
    },
    async (request) => {
      const origin = request.headers.origin ?? `${request.protocol}://${request.host}`;
      return ok(await invite(app.db, app.mailPort, authOf(request), request.body, origin));
    },
  );

  app.post(
    `/${p.resendInvitation}`,
    {
      schema: {
        tags,
        summary:
          'A fresh link for an invitation not used nor revoked (waiting or expired): valid 14 days, answered and (mail on) mailed; the old link stops working',
        body: idBody,
        response: { 200: envelopeOf(vendorInvited), ...refusals },
      },
      config: { permission: invitations },
    },
    async (request) => {
      const origin = request.headers.origin ?? `${request.protocol}://${request.host}`;
      return ok(await resendInvitation(app.db, app.mailPort, authOf(request), request.body.ID, origin));
    },
  );

  app.post(
    `/${p.revokeInvitation}`,
    {
      schema: {
        tags,
        summary: 'Revoke an unused invitation',
        body: idBody,
        response: { 200: envelopeOf(id), ...refusals },
      },
      config: { permission: invitations },
    },
    async (request) => {
      await revokeInvitation(app.db, authOf(request), request.body.ID);
      return ok({ ID: request.body.ID });
    },
  );
}

/** Public: the invitation a registration link names, and the invited company's registration. */
export function registerRoutes(app: RouteApp, events: EventPublisher<'onboarding'>): void {
  app.get(
    `/${p.invitation}`,
    {
      schema: {
        tags,
        summary:
          'Public: the invitation a registration link names (404 when unknown, used, revoked or expired)',
        querystring: invitationTokenQuery,
        response: { 200: envelopeOf(invitationInfo), ...refusals },
      },
      config: { permission: { public: true } },
    },
    async (request) => ok(await infoOf(app.db, request.query.token)),
  );

  app.post(
    `/${p.register}`,
    {
      schema: {
        tags,
        summary:
          'Public: the invited company registers (its data, bank account and first administrator; the password RSA-encrypted as at sign-in); the link is used up',
        body: vendorRegister.meta({
          examples: [
            {
              TOKEN: '4kq0yN2m3Zr9Xw8cVb7aTq5sLp1oKj6hGf2dSe9uIyA',
              LEGAL_NAME: '苏州恒达精密机械有限公司',
              TAX_ID: '91320500MA1XXXXX3K',
              ADDRESS: '江苏省苏州市工业园区星湖街 88 号',
              CONTACT_NAME: '周经理',
              CONTACT_PHONE: '+86 512 6666 8888',
              CONTACT_EMAIL: 'sales@hengda.example',
              BANK_NAME: '中国银行苏州分行',
              BANK_ACCOUNT_NAME: '苏州恒达精密机械有限公司',
              BANK_ACCOUNT_NO: '6217 0000 1234 5678',
              CATEGORIES: ['机加工', '钣金'],
              ADMIN_USER_NAME: 'hengda.admin',
              ADMIN_PASSWORD: '<base64 RSA-OAEP ciphertext>',
            },
          ],
        }),
        response: { 200: envelopeOf(id), ...refusals },
      },
      config: { permission: { public: true } },
    },
    async (request) => ok(await register(app.db, events, request.body)),
  );
}
