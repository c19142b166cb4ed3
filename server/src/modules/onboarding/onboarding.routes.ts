import {
  apiPaths,
  bulkResult,
  documentRule,
  documentTypeOption,
  documentTypeSave,
  envelopeOf,
  idBody,
  idsBody,
  invitationInfo,
  invitationTokenQuery,
  onboardingRoleOption,
  registrationDecision,
  registrationDetail,
  registrationIdQuery,
  registrationRefusal,
  registrationReview,
  screens,
  vendorChangeDecision,
  vendorChangeDetail,
  vendorChangeRefusal,
  vendorChangeRequest,
  vendorCodeSuggestion,
  vendorDocumentDecision,
  vendorDocumentDetail,
  vendorDocumentRejection,
  vendorDocumentUpload,
  vendorInvite,
  vendorInvited,
  vendorProfile,
  vendorRegister,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { publisherFor } from '../../platform/events/event-catalogue.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { refusals } from '../../platform/refusals.ts';
import {
  changeList,
  documentList,
  documentTypeList,
  invitationList,
  registrationList,
} from './onboarding.list.ts';
import {
  approve,
  approveChanges,
  approveDocuments,
  blocksOnMissingDocuments,
  decideChange,
  decideDocument,
  documentTypeOptions,
  getChange,
  getDocument,
  getRegistration,
  invitationInfo as infoOf,
  invite,
  profile,
  refuse,
  register,
  requestChange,
  resendInvitation,
  review,
  revokeInvitation,
  roleOptions,
  saveDocumentRule,
  saveDocumentType,
  suggestVendorCode,
  uploadDocument,
} from './onboarding.service.ts';

const p = apiPaths.onboarding;
const id = z.object({ ID: z.number().int() });
const invitations = { menu: screens.VendorInvitations.path };
const registrations = { menu: screens.VendorRegistrations.path };
const changes = { menu: screens.VendorChanges.path };
const documents = { menu: screens.VendorDocuments.path };

/** Supplier onboarding, master data under approval and compliance documents (issue #34). */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = publisherFor(app.events, 'onboarding');
  const tags = ['Supplier onboarding'];

  registerList(app, 'VendorInvitations', invitationList, "The organisation's supplier invitations");
  registerList(app, 'VendorRegistrations', registrationList, 'Registrations of invited companies');
  registerList(app, 'VendorChanges', changeList, "Vendors' requested master data changes");
  registerList(app, 'DocumentTypes', documentTypeList, "The organisation's compliance document types");
  registerList(app, 'VendorDocuments', documentList, "Vendors' compliance documents (a vendor: its own)");

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
};
