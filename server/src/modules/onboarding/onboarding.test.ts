import {
  apiPaths,
  type InvitationInfo,
  type RegistrationDetail,
  type VendorInvited,
  type VendorProfile,
} from '@srm/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, encryptPassword, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { company, registeredCompany, tokenOf, unique, vendorAdminRole } from '../../../test/onboarding.ts';
import { columnOf } from '../../../test/rows.ts';
import { sampleFiles, uploadFile } from '../../../test/upload-helper.ts';
import { publisherFor } from '../../platform/events/event-catalogue.ts';
import { demoApiKey } from '../../seed/demo.ts';
import { remindExpiringDocuments } from './onboarding.service.ts';

const p = apiPaths.onboarding;

/**
 * Supplier onboarding (issue #34) on both engines: invite → register → review → approve, the new vendor signing in
 * and creating a note; master data changes only by approval (a bank account only by finance); documents kept to
 * their vendor, reminded 60/30/7/0 days before they end on a clock the test moves, and blocking notes when the
 * organisation says so; a vendor's administrator managing its own users only.
 */
describeEachDatabase('supplier onboarding', (t) => {
  const { buyer, finance, vendor1, vendor2 } = signedIn(t);

  const post = <T>(session: Session | null, path: string, body: object) =>
    call<T>(t.app, session, 'POST', path, { body });
  const get = <T>(session: Session | null, path: string, query: Record<string, string | number>) =>
    call<T>(t.app, session, 'GET', path, {
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  /** An invitation, and the company registered through it: its registration's id, token and administrator. */
  const registered = () => registeredCompany(t.app, buyer);

  describe('invitation and registration', () => {
    it('takes a company from invitation to a vendor that signs in and creates a delivery note', async () => {
      const invited = await post<VendorInvited>(buyer, p.invite, {
        EMAIL: 'Sales@Hengda.example',
        COMPANY_NAME: '恒达精密',
      });
      expect(invited.status, invited.body.msg).toBe(200);
      expect(invited.body.data.LINK).toMatch(/\/register\?token=[A-Za-z0-9_-]{43}$/);
      const token = tokenOf(invited.body.data.LINK);
      // Only the token's hash is kept.
      const stored = await columnOf(t.db, 'vendor_invitation', 'token_hash', { id: invited.body.data.ID });
      expect(stored).not.toContain(token);
      const info = await get<InvitationInfo>(null, p.invitation, { token });
      expect(info.body.data).toMatchObject({ EMAIL: 'sales@hengda.example', COMPANY_NAME: '恒达精密' });

      const code = `N${unique().slice(-6).toUpperCase()}`;
      const admin = `hengda.${unique()}`;
      const reg = await post<{ ID: number }>(null, p.register, {
        TOKEN: token,
        ...company('苏州恒达精密机械有限公司'),
        ADMIN_USER_NAME: admin,
        ADMIN_PASSWORD: await encryptPassword(t.app, 'Hengda#2026-Lamp'),
      });
      expect(reg.status, reg.body.msg).toBe(200);
      // Single use: the link is spent.
      const again = await post(null, p.register, {
        TOKEN: token,
        ...company('别的公司'),
        ADMIN_USER_NAME: `other.${unique()}`,
        ADMIN_PASSWORD: await encryptPassword(t.app, 'Other#2026-Lamp'),
      });
      expect(again.status).toBe(404);
      expect((await get(null, p.invitation, { token })).status).toBe(404);

      // The reviewer picks the administrator's role among the vendor roles; finance and vendors are not asked.
      const roles = await get<{ ID: number; ROLE_NAME: string }[]>(buyer, p.roleOptions, {});
      expect(roles.body.data.map((r) => r.ROLE_NAME)).toContain('供应商管理员');
      expect(roles.body.data.map((r) => r.ROLE_NAME)).not.toContain('超级管理员');
      expect((await get(finance, p.roleOptions, {})).status).toBe(403);
      expect((await get(vendor1, p.roleOptions, {})).status).toBe(403);
      const detail = (await get<RegistrationDetail>(buyer, p.registration, { id: reg.body.data.ID })).body
        .data;
      expect(detail).toMatchObject({ STATE: 'submitted', ACTIONS: ['review', 'refuse'] });
      // Finance decides the bank account only after a buyer reviewed the company.
      expect((await post(finance, p.approve, { ID: detail.ID, VERSION: detail.VERSION })).status).toBe(409);
      const reviewed = await post<RegistrationDetail>(buyer, p.review, {
        ID: detail.ID,
        VERSION: detail.VERSION,
        VENDOR_CODE: code,
        ROLE_ID: await vendorAdminRole(t.db),
      });
      expect(reviewed.status, reviewed.body.msg).toBe(200);
      expect(
        (await post(buyer, p.approve, { ID: detail.ID, VERSION: reviewed.body.data.VERSION })).status,
      ).toBe(403);
      const approved = await post<RegistrationDetail>(finance, p.approve, {
        ID: detail.ID,
        VERSION: reviewed.body.data.VERSION,
      });
      expect(approved.status, approved.body.msg).toBe(200);
      expect(approved.body.data.STATE).toBe('approved');
      const vendor = await t.db
        .selectFrom('vendor')
        .select(['vendor_name', 'tax_id', 'bank_account_no'])
        .where('vendor_code', '=', code)
        .executeTakeFirstOrThrow();
      expect(vendor).toEqual({
        vendor_name: '苏州恒达精密机械有限公司',
        tax_id: '91320500MA1X0001',
        bank_account_no: '6217 0000 1234 5678',
      });
      const adminPasswordHash = await columnOf(t.db, 'vendor_registration', 'admin_password_hash', {
        id: detail.ID,
      });
      expect(adminPasswordHash).toBe('');

      // The ERP orders from the new vendor; its administrator signs in and ships against the order.
      const pushed = await call(t.app, null, 'POST', 'Integration/PushOrders', {
        body: {
          Orders: [
            {
              ExternalId: `ERP-${code}-1`,
              PO_NO: `45${unique().slice(-6)}`,
              PO_ITEM: 10,
              VENDOR_CODE: code,
              PART_NO: 'P10003',
              ORDERED_QTY: '100',
              UNIT_PRICE: '1.5',
              TAX_RATE: '13',
              DUE_DATE: '2099-12-20',
            },
          ],
        },
        headers: { 'x-api-key': demoApiKey },
      });
      expect(pushed.status, pushed.body.msg).toBe(200);
      const newcomer = await signIn(t.app, admin, 'Hengda#2026-Lamp');
      const lines = (
        await post<{ ID: number }[]>(newcomer, 'DeliveryNote/OpenOrderLines', { Page: 1, Limit: 10 })
      ).body.data;
      expect(lines).toHaveLength(1);
      const note = await post<{ DELIVERY_NO: string; VENDOR_CODE: string }>(
        newcomer,
        'DeliveryNote/AddOrModifySave',
        {
          DELIVERY_DATE: '2026-11-30',
          Lines: [{ ORDER_LINE_ID: lines[0]!.ID, DELIVERY_QTY: '40' }],
        },
      );
      expect(note.status, note.body.msg).toBe(200);
      expect(note.body.data.VENDOR_CODE).toBe(code);
    });

    it('refuses expired, revoked and guessed links, and a refusal keeps its reason', async () => {
      const expired = await post<VendorInvited>(buyer, p.invite, { EMAIL: 'late@x.example' });
      await t.db
        .updateTable('vendor_invitation')
        .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
        .where('id', '=', expired.body.data.ID)
        .execute();
      expect((await get(null, p.invitation, { token: tokenOf(expired.body.data.LINK) })).status).toBe(404);
      const revoked = await post<VendorInvited>(buyer, p.invite, { EMAIL: 'gone@x.example' });
      expect((await post(buyer, p.revokeInvitation, { ID: revoked.body.data.ID })).status).toBe(200);
      const message = await get(null, p.invitation, { token: tokenOf(revoked.body.data.LINK) });
      expect(message.status).toBe(404);
      expect(message.body.msg).toContain('注册链接无效');
      expect((await get(null, p.invitation, { token: 'A'.repeat(43) })).status).toBe(404);
      expect((await post(vendor1, p.invite, { EMAIL: 'x@y.example' })).status).toBe(403);

      const { id } = await registered();
      const d = (await get<RegistrationDetail>(buyer, p.registration, { id })).body.data;
      const refused = await post<RegistrationDetail>(buyer, p.refuse, {
        ID: d.ID,
        VERSION: d.VERSION,
        REASON: '资质不符',
      });
      expect(refused.body.data).toMatchObject({ STATE: 'refused', REFUSE_REASON: '资质不符', ACTIONS: [] });
      // Vendors never see registrations.
      expect((await get(vendor1, p.registration, { id })).status).toBe(403);
    });
  });

  describe("the administrator's role", () => {
    const roleIdOf = (name: string) => columnOf(t.db, 'role', 'id', { role_name: name });
    const offered = async () =>
      (await get<{ ID: number; ROLE_NAME: string }[]>(buyer, p.roleOptions, {})).body.data.map(
        (r) => r.ROLE_NAME,
      );

    it('offers and accepts only roles meant for vendor users: a staff role is refused and changes nothing', async () => {
      // The demo's roles by hand (server/src/seed/demo.ts): staff roles hold screens or buttons no vendor holds.
      const names = await offered();
      expect(names).toEqual(expect.arrayContaining(['供应商管理员', '供应商']));
      for (const staff of ['采购员', '财务', '仓管员', '超级管理员']) expect(names).not.toContain(staff);

      const { id } = await registered();
      const before = (await get<RegistrationDetail>(buyer, p.registration, { id })).body.data;
      const code = `S${unique().slice(-6).toUpperCase()}`;
      const reviewAs = (role: number, lang: 'zh-chs' | 'en') =>
        call<RegistrationDetail>(t.app, buyer, 'POST', p.review, {
          body: { ID: id, VERSION: before.VERSION, VENDOR_CODE: code, ROLE_ID: role },
          lang,
        });
      const asBuyer = await reviewAs(await roleIdOf('采购员'), 'zh-chs');
      expect(asBuyer.status).toBe(400);
      expect(asBuyer.body.msg).toBe(
        '角色“采购员”含有供应商不能持有的菜单或按钮（采购方角色），不能给供应商管理员：请选择供应商角色',
      );
      const asFinance = await reviewAs(await roleIdOf('财务'), 'en');
      expect(asFinance.status).toBe(400);
      expect(asFinance.body.msg).toBe(
        "The role 财务 grants screens or buttons a vendor may not hold (a staff role): choose a vendor role for the vendor's administrator",
      );
      expect((await reviewAs(await roleIdOf('仓管员'), 'en')).status).toBe(400);
      expect((await reviewAs(await roleIdOf('超级管理员'), 'en')).status).toBe(400);

      // Nothing changed: still waiting for a buyer, same version, no code or role; no review audited.
      const after = (await get<RegistrationDetail>(buyer, p.registration, { id })).body.data;
      expect(after).toEqual(before);
      expect(after).toMatchObject({ STATE: 'submitted', VENDOR_CODE: null, ROLE_ID: null });
      const audited = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'vendorRegistration')
        .where('entity_id', '=', String(id))
        .execute();
      expect(audited.map((a) => a.action)).toEqual(['register']);
      // The vendor administrator's role is accepted on the same version.
      const reviewed = await reviewAs(await roleIdOf('供应商管理员'), 'en');
      expect(reviewed.status, reviewed.body.msg).toBe(200);
      expect(reviewed.body.data.STATE).toBe('reviewed');
    });

    it('judges a role by what it grants: one staff screen or button makes it a staff role', async () => {
      const name = `供应商-只读 ${unique()}`;
      const role = (
        await t.db
          .insertInto('role')
          .values({ role_name: name, role_type: 'normal' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const grant = async (code: string) => {
        const menu = await columnOf(t.db, 'menu', 'id', { menu_code: code });
        await t.db.insertInto('role_menu').values({ role_id: role, menu_id: menu }).execute();
      };
      await grant('supplier');
      await grant('OrderConfirmation');
      await grant('SeniorSearch');
      expect(await offered()).toContain(name);
      // A buyer's screen (reviewing order confirmations) ...
      await grant('ConfirmationReview');
      expect(await offered()).not.toContain(name);
      await t.db.deleteFrom('role_menu').where('role_id', '=', role).execute();
      await grant('OrderConfirmation');
      expect(await offered()).toContain(name);
      // ... or a staff decision's button.
      await grant('VendorReview');
      expect(await offered()).not.toContain(name);
      const { id } = await registered();
      const d = (await get<RegistrationDetail>(buyer, p.registration, { id })).body.data;
      const refused = await post(buyer, p.review, {
        ID: id,
        VERSION: d.VERSION,
        VENDOR_CODE: `S${unique().slice(-6).toUpperCase()}`,
        ROLE_ID: role,
      });
      expect(refused.status).toBe(400);
      expect((await get<RegistrationDetail>(buyer, p.registration, { id })).body.data.STATE).toBe(
        'submitted',
      );
    });
  });

  describe('master data under approval', () => {
    it('never changes a bank account without finance, keeps the old one until then, and tells both sides', async () => {
      const before = (await get<VendorProfile>(vendor1, p.profile, {})).body.data;
      const letter = await uploadFile(t.app, vendor1, 'vendor-change', 'letter.pdf', sampleFiles.pdf);
      const asked = await post<{ ID: number }>(vendor1, p.requestChange, {
        KIND: 'bank',
        BANK_NAME: '工商银行',
        BANK_ACCOUNT_NAME: before.VENDOR_NAME,
        BANK_ACCOUNT_NO: '6222 0000 9999 0001',
        ATTACHMENT_IDS: [letter.body.data.ID],
      });
      expect(asked.status, asked.body.msg).toBe(200);
      const pending = (await get<VendorProfile>(vendor1, p.profile, {})).body.data;
      expect(pending.BANK_ACCOUNT_NO).toBe(before.BANK_ACCOUNT_NO);
      expect(pending.PENDING.map((c) => c.KIND)).toEqual(['bank']);
      // One pending per kind; a buyer may not approve a bank account; a vendor never decides.
      expect(
        (
          await post(vendor1, p.requestChange, {
            KIND: 'bank',
            BANK_NAME: 'x',
            BANK_ACCOUNT_NAME: 'y',
            BANK_ACCOUNT_NO: '1234567',
            ATTACHMENT_IDS: [letter.body.data.ID],
          })
        ).status,
      ).toBe(409);
      expect((await post(buyer, p.approveChange, { ID: asked.body.data.ID })).status).toBe(403);
      expect((await post(vendor1, p.approveChange, { ID: asked.body.data.ID })).status).toBe(403);
      expect((await get<VendorProfile>(vendor1, p.profile, {})).body.data.BANK_ACCOUNT_NO).toBe(
        before.BANK_ACCOUNT_NO,
      );
      // No change of the bank account by any other route: the vendor accounts screen has no such field, and the
      // registration is not the vendor's.
      const approved = await post(finance, p.approveChange, { ID: asked.body.data.ID });
      expect(approved.status, approved.body.msg).toBe(200);
      // In force: the vendor reads its new account masked as ever, finance in full.
      expect((await get<VendorProfile>(vendor1, p.profile, {})).body.data.BANK_ACCOUNT_NO).toBe('•••• 0001');
      expect(
        (await get<VendorProfile>(finance, p.profile, { vendorCode: 'V001' })).body.data.BANK_ACCOUNT_NO,
      ).toBe('6222 0000 9999 0001');
      const events = await t.db
        .selectFrom('domain_event')
        .select('name')
        .where('entity', '=', 'vendor-change')
        .where('entity_id', '=', String(asked.body.data.ID))
        .orderBy('id')
        .execute();
      expect(events.map((e) => e.name)).toEqual(['vendor.change.requested', 'vendor.change.approved']);
      // A buyer approves an address; another vendor sees only its own profile.
      const address = await post<{ ID: number }>(vendor1, p.requestChange, {
        KIND: 'address',
        ADDRESS: '上海市浦东新区张江路 1 号',
      });
      expect((await post(finance, p.approveChange, { ID: address.body.data.ID })).status).toBe(403);
      expect(
        (await post(buyer, p.refuseChange, { ID: address.body.data.ID, REASON: '地址不完整' })).status,
      ).toBe(200);
      const theirs = (await get<VendorProfile>(vendor2, p.profile, { vendorCode: 'V001' })).body.data;
      expect(theirs.VENDOR_CODE).toBe('V002');
      expect((await post(vendor2, p.approveChange, { ID: address.body.data.ID })).status).toBe(403);
    });
  });

  describe('compliance documents', () => {
    it('keeps documents to their vendor and reviews them', async () => {
      const types = (await get<{ ID: number; CODE: string }[]>(vendor1, p.documentTypeOptions, {})).body.data;
      const rohs = types.find((x) => x.CODE === 'ROHS')!;
      const file = await uploadFile(t.app, vendor1, 'vendor-document', 'rohs.pdf', sampleFiles.pdf);
      expect(file.status, file.body.msg).toBe(200);
      const up = await post<{ ID: number }>(vendor1, p.uploadDocument, {
        DOCUMENT_TYPE_ID: rohs.ID,
        VALID_FROM: '2026-01-01',
        VALID_TO: '2027-12-31',
        ATTACHMENT_IDS: [file.body.data.ID],
      });
      expect(up.status, up.body.msg).toBe(200);
      expect((await get(vendor2, p.document, { id: up.body.data.ID })).status).toBe(404);
      expect((await post(vendor2, p.approveDocument, { ID: up.body.data.ID })).status).toBe(404);
      expect((await post(vendor1, p.approveDocument, { ID: up.body.data.ID })).status).toBe(404);
      const list = (
        await post<{ VENDOR_CODE: string }[]>(vendor2, 'VendorDocument/LoadData', { Page: 1, Limit: 200 })
      ).body.data;
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((d) => d.VENDOR_CODE === 'V002')).toBe(true);
      expect((await post(buyer, p.approveDocument, { ID: up.body.data.ID })).status).toBe(200);
      expect((await post(buyer, p.approveDocument, { ID: up.body.data.ID })).status).toBe(409);
      const bad = await post(vendor1, p.uploadDocument, {
        DOCUMENT_TYPE_ID: rohs.ID,
        VALID_FROM: '2027-01-01',
        VALID_TO: '2026-01-01',
        ATTACHMENT_IDS: [file.body.data.ID],
      });
      expect(bad.status).toBe(400);

      // A rejected document tells its vendor why and who decided; another vendor still cannot read it.
      const file2 = await uploadFile(t.app, vendor1, 'vendor-document', 'rohs-2026.pdf', sampleFiles.pdf);
      const again = await post<{ ID: number }>(vendor1, p.uploadDocument, {
        DOCUMENT_TYPE_ID: rohs.ID,
        VALID_FROM: '2026-02-01',
        VALID_TO: '2028-01-31',
        ATTACHMENT_IDS: [file2.body.data.ID],
      });
      expect(again.status, again.body.msg).toBe(200);
      const reason = '检测报告缺少镉含量';
      expect((await post(buyer, p.rejectDocument, { ID: again.body.data.ID, REASON: reason })).status).toBe(
        200,
      );
      const read = await get<{ STATE: string; REVIEWED_BY: string | null; REJECT_REASON: string | null }>(
        vendor1,
        p.document,
        { id: again.body.data.ID },
      );
      expect(read.status, read.body.msg).toBe(200);
      expect(read.body.data).toMatchObject({
        STATE: 'rejected',
        REVIEWED_BY: 'buyer',
        REJECT_REASON: reason,
      });
      expect((await get(vendor2, p.document, { id: again.body.data.ID })).status).toBe(404);
      const approved = (
        await get<{ REVIEWED_BY: string; REJECT_REASON: null }>(vendor1, p.document, { id: up.body.data.ID })
      ).body.data;
      expect([approved.REVIEWED_BY, approved.REJECT_REASON]).toEqual(['buyer', null]);
    });

    it('reminds 60, 30, 7 and 0 days before a document ends, once each, on a clock the test moves', async () => {
      const events = publisherFor(t.app.events, 'onboarding');
      const { rows } = await sql<{ id: number; valid_to: string }>`
        select d.id, to_char(d.valid_to, 'YYYY-MM-DD') as valid_to from vendor_document d
          join document_type t on t.id = d.document_type_id
         where d.vendor_code = 'V001' and t.code = 'BL' and d.state = 'approved'
           and d.org_id = (select id from organization where code = 'HQ')`.execute(t.db);
      const licence = rows[0]!;
      const day = (offset: number) => {
        const d = new Date(`${licence.valid_to}T00:00:00Z`);
        d.setUTCDate(d.getUTCDate() - offset);
        return d.toISOString().slice(0, 10);
      };
      const remindedOf = async () =>
        (
          await t.db
            .selectFrom('domain_event')
            .select('payload')
            .where('name', '=', 'document.expiring')
            .execute()
        )
          .map((e) => e.payload as { documentId: number; daysLeft: number })
          .filter((p) => p.documentId === licence.id)
          .map((p) => p.daysLeft);
      const before = (await remindedOf()).length;
      for (const [offset, expected] of [
        [61, []],
        [60, [60]],
        [59, [60]],
        [30, [60, 30]],
        [12, [60, 30]],
        [7, [60, 30, 7]],
        [0, [60, 30, 7, 0]],
        [-3, [60, 30, 7, 0]],
      ] as const) {
        await remindExpiringDocuments(t.db, events, day(offset));
        expect((await remindedOf()).slice(before), `${offset} days before`).toEqual(expected);
      }
    });

    it('blocks new delivery notes of a vendor missing a mandatory document only when the organisation says so', async () => {
      const v2 = (await get<VendorProfile>(vendor2, p.profile, {})).body.data;
      expect(v2.MISSING_DOCUMENTS).toEqual(['ISO 9001 质量管理体系证书']);
      const lines = (
        await post<{ ID: number; PO_REMAINING_QTY: string }[]>(vendor2, 'DeliveryNote/OpenOrderLines', {
          Page: 1,
          Limit: 50,
        })
      ).body.data;
      const line = lines.find((l) => Number(l.PO_REMAINING_QTY) >= 2)!;
      const note = { DELIVERY_DATE: '2026-11-30', Lines: [{ ORDER_LINE_ID: line.ID, DELIVERY_QTY: '1' }] };
      const admin = await signIn(t.app, 'admin');
      expect((await post(admin, p.saveDocumentRule, { BLOCK_ON_EXPIRED_DOCUMENTS: true })).status).toBe(200);
      try {
        const blocked = await post(vendor2, 'DeliveryNote/AddOrModifySave', note);
        expect(blocked.status).toBe(409);
        expect(blocked.body.msg).toContain('ISO 9001');
        // V001 holds both: not blocked.
        const v1lines = (
          await post<{ ID: number; PO_REMAINING_QTY: string }[]>(vendor1, 'DeliveryNote/OpenOrderLines', {
            Page: 1,
            Limit: 50,
          })
        ).body.data;
        const v1 = v1lines.find((l) => Number(l.PO_REMAINING_QTY) >= 2)!;
        const allowed = await post(vendor1, 'DeliveryNote/AddOrModifySave', {
          ...note,
          Lines: [{ ORDER_LINE_ID: v1.ID, DELIVERY_QTY: '1' }],
        });
        expect(allowed.status, allowed.body.msg).toBe(200);
      } finally {
        await post(admin, p.saveDocumentRule, { BLOCK_ON_EXPIRED_DOCUMENTS: false });
      }
      expect((await post(vendor2, 'DeliveryNote/AddOrModifySave', note)).status).toBe(200);
    });
  });

  describe("a vendor's administrator", () => {
    it('manages its own vendor users only, never with more rights than its own role', async () => {
      const roleId = await vendorAdminRole(t.db);
      await t.db
        .updateTable('app_user')
        .set({ role_id: roleId })
        .where('user_name', '=', 'vendor3')
        .execute();
      const admin = await signIn(t.app, 'vendor3');
      const vendorRole = await columnOf(t.db, 'role', 'id', { role_name: '供应商' });
      const buyerRole = await columnOf(t.db, 'role', 'id', { role_name: '采购员' });
      const account = (name: string, role: number, vendorCode: string) => ({
        USER_NAME: name,
        NICK_NAME: name,
        ROLE_ID: role,
        VENDOR_CODE: vendorCode,
        EMAIL: `${name}@v3.example`,
        ENABLED: true,
      });
      const withPassword = async (body: object) => ({
        ...body,
        PASSWORD: await encryptPassword(t.app, 'Pass#2026-Lamp'),
      });
      const mine = await post(
        admin,
        'Vender/AddOrModifySave',
        await withPassword(account(`v3.${unique()}`, vendorRole, 'V003')),
      );
      expect(mine.status, mine.body.msg).toBe(200);
      const elsewhere = await post(
        admin,
        'Vender/AddOrModifySave',
        await withPassword(account(`v3.${unique()}`, vendorRole, 'V001')),
      );
      expect(elsewhere.status).toBe(400);
      const beyond = await post(
        admin,
        'Vender/AddOrModifySave',
        await withPassword(account(`v3.${unique()}`, buyerRole, 'V003')),
      );
      expect(beyond.status).toBe(403);
      const listed = (
        await post<{ VENDOR_CODE: string }[]>(admin, 'Vender/LoadData', { Page: 1, Limit: 200 })
      ).body.data;
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((u) => u.VENDOR_CODE === 'V003')).toBe(true);
      const v1id = await columnOf(t.db, 'app_user', 'id', { user_name: 'vendor1' });
      expect((await get(admin, 'Vender/Get', { id: v1id })).status).toBe(404);
      // No system administration: its role holds no buyer or system screen besides its company's accounts.
      expect((await post(admin, 'User/LoadData', { Page: 1, Limit: 5 })).status).toBe(403);
      expect((await post(admin, 'Role/LoadData', {})).status).toBe(403);
    });
  });
});
