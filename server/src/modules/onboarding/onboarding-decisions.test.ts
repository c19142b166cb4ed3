import {
  apiPaths,
  type RegistrationDetail,
  type TodoItem,
  type VendorChangeDetail,
  type VendorCodeSuggestion,
  type VendorDocumentDetail,
  type VendorInvited,
  type VendorProfile,
} from '@srm/contract';
import { type RawBuilder, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { registeredCompany, unique, vendorAdminRole } from '../../../test/onboarding.ts';
import { columnOf } from '../../../test/rows.ts';
import { sampleFiles, uploadFile } from '../../../test/upload-helper.ts';
import { nextVendorCode } from './onboarding.service.ts';

const p = apiPaths.onboarding;

/** The next code of a sequence, by hand (PRODUCT §13: the organisation's sequence unless the buyer sets one). */
describe('nextVendorCode', () => {
  it.each([
    [['V001', 'V002', 'V003'], 'V004'],
    [['V001', 'V002', 'V003', 'V004', 'V005'], 'V006'],
    [['V009'], 'V010'],
    [['V999'], 'V1000'],
    [['V001', 'V003'], 'V004'],
    [['V001', 'V002', 'N123', 'ACME'], 'V003'],
    [['S01', 'S02', 'V7'], 'S03'],
    [['v001', 'V002'], 'V003'],
    [[], 'V001'],
    [['ACME', 'BOSCH'], 'V001'],
  ] as const)('%j → %s', (codes, next) => {
    expect(nextVendorCode(codes)).toBe(next);
  });
});

/**
 * Issue #45 items 5–7 on both engines: what each user may decide comes with the record (change requests,
 * registrations, documents); every decision is a to-do on its decider's home; a bank change carries the bank's
 * letter; account numbers are masked for all but finance; the review starts from the next vendor code; an invitation
 * gets a fresh link; a document's remark reaches its reviewer. Every new or changed route is tried from another
 * vendor and another organisation.
 */
describeEachDatabase('supplier onboarding: decisions, queues and details (#45)', (t) => {
  const { buyer, finance, vendor1, vendor2 } = signedIn(t);
  let buyerSz: Session;

  beforeAll(async () => {
    buyerSz = await signIn(t.app, 'buyer', undefined, { orgCode: 'SZ' });
  });

  const post = <T>(session: Session | null, path: string, body: object, lang?: 'zh-chs' | 'en') =>
    call<T>(t.app, session, 'POST', path, { body, lang });
  const get = <T>(session: Session | null, path: string, query: Record<string, string | number> = {}) =>
    call<T>(t.app, session, 'GET', path, {
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  const todo = async (session: Session) => {
    const res = await get<TodoItem[]>(session, apiPaths.home.todo);
    expect(res.status, res.body.msg).toBe(200);
    return Object.fromEntries(res.body.data.map((i) => [i.KEY, i.COUNT]));
  };
  const letter = async (session: Session, name = 'bank-letter.pdf') => {
    const file = await uploadFile(t.app, session, 'vendor-change', name, sampleFiles.pdf);
    expect(file.status, file.body.msg).toBe(200);
    return file.body.data.ID;
  };
  /** Clears the vendor's pending change of the kind (a test elsewhere may have left one): refused by its decider. */
  const noPending = async (vendorCode: string, kind: 'contact' | 'address' | 'bank') =>
    t.db
      .updateTable('vendor_change')
      .set({ state: 'refused', reviewed_by: 'test', refuse_reason: 'test' })
      .where('vendor_code', '=', vendorCode)
      .where('kind', '=', kind)
      .where('state', '=', 'pending')
      .execute();
  /** A company invited and registered: its registration's id. */
  const registered = async () => (await registeredCompany(t.app, buyer)).id;

  describe('a bank change and its letter', () => {
    it('refuses a bank change without the bank’s letter in the caller’s language, and stores nothing', async () => {
      await noPending('V001', 'bank');
      const body = {
        KIND: 'bank',
        BANK_NAME: '工商银行',
        BANK_ACCOUNT_NAME: '华东精密',
        BANK_ACCOUNT_NO: '6222 0000 9999 4321',
      };
      const zh = await post(vendor1, p.requestChange, body, 'zh-chs');
      expect(zh.status).toBe(400);
      expect(zh.body.msg).toBe(
        '变更银行账户须附上银行出具的账户证明（开户许可证或银行盖章的账户信息函），PDF 或图片',
      );
      const en = await post(vendor1, p.requestChange, { ...body, ATTACHMENT_IDS: [] }, 'en');
      expect(en.status).toBe(400);
      expect(en.body.msg).toBe(
        "A bank account change needs the bank's letter confirming the account (PDF or image)",
      );
      expect((await get<VendorProfile>(vendor1, p.profile)).body.data.PENDING).toEqual([]);
    });

    it('keeps the letter with the change: finance opens it and decides; the buyer may not; other vendors read nothing', async () => {
      await noPending('V001', 'bank');
      const file = await letter(vendor1);
      const asked = await post<{ ID: number }>(vendor1, p.requestChange, {
        KIND: 'bank',
        BANK_NAME: '工商银行',
        BANK_ACCOUNT_NAME: '华东精密',
        BANK_ACCOUNT_NO: '6222 0000 9999 4321',
        ATTACHMENT_IDS: [file],
      });
      expect(asked.status, asked.body.msg).toBe(200);
      const id = asked.body.data.ID;

      // Finance: the account in full, the letter, approve and refuse.
      const f = await get<VendorChangeDetail>(finance, p.change, { id });
      expect(f.status, f.body.msg).toBe(200);
      expect(f.body.data).toMatchObject({
        KIND: 'bank',
        STATE: 'pending',
        VENDOR_CODE: 'V001',
        ACTIONS: ['approve', 'refuse'],
      });
      expect(f.body.data.AFTER.BANK_ACCOUNT_NO).toBe('6222 0000 9999 4321');
      expect(f.body.data.Attachments.map((a) => a.FILE_NAME)).toEqual(['bank-letter.pdf']);
      const download = await t.app.inject({
        method: 'GET',
        url: `/api/Attachment/Download?id=${file}`,
        headers: finance.headers,
      });
      expect(download.statusCode).toBe(200);

      // The buyer reads it masked, may decide nothing of it, and does not read the letter (the number in full).
      const b = await get<VendorChangeDetail>(buyer, p.change, { id });
      expect(b.body.data.ACTIONS).toEqual([]);
      expect(b.body.data.AFTER.BANK_ACCOUNT_NO).toBe('•••• 4321');
      expect(b.body.data.Attachments).toEqual([]);
      const byBuyer = await t.app.inject({
        method: 'GET',
        url: `/api/Attachment/Download?id=${file}`,
        headers: buyer.headers,
      });
      expect(byBuyer.statusCode).toBe(404);
      expect((await post(buyer, p.approveChange, { ID: id })).status).toBe(403);

      // The vendor reads its own request (masked), decides nothing; another vendor and organisation read nothing.
      const own = await get<VendorChangeDetail>(vendor1, p.change, { id });
      expect(own.status).toBe(200);
      expect([own.body.data.ACTIONS, own.body.data.AFTER.BANK_ACCOUNT_NO]).toEqual([[], '•••• 4321']);
      expect(own.body.data.Attachments.map((a) => a.ID)).toEqual([file]);
      expect((await get(vendor2, p.change, { id })).status).toBe(404);
      expect((await get(buyerSz, p.change, { id })).status).toBe(404);
      const foreign = await t.app.inject({
        method: 'GET',
        url: `/api/Attachment/Download?id=${file}`,
        headers: vendor2.headers,
      });
      expect(foreign.statusCode).toBe(404);
      expect((await post(buyerSz, p.approveChange, { ID: id })).status).toBe(404);

      // The list shows no number in full, not even to finance; finance approves from the details.
      const listed = await post<{ ID: number; AFTER: string; WAITING_ON: string }[]>(
        finance,
        'VendorChange/LoadData',
        { Page: 1, Limit: 200 },
      );
      const row = listed.body.data.find((r) => r.ID === id)!;
      expect(JSON.parse(row.AFTER).BANK_ACCOUNT_NO).toBe('•••• 4321');
      expect(row.WAITING_ON).toBe('finance');
      expect((await post(finance, p.approveChange, { ID: id })).status).toBe(200);
      expect((await get<VendorChangeDetail>(finance, p.change, { id })).body.data.ACTIONS).toEqual([]);
    });

    it('refuses to approve a bank change that has no letter (asked before letters were needed)', async () => {
      await noPending('V002', 'bank');
      const org = finance.orgId;
      const { id } = await t.db
        .insertInto('vendor_change')
        .values({
          org_id: org,
          vendor_code: 'V002',
          kind: 'bank',
          before: JSON.stringify({ BANK_NAME: 'a', BANK_ACCOUNT_NAME: 'b', BANK_ACCOUNT_NO: '1111 2222' }),
          after: JSON.stringify({ BANK_NAME: 'c', BANK_ACCOUNT_NAME: 'd', BANK_ACCOUNT_NO: '3333 4444' }),
          requested_by: 'vendor2',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const refused = await post(finance, p.approveChange, { ID: id }, 'en');
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toContain("has no bank's letter");
      expect((await post(finance, p.refuseChange, { ID: id, REASON: '请附银行证明' })).status).toBe(200);
    });
  });

  describe('who may decide what', () => {
    it('answers the actions of a change by its kind: an address is the buyer’s, not finance’s', async () => {
      await noPending('V002', 'address');
      const asked = await post<{ ID: number }>(vendor2, p.requestChange, {
        KIND: 'address',
        ADDRESS: `深圳市南山区科技园 ${unique()} 号`,
      });
      expect(asked.status, asked.body.msg).toBe(200);
      const id = asked.body.data.ID;
      expect((await get<VendorChangeDetail>(buyer, p.change, { id })).body.data.ACTIONS).toEqual([
        'approve',
        'refuse',
      ]);
      expect((await get<VendorChangeDetail>(finance, p.change, { id })).body.data.ACTIONS).toEqual([]);
      expect((await post(finance, p.approveChange, { ID: id })).status).toBe(403);
      expect((await post(buyer, p.approveChange, { ID: id })).status).toBe(200);
    });

    it('gives finance the registration with its role’s name and the account in full; the buyer sees it masked', async () => {
      const id = await registered();
      const submitted = (await get<RegistrationDetail>(buyer, p.registration, { id })).body.data;
      expect(submitted.BANK_ACCOUNT_NO).toBe('•••• 5678');
      expect((await get<RegistrationDetail>(finance, p.registration, { id })).body.data.ACTIONS).toEqual([]);
      const suggested = await get<VendorCodeSuggestion>(buyer, p.suggestVendorCode);
      expect(suggested.status, suggested.body.msg).toBe(200);
      const reviewed = await post<RegistrationDetail>(buyer, p.review, {
        ID: id,
        VERSION: submitted.VERSION,
        VENDOR_CODE: suggested.body.data.VENDOR_CODE,
        ROLE_ID: await vendorAdminRole(t.db),
      });
      expect(reviewed.status, reviewed.body.msg).toBe(200);
      expect(reviewed.body.data.ROLE_NAME).toBe('供应商管理员');
      const f = (await get<RegistrationDetail>(finance, p.registration, { id })).body.data;
      expect(f).toMatchObject({
        STATE: 'reviewed',
        ROLE_NAME: '供应商管理员',
        BANK_ACCOUNT_NO: '6217 0000 1234 5678',
        ACTIONS: ['approve', 'refuse'],
      });
      // Finance reads the role from the registration: it is not asked to choose one.
      expect((await get(finance, p.roleOptions)).status).toBe(403);
      expect((await get(buyerSz, p.registration, { id })).status).toBe(404);
      await post(finance, p.refuse, { ID: id, VERSION: f.VERSION, REASON: '测试结束' });
    });

    it('answers a document’s actions: the buyer approves or rejects a submitted one, the vendor reads its remark', async () => {
      const types = (await get<{ ID: number; CODE: string }[]>(vendor2, p.documentTypeOptions)).body.data;
      const file = await uploadFile(t.app, vendor2, 'vendor-document', 'reach.pdf', sampleFiles.pdf);
      const up = await post<{ ID: number }>(vendor2, p.uploadDocument, {
        DOCUMENT_TYPE_ID: types.find((x) => x.CODE === 'REACH')!.ID,
        VALID_FROM: '2026-01-01',
        VALID_TO: '2027-12-31',
        REMARK: '第 3 页为 SVHC 清单',
        ATTACHMENT_IDS: [file.body.data.ID],
      });
      expect(up.status, up.body.msg).toBe(200);
      const b = (await get<VendorDocumentDetail>(buyer, p.document, { id: up.body.data.ID })).body.data;
      expect(b).toMatchObject({
        REMARK: '第 3 页为 SVHC 清单',
        UPLOADED_BY: 'vendor2',
        ACTIONS: ['approve', 'reject'],
      });
      const own = (await get<VendorDocumentDetail>(vendor2, p.document, { id: up.body.data.ID })).body.data;
      expect(own.ACTIONS).toEqual([]);
      const listed = await post<{ ID: number; REMARK: string }[]>(buyer, 'VendorDocument/LoadData', {
        Page: 1,
        Limit: 200,
      });
      expect(listed.body.data.find((r) => r.ID === up.body.data.ID)?.REMARK).toBe('第 3 页为 SVHC 清单');
      expect((await post(buyer, p.approveDocument, { ID: up.body.data.ID })).status).toBe(200);
      expect(
        (await get<VendorDocumentDetail>(buyer, p.document, { id: up.body.data.ID })).body.data.ACTIONS,
      ).toEqual([]);
      expect((await get(buyerSz, p.document, { id: up.body.data.ID })).status).toBe(404);
    });
  });

  describe('masking', () => {
    it('masks a vendor’s account number for its own users and buyers, never for finance', async () => {
      const accountNo = await columnOf(t.db, 'vendor', 'bank_account_no', {
        vendor_code: 'V002',
        org_id: vendor2.orgId,
      });
      const last4 = accountNo!.replace(/[^0-9A-Za-z]/g, '').slice(-4);
      expect((await get<VendorProfile>(vendor2, p.profile)).body.data.BANK_ACCOUNT_NO).toBe(`•••• ${last4}`);
      expect(
        (await get<VendorProfile>(buyer, p.profile, { vendorCode: 'V002' })).body.data.BANK_ACCOUNT_NO,
      ).toBe(`•••• ${last4}`);
      expect(
        (await get<VendorProfile>(finance, p.profile, { vendorCode: 'V002' })).body.data.BANK_ACCOUNT_NO,
      ).toBe(accountNo);
    });
  });

  describe('to-dos of each role', () => {
    it('counts each decision for its decider only, and a vendor’s documents to renew or add', async () => {
      const before = { buyer: await todo(buyer), finance: await todo(finance) };
      expect(Object.keys(before.buyer)).toEqual(
        expect.arrayContaining(['registrationsToReview', 'changesToReview', 'documentsToReview']),
      );
      expect(Object.keys(before.buyer)).not.toContain('bankChangesToApprove');
      expect(Object.keys(before.buyer)).not.toContain('registrationsToApprove');
      expect(Object.keys(before.finance)).toEqual(
        expect.arrayContaining(['registrationsToApprove', 'bankChangesToApprove']),
      );
      expect(Object.keys(before.finance)).not.toContain('changesToReview');
      expect(Object.keys(before.finance)).not.toContain('registrationsToReview');

      // A bank change waits on finance, a contact change on the buyer; a registration on the buyer.
      await noPending('V002', 'bank');
      await noPending('V002', 'contact');
      await post(vendor2, p.requestChange, {
        KIND: 'bank',
        BANK_NAME: '建设银行',
        BANK_ACCOUNT_NAME: '鑫达',
        BANK_ACCOUNT_NO: '6227 0000 1111 2222',
        ATTACHMENT_IDS: [await letter(vendor2)],
      });
      await post(vendor2, p.requestChange, {
        KIND: 'contact',
        CONTACT_NAME: '李敏',
        CONTACT_PHONE: '0755 8888 6666',
        CONTACT_EMAIL: 'limin@xinda.example',
      });
      await registered();
      const after = { buyer: await todo(buyer), finance: await todo(finance) };
      expect(after.finance.bankChangesToApprove).toBe(before.finance.bankChangesToApprove! + 1);
      expect(after.buyer.changesToReview).toBe(before.buyer.changesToReview! + 1);
      expect(after.buyer.registrationsToReview).toBe(before.buyer.registrationsToReview! + 1);
      expect(after.finance.registrationsToApprove).toBe(before.finance.registrationsToApprove);

      // The other organisation's buyer counts none of these.
      const sz = await todo(buyerSz);
      expect(sz.changesToReview ?? 0).toBe(
        Number(
          (
            await sql<{ n: string }>`select count(*) as n from vendor_change
              where org_id = ${buyerSz.orgId} and state = 'pending' and kind <> 'bank'`.execute(t.db)
          ).rows[0]!.n,
        ),
      );

      // V002 has no ISO 9001 (the demo's mandatory type): one missing; V001's licence ends within 60 days.
      const v2 = await todo(vendor2);
      expect(v2.documentsMissing).toBe(1);
      const v1 = await todo(vendor1);
      expect(v1.documentsExpiring).toBeGreaterThanOrEqual(1);
      expect(v1.documentsMissing).toBe(0);
    });

    it('stops counting an expiring document once its renewal is uploaded', async () => {
      const expiring = async () => (await todo(vendor1)).documentsExpiring!;
      const before = await expiring();
      expect(before).toBeGreaterThanOrEqual(1);
      const types = (await get<{ ID: number; CODE: string }[]>(vendor1, p.documentTypeOptions)).body.data;
      const file = await uploadFile(t.app, vendor1, 'vendor-document', 'bl-2027.pdf', sampleFiles.pdf);
      const up = await post<{ ID: number }>(vendor1, p.uploadDocument, {
        DOCUMENT_TYPE_ID: types.find((x) => x.CODE === 'BL')!.ID,
        VALID_FROM: '2026-01-01',
        VALID_TO: '2036-12-31',
        ATTACHMENT_IDS: [file.body.data.ID],
      });
      expect(up.status, up.body.msg).toBe(200);
      expect(await expiring()).toBe(before - 1);
      expect((await todo(buyer)).documentsToReview).toBeGreaterThanOrEqual(1);
    });
  });

  describe('the review’s vendor code', () => {
    it('suggests the next free code of the organisation’s sequence, skipping codes reviewed registrations hold', async () => {
      const first = (await get<VendorCodeSuggestion>(buyer, p.suggestVendorCode)).body.data.VENDOR_CODE;
      const codes = (
        await t.db.selectFrom('vendor').select('vendor_code').where('org_id', '=', buyer.orgId).execute()
      ).map((r) => r.vendor_code);
      expect(codes).not.toContain(first);
      expect(first).toMatch(/^V\d{3,}$/);
      const id = await registered();
      const d = (await get<RegistrationDetail>(buyer, p.registration, { id })).body.data;
      const reviewed = await post(buyer, p.review, {
        ID: id,
        VERSION: d.VERSION,
        VENDOR_CODE: first,
        ROLE_ID: await vendorAdminRole(t.db),
      });
      expect(reviewed.status, reviewed.body.msg).toBe(200);
      const next = (await get<VendorCodeSuggestion>(buyer, p.suggestVendorCode)).body.data.VENDOR_CODE;
      expect(next).not.toBe(first);
      expect(Number(next.slice(1))).toBe(Number(first.slice(1)) + 1);
      // A second registration may not take the code the first one holds.
      const other = await registered();
      const o = (await get<RegistrationDetail>(buyer, p.registration, { id: other })).body.data;
      const taken = await post(buyer, p.review, {
        ID: other,
        VERSION: o.VERSION,
        VENDOR_CODE: first,
        ROLE_ID: await vendorAdminRole(t.db),
      });
      expect(taken.status).toBe(409);
      // Each organisation has its own sequence; only reviewers are asked.
      expect((await get<VendorCodeSuggestion>(buyerSz, p.suggestVendorCode)).body.data.VENDOR_CODE).toBe(
        'V003',
      );
      expect((await get(finance, p.suggestVendorCode)).status).toBe(403);
      expect((await get(vendor1, p.suggestVendorCode)).status).toBe(403);
    });
  });

  describe('sending an invitation again', () => {
    it('issues a fresh link valid 14 days; the old one stops working; used, revoked and foreign ones are refused', async () => {
      const invited = await post<VendorInvited>(buyer, p.invite, { EMAIL: `again-${unique()}@x.example` });
      const oldToken = new URL(invited.body.data.LINK).searchParams.get('token')!;
      await t.db
        .updateTable('vendor_invitation')
        .set({ expires_at: sql<Date>`now() - interval '1 day'` })
        .where('id', '=', invited.body.data.ID)
        .execute();
      expect((await get(null, p.invitation, { token: oldToken })).status).toBe(404);

      const again = await post<VendorInvited>(buyer, p.resendInvitation, { ID: invited.body.data.ID });
      expect(again.status, again.body.msg).toBe(200);
      expect(again.body.data.ID).toBe(invited.body.data.ID);
      const newToken = new URL(again.body.data.LINK).searchParams.get('token')!;
      expect(newToken).not.toBe(oldToken);
      const info = await get<{ EXPIRES_AT: string }>(null, p.invitation, { token: newToken });
      expect(info.status, info.body.msg).toBe(200);
      const days = (new Date(info.body.data.EXPIRES_AT).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(13.9);
      expect(days).toBeLessThanOrEqual(14);
      expect((await get(null, p.invitation, { token: oldToken })).status).toBe(404);
      // A second resend makes the first new link stop working too.
      const third = await post<VendorInvited>(buyer, p.resendInvitation, { ID: invited.body.data.ID });
      expect((await get(null, p.invitation, { token: newToken })).status).toBe(404);
      expect(
        (await get(null, p.invitation, { token: new URL(third.body.data.LINK).searchParams.get('token')! }))
          .status,
      ).toBe(200);
      const audited = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'vendorInvitation')
        .where('entity_id', '=', String(invited.body.data.ID))
        .execute();
      expect(audited.map((a) => a.action).filter((a) => a === 'resend')).toHaveLength(2);

      // Another organisation's buyer and vendors cannot; a revoked or used invitation is not sent again.
      expect((await post(buyerSz, p.resendInvitation, { ID: invited.body.data.ID })).status).toBe(404);
      expect((await post(vendor1, p.resendInvitation, { ID: invited.body.data.ID })).status).toBe(403);
      expect((await post(buyer, p.revokeInvitation, { ID: invited.body.data.ID })).status).toBe(200);
      const revoked = await post(buyer, p.resendInvitation, { ID: invited.body.data.ID }, 'en');
      expect(revoked.status).toBe(409);
      expect(revoked.body.msg).toContain('used or revoked');
      // Revoked is final (contract `invitationTransitions`): revoking again is a 409 from its state.
      const revokedAgain = await post(buyer, p.revokeInvitation, { ID: invited.body.data.ID }, 'en');
      expect(revokedAgain.status).toBe(409);
      expect(revokedAgain.body.msg).toBe('This invitation was used or revoked already: it cannot be revoked');
      expect((await post(buyer, p.revokeInvitation, { ID: 2_000_000_000 })).status).toBe(404);
      expect((await post(buyer, p.resendInvitation, { ID: 2_000_000_000 })).status).toBe(404);
    });

    it('revokes a waiting or an expired invitation; a used one is a 409 (contract `invitationTransitions`)', async () => {
      const make = async (set: { expires_at?: RawBuilder<Date>; used_at?: RawBuilder<Date> }) => {
        const invited = await post<VendorInvited>(buyer, p.invite, { EMAIL: `revoke-${unique()}@x.example` });
        if (Object.keys(set).length > 0)
          await t.db
            .updateTable('vendor_invitation')
            .set(set)
            .where('id', '=', invited.body.data.ID)
            .execute();
        return invited.body.data.ID;
      };
      expect((await post(buyer, p.revokeInvitation, { ID: await make({}) })).status).toBe(200);
      const expired = await make({ expires_at: sql<Date>`now() - interval '1 day'` });
      expect((await post(buyer, p.revokeInvitation, { ID: expired })).status).toBe(200);
      const used = await post(
        buyer,
        p.revokeInvitation,
        { ID: await make({ used_at: sql<Date>`now()` }) },
        'en',
      );
      expect(used.status).toBe(409);
      expect(used.body.msg).toBe('This invitation was used or revoked already: it cannot be revoked');
    });
  });

  it("approves several changes in one call, all or none: a bank change (finance's) is named and nothing is approved", async () => {
    await noPending('V002', 'contact');
    await noPending('V002', 'bank');
    const contact = await post<{ ID: number }>(vendor2, p.requestChange, {
      KIND: 'contact',
      CONTACT_NAME: '王强',
      CONTACT_PHONE: '0755 8888 1234',
      CONTACT_EMAIL: 'wangqiang@xinda.example',
    });
    expect(contact.status, contact.body.msg).toBe(200);
    const bank = await post<{ ID: number }>(vendor2, p.requestChange, {
      KIND: 'bank',
      BANK_NAME: '建设银行',
      BANK_ACCOUNT_NAME: '鑫达',
      BANK_ACCOUNT_NO: '6227 0000 3333 4444',
      ATTACHMENT_IDS: [await letter(vendor2)],
    });
    expect(bank.status, bank.body.msg).toBe(200);
    const stateOf = async (id: number) =>
      (await t.db.selectFrom('vendor_change').select('state').where('id', '=', id).executeTakeFirstOrThrow())
        .state;
    const refused = await post<{ REFUSED: { LABEL: string; MSG: string }[] }>(
      buyer,
      p.approveChanges,
      { IDS: [contact.body.data.ID, bank.body.data.ID] },
      'en',
    );
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(
      /^1 of the 2 selected change requests cannot be approved, so none was approved:/,
    );
    expect(refused.body.data.REFUSED).toEqual([
      { LABEL: `V002 #${bank.body.data.ID}`, MSG: expect.any(String) },
    ]);
    expect(await stateOf(contact.body.data.ID)).toBe('pending');
    // Another organisation's buyer names them by id only and changes nothing.
    const elsewhere = await post<{ REFUSED: { LABEL: string }[] }>(buyerSz, p.approveChanges, {
      IDS: [contact.body.data.ID],
    });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.data.REFUSED).toEqual([
      { LABEL: `#${contact.body.data.ID}`, MSG: expect.any(String) },
    ]);
    const done = await post<{ COUNT: number }>(buyer, p.approveChanges, { IDS: [contact.body.data.ID] });
    expect(done.status, done.body.msg).toBe(200);
    expect(await stateOf(contact.body.data.ID)).toBe('approved');
    const financeDone = await post<{ COUNT: number }>(finance, p.approveChanges, {
      IDS: [bank.body.data.ID],
    });
    expect(financeDone.status, financeDone.body.msg).toBe(200);
    expect(await stateOf(bank.body.data.ID)).toBe('approved');
  });

  it('approves several documents in one call, all or none: one approved meanwhile is named and nothing changes', async () => {
    const types = (await get<{ ID: number; CODE: string }[]>(vendor2, p.documentTypeOptions)).body.data;
    const upload = async () => {
      const file = await uploadFile(t.app, vendor2, 'vendor-document', 'reach.pdf', sampleFiles.pdf);
      const up = await post<{ ID: number }>(vendor2, p.uploadDocument, {
        DOCUMENT_TYPE_ID: types.find((x) => x.CODE === 'REACH')!.ID,
        VALID_FROM: '2026-01-01',
        VALID_TO: '2027-12-31',
        ATTACHMENT_IDS: [file.body.data.ID],
      });
      expect(up.status, up.body.msg).toBe(200);
      return up.body.data.ID;
    };
    const [a, b] = [await upload(), await upload()];
    expect((await post(buyer, p.approveDocument, { ID: b })).status).toBe(200);
    const stateOf = (id: number) => columnOf(t.db, 'vendor_document', 'state', { id });
    const refused = await post<{ REFUSED: { LABEL: string }[] }>(buyer, p.approveDocuments, { IDS: [a, b] });
    expect(refused.status).toBe(409);
    expect(refused.body.data.REFUSED.map((r) => r.LABEL)).toEqual([
      expect.stringMatching(new RegExp(`^V002 .* #${b}$`)),
    ]);
    expect(await stateOf(a)).toBe('submitted');
    // The vendor holds the documents screen but decides nothing: refused whole.
    expect((await post(vendor2, p.approveDocuments, { IDS: [a] })).status).toBe(409);
    expect(await stateOf(a)).toBe('submitted');
    const done = await post<{ COUNT: number }>(buyer, p.approveDocuments, { IDS: [a] });
    expect(done.status, done.body.msg).toBe(200);
    expect(await stateOf(a)).toBe('approved');
  });
});
