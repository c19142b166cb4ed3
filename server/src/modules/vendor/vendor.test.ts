import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  encryptPassword,
  organizationId,
  type Session,
  signedIn,
  signIn,
} from '../../../test/auth-helper.ts';
import { demoRoleId, describeOnDatabase } from '../../../test/helper.ts';
import { columnOf } from '../../../test/rows.ts';

type Row = Record<string, unknown>;

describeOnDatabase('Vendor accounts and side tables (Vender/*)', (t) => {
  const { admin } = signedIn(t);
  let hq: number;
  let sz: number;
  let vendorRole: number;
  const lastAudit = (entity: string, entityId: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', entity)
      .where('entity_id', '=', String(entityId))
      .orderBy('id', 'desc')
      .executeTakeFirst();
  const list = async (path: string, body: Row = {}, as: Session = admin) =>
    call<Row[]>(t.app, as, 'POST', path, { body: { Limit: 100, ...body } });
  const save = async (body: Row, lang?: 'en') =>
    call<{ ID: number }>(t.app, admin, 'POST', 'Vender/AddOrModifySave', { body, ...(lang ? { lang } : {}) });
  const account = async (userName: string, vendorCode: string, extra: Row = {}) => ({
    USER_NAME: userName,
    NICK_NAME: `${vendorCode} contact`,
    PASSWORD: await encryptPassword(t.app, 'Harbour-Lamp-57'),
    ROLE_ID: vendorRole,
    VENDOR_CODE: vendorCode,
    ...extra,
  });

  beforeAll(async () => {
    hq = await organizationId(t.app, 'HQ');
    sz = await organizationId(t.app, 'SZ');
    vendorRole = await demoRoleId(t.db, 'Vendor');
  });

  describe('vendor accounts', () => {
    it('lists the vendor accounts of the organisation with their vendor, never buyer accounts', async () => {
      const res = await list('Vender/LoadData');
      expect(res.status).toBe(200);
      expect(
        res.body.data.map((r) => [r.USER_NAME, r.VENDOR_CODE, r.VENDOR_NAME, r.PARENT_VENDOR_CODE]),
      ).toEqual([
        ['vendor1', 'V001', '华东精密五金有限公司', null],
        ['vendor2', 'V002', '深圳鑫达电子有限公司', null],
        ['vendor3', 'V003', '昆山协力冲压厂', 'V001'],
      ]);
      const inSz = await call<Row[]>(t.app, admin, 'POST', 'Vender/LoadData', {
        body: {},
        headers: { orgid: String(sz) },
      });
      expect(inSz.body.data.map((r) => r.USER_NAME)).toEqual(['vendor1']);
    });

    it('creates a vendor account for a vendor of the organisation; it signs in as that vendor', async () => {
      const res = await save(await account('v4-sales', 'V004'));
      expect(res.status, res.body.msg).toBe(200);
      const session = await signIn(t.app, 'v4-sales', 'Harbour-Lamp-57');
      expect(session.vendorCode).toBe('V004');
      const detail = await call<Row>(t.app, admin, 'GET', 'Vender/Get', { query: { id: res.body.data.ID } });
      expect(detail.body.data).toMatchObject({
        VENDOR_CODE: 'V004',
        VENDOR_NAME: '宁波海天塑胶有限公司',
        ORG_IDS: [hq],
      });
      const audit = await lastAudit('vendor_user', res.body.data.ID);
      expect(audit?.action).toBe('create');
      expect(audit?.after).toMatchObject({ USER_NAME: 'v4-sales', VENDOR_CODE: 'V004' });
    });

    it('refuses a vendor code the organisation does not have, in each of its organisations', async () => {
      const unknown = await save(await account('v9', 'V999'), 'en');
      expect(unknown.status).toBe(400);
      expect(unknown.body.msg).toBe('Vendor V999 does not exist');
      // V004 is a vendor of HQ only: an account of V004 cannot also work for SZ.
      const notInSz = await save(await account('v4-sz', 'V004', { ORG_IDS: [sz] }));
      expect(notInSz.status).toBe(400);
      expect(notInSz.body.msg).toBe('供应商 V004 不存在');
      const missing = await save({ ...(await account('v-none', 'V001')), VENDOR_CODE: '' }, 'en');
      expect(missing.status).toBe(400);
      expect(missing.body.msg).toContain('Field VENDOR_CODE');
      const names = await t.db
        .selectFrom('app_user')
        .select('user_name')
        .where('user_name', 'in', ['v9', 'v4-sz', 'v-none'])
        .execute();
      expect(names).toEqual([]);
    });

    it('keeps the two screens apart: a buyer is not a vendor account and the other way round', async () => {
      const buyer = await t.db
        .selectFrom('app_user')
        .select('id')
        .where('user_name', '=', 'buyer')
        .executeTakeFirstOrThrow();
      expect((await call(t.app, admin, 'GET', 'Vender/Get', { query: { id: buyer.id } })).status).toBe(404);
      expect((await call(t.app, admin, 'POST', 'Vender/Delete', { query: { id: buyer.id } })).status).toBe(
        404,
      );
      const vendor1Id = await columnOf(t.db, 'app_user', 'id', { user_name: 'vendor1' });
      expect((await call(t.app, admin, 'POST', 'User/Delete', { query: { id: vendor1Id } })).status).toBe(
        404,
      );
    });

    it('modifies, locks, unlocks, resets and deletes a vendor account', async () => {
      const { body } = await save(await account('v5-temp', 'V005'));
      const id = body.data.ID;
      const modified = await save({
        ...(await account('v5-temp', 'V005')),
        ID: id,
        NICK_NAME: 'Renamed',
        PASSWORD: '',
      });
      expect(modified.status).toBe(200);
      expect((await lastAudit('vendor_user', id))?.after).toMatchObject({ NICK_NAME: 'Renamed' });
      await signIn(t.app, 'v5-temp', 'Harbour-Lamp-57');

      expect(
        (await call(t.app, admin, 'POST', 'Vender/ChangeLockStatus', { body: { ID: id, IS_LOCKED: 'Y' } }))
          .status,
      ).toBe(200);
      await expect(signIn(t.app, 'v5-temp', 'Harbour-Lamp-57')).rejects.toThrow(/refused: 403/);
      await call(t.app, admin, 'POST', 'Vender/ChangeLockStatus', { body: { ID: id, IS_LOCKED: 'N' } });
      const reset = await call<{ TempPassword: string }>(t.app, admin, 'POST', 'Vender/ResetPassword', {
        body: { ID: id },
      });
      await signIn(t.app, 'v5-temp', reset.body.data.TempPassword);

      const del = await call(t.app, admin, 'POST', 'Vender/Delete', { query: { id } });
      expect(del.status).toBe(200);
      expect((await lastAudit('vendor_user', id))?.action).toBe('delete');
    });

    it('refuses to delete a vendor account that created delivery notes', async () => {
      const { body } = await save(await account('v2-author', 'V002'));
      await t.db
        .updateTable('delivery_note')
        .set({ creator_id: body.data.ID })
        .where('vendor_code', '=', 'V002')
        .execute();
      const res = await call(t.app, admin, 'POST', 'Vender/Delete', {
        query: { id: body.data.ID },
        lang: 'en',
      });
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe('The record is in use and cannot be deleted');
    });

    it('lists the vendors and parts of the organisation', async () => {
      const vendors = await list('Vender/LoadVendors');
      expect(vendors.body.data.map((r) => r.VENDOR_CODE)).toEqual(['V001', 'V002', 'V003', 'V004', 'V005']);
      expect(vendors.body.data[2]).toMatchObject({
        VENDOR_NAME: '昆山协力冲压厂',
        PARENT_VENDOR_CODE: 'V001',
      });
      expect(Object.keys(vendors.body.data[0]!)).toEqual(
        expect.arrayContaining(['VENDOR_CODE', 'VENDOR_NAME', 'PARENT_VENDOR_CODE', 'CONTACT', 'EMAIL']),
      );
      const parts = await list('Vender/LoadParts', {
        Params: [{ FIELD_NAME: 'PART_NO', ACTION_TYPE: 1, PARAM_VALUE: 'P10001' }],
      });
      expect(parts.body.data).toHaveLength(1);
      expect(parts.body.data[0]).toMatchObject({ PART_NO: 'P10001', PART_NAME: '六角螺栓 M8×30' });
    });
  });

  describe('over-delivery part confirmation', () => {
    it('lists the confirmations with vendor and part names', async () => {
      const res = await list('Vender/OverDeliveryLoadData');
      expect(res.body.data).toHaveLength(1);
      expect(res.body.data[0]).toMatchObject({
        VENDOR_CODE: 'V001',
        VENDOR_NAME: '华东精密五金有限公司',
        PART_NO: 'P10001',
        PART_NAME: '六角螺栓 M8×30',
        OVER_PCT: '10.0000',
        CONFIRMED_BY: 'buyer',
      });
    });

    it('sets a vendor and part once: saving the pair again updates it, confirmed by the caller', async () => {
      const first = await call<{ ID: number }>(t.app, admin, 'POST', 'Vender/OverDeliverySave', {
        body: { VENDOR_CODE: 'V002', PART_NO: 'P10003', OVER_PCT: 5.5 },
      });
      expect(first.status).toBe(200);
      const again = await call<{ ID: number }>(t.app, admin, 'POST', 'Vender/OverDeliverySave', {
        body: { VENDOR_CODE: 'V002', PART_NO: 'P10003', OVER_PCT: '7.25' },
      });
      expect(again.body.data.ID).toBe(first.body.data.ID);
      const rows = await list('Vender/OverDeliveryLoadData', {
        Params: [{ FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: 1, PARAM_VALUE: 'V002' }],
      });
      expect(rows.body.data).toHaveLength(1);
      expect(rows.body.data[0]).toMatchObject({ OVER_PCT: '7.2500', CONFIRMED_BY: 'admin' });
      const audit = await lastAudit('over_delivery_part', first.body.data.ID);
      expect(audit).toMatchObject({ action: 'update', user_name: 'admin' });
      expect(audit?.before).toMatchObject({ OVER_PCT: '5.5000' });
      expect(audit?.after).toMatchObject({ OVER_PCT: '7.2500', CONFIRMED_BY: 'admin' });
    });

    it('refuses an unknown vendor or part, a percentage outside 0..100, and a second row for a pair', async () => {
      const save = (body: Row) => call(t.app, admin, 'POST', 'Vender/OverDeliverySave', { body, lang: 'en' });
      expect((await save({ VENDOR_CODE: 'V009', PART_NO: 'P10001', OVER_PCT: 1 })).body.msg).toBe(
        'Vendor V009 does not exist',
      );
      const part = await save({ VENDOR_CODE: 'V001', PART_NO: 'P20001', OVER_PCT: 1 });
      expect(part.status).toBe(400);
      expect(part.body.msg).toBe('Part P20001 does not exist');
      for (const pct of [101, -1, '1.23456', 'ten']) {
        const res = await save({ VENDOR_CODE: 'V001', PART_NO: 'P10005', OVER_PCT: pct });
        expect(res.status, String(pct)).toBe(400);
        expect(res.body.msg).toContain('Field OVER_PCT');
      }
      const existing = await columnOf(t.db, 'over_delivery_part', 'id', { part_no: 'P10001' });
      const other = await call<{ ID: number }>(t.app, admin, 'POST', 'Vender/OverDeliverySave', {
        body: { VENDOR_CODE: 'V001', PART_NO: 'P10006', OVER_PCT: 100 },
      });
      const clash = await save({
        ID: other.body.data.ID,
        VENDOR_CODE: 'V001',
        PART_NO: 'P10001',
        OVER_PCT: 3,
      });
      expect(clash.status).toBe(409);
      expect(clash.body.msg).toBe('Vendor V001 already has a record for part P10001');
      const kept = await t.db
        .selectFrom('over_delivery_part')
        .select(['id', 'over_pct'])
        .where('id', '=', existing)
        .executeTakeFirst();
      expect(kept?.over_pct).toBe('10.0000');
    });

    it('deletes a confirmation; an unknown id is 404', async () => {
      const { body } = await call<{ ID: number }>(t.app, admin, 'POST', 'Vender/OverDeliverySave', {
        body: { VENDOR_CODE: 'V004', PART_NO: 'P10010', OVER_PCT: 2 },
      });
      expect(
        (await call(t.app, admin, 'POST', 'Vender/OverDeliveryDelete', { query: { id: body.data.ID } }))
          .status,
      ).toBe(200);
      expect(await lastAudit('over_delivery_part', body.data.ID)).toMatchObject({
        action: 'delete',
        after: null,
      });
      expect(
        (await call(t.app, admin, 'POST', 'Vender/OverDeliveryDelete', { query: { id: body.data.ID } }))
          .status,
      ).toBe(404);
    });
  });

  describe('spares', () => {
    it('lists, sets, updates and deletes spare ratios', async () => {
      const listed = await list('Vender/SpareLoadData');
      expect(listed.body.data[0]).toMatchObject({
        VENDOR_CODE: 'V001',
        PART_NO: 'P10002',
        SPARE_PCT: '5.0000',
        UPDATED_BY: 'buyer',
      });
      const saved = await call<{ ID: number }>(t.app, admin, 'POST', 'Vender/SpareSave', {
        body: { VENDOR_CODE: 'V002', PART_NO: 'P10004', SPARE_PCT: '0.5' },
      });
      expect(saved.status).toBe(200);
      const updated = await call<{ ID: number }>(t.app, admin, 'POST', 'Vender/SpareSave', {
        body: { ID: saved.body.data.ID, VENDOR_CODE: 'V002', PART_NO: 'P10004', SPARE_PCT: 1 },
      });
      expect(updated.body.data.ID).toBe(saved.body.data.ID);
      const audit = await lastAudit('vendor_spare', saved.body.data.ID);
      expect(audit?.before).toMatchObject({ SPARE_PCT: '0.5000' });
      expect(audit?.after).toMatchObject({ SPARE_PCT: '1.0000', UPDATED_BY: 'admin' });
      const bad = await call(t.app, admin, 'POST', 'Vender/SpareSave', {
        body: { VENDOR_CODE: 'V002', PART_NO: 'P10004', SPARE_PCT: 150 },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toContain('字段 SPARE_PCT');
      expect(
        (await call(t.app, admin, 'POST', 'Vender/SpareDelete', { query: { id: saved.body.data.ID } }))
          .status,
      ).toBe(200);
      expect((await list('Vender/SpareLoadData')).body.count).toBe(1);
    });
  });
});
