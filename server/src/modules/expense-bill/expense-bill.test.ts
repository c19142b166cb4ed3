import { apiPaths, type ExpenseBill, type ExpenseBillState } from '@srm/contract';
import { expect, it } from 'vitest';
import { call, type Session, signedIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { auditTrail, countRows } from '../../../test/rows.ts';
import { createStatement } from '../../../test/statements.ts';
import { downloadFile, sampleFiles, uploadFile } from '../../../test/upload-helper.ts';
import { type BillAction, billAttachmentKind, billTransitions } from './expense-bill.service.ts';

const p = apiPaths.expenseBill;
const period = new Date().toISOString().slice(0, 7);

/** Expense bills (PRODUCT §7) through HTTP on both databases. */
describeOnDatabase('expense bills', (t) => {
  const { buyer, vendor1, vendor2, finance, admin } = signedIn(t);

  const body = (over: object = {}) => ({
    VENDOR_CODE: 'V001',
    EXPENSE_KIND: 'quality',
    AMOUNT: '100.05',
    TAX_RATE: '13',
    CURRENCY: 'CNY',
    REASON: 'scratched housings',
    PERIOD: period,
    ...over,
  });

  const snapshot = (id: number) =>
    t.db.selectFrom('expense_bill').selectAll().where('id', '=', id).executeTakeFirst();

  it('computes the tax half-up, numbers the bill and audits every step', async () => {
    const saved = await call<ExpenseBill>(t.app, buyer, 'POST', p.addOrModifySave, { body: body() });
    expect(saved.status, saved.body.msg).toBe(200);
    // 100.05 × 13 % = 13.0065 → 13.01
    expect(saved.body.data).toMatchObject({
      STATE: 'draft',
      AMOUNT: '100.05',
      TAX: '13.01',
      AMOUNT_WITH_TAX: '113.06',
      DIRECTION: 'deduct',
    });
    expect(saved.body.data.BILL_NO).toMatch(/^EB\d{8}\d{4}$/);
    const edited = await call<ExpenseBill>(t.app, buyer, 'POST', p.addOrModifySave, {
      body: body({ ID: saved.body.data.ID, AMOUNT: '0.5', TAX_RATE: '9' }),
    });
    expect(edited.body.data).toMatchObject({ AMOUNT: '0.50', TAX: '0.05' });
    await call(t.app, buyer, 'POST', p.send, { body: { ID: saved.body.data.ID } });
    const disputed = await call<ExpenseBill>(t.app, vendor1, 'POST', p.dispute, {
      body: { ID: saved.body.data.ID, REASON: 'not ours' },
    });
    expect(disputed.body.data).toMatchObject({ STATE: 'disputed', DISPUTE_REASON: 'not ours' });
    const audit = await auditTrail(t.db, 'expenseBill', saved.body.data.ID, ['action']);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'send', 'dispute']);
  });

  it('state machine: every (state × action × role) through HTTP; refusals are 403/404/409 and change nothing', async () => {
    type Role = 'buyer' | 'vendor1' | 'vendor2' | 'finance' | 'admin';
    const sessions: Record<Role, Session> = { buyer, vendor1, vendor2, finance, admin };
    const states: ExpenseBillState[] = ['draft', 'sent', 'confirmed', 'disputed', 'included', 'closed'];
    const actions = Object.keys(billTransitions) as BillAction[];
    const expected = (action: BillAction, state: ExpenseBillState, role: Role): number => {
      if (role === 'finance') return 403; // finance holds no ExpenseBill screen
      const actor = role.startsWith('vendor') ? 'vendor' : 'buyer';
      const rule = billTransitions[action];
      if (!rule.actors.includes(actor)) return 403;
      if (role === 'vendor2' || (role === 'vendor1' && state === 'draft')) return 404;
      return rule.from.includes(state) ? 200 : 409;
    };
    const currency = 'QEB';
    /** A V001 bill moved to `state` (included and closed through a statement). */
    const billIn = async (state: ExpenseBillState): Promise<ExpenseBill> => {
      const saved = (
        await call<ExpenseBill>(t.app, buyer, 'POST', p.addOrModifySave, {
          body: body({ CURRENCY: currency }),
        })
      ).body.data;
      const go = async (s: Session, path: string, extra: object = {}) => {
        const res = await call(t.app, s, 'POST', path, { body: { ID: saved.ID, ...extra } });
        expect(res.status, `${path}: ${res.body.msg}`).toBe(200);
        return res;
      };
      if (state !== 'draft') await go(buyer, p.send);
      if (state === 'disputed') await go(vendor1, p.dispute, { REASON: 'no' });
      if (['confirmed', 'included', 'closed'].includes(state)) await go(vendor1, p.confirm);
      if (state === 'included' || state === 'closed') {
        const created = await createStatement(t.app, buyer, {
          CURRENCY: currency,
          EXPENSE_BILL_IDS: [saved.ID],
        });
        expect(created.status, created.body.msg).toBe(200);
        const st = { ID: created.body.data.ID };
        if (state === 'closed') {
          const s = apiPaths.statement;
          await call(t.app, buyer, 'POST', s.send, { body: st });
          await call(t.app, vendor1, 'POST', s.confirm, { body: st });
          await call(t.app, finance, 'POST', s.approve, {
            body: {
              ...st,
              INVOICE_NO: 'I',
              INVOICE_DATE: '2026-01-01',
              INVOICE_AMOUNT: '1',
              INVOICE_TAX: '0',
              // The bill alone is on the statement: approved past the invoice matching.
              OVERRIDE_REASON: 'test',
            },
          });
          await call(t.app, finance, 'POST', s.close, { body: st });
        }
      }
      const now = (await call<ExpenseBill>(t.app, buyer, 'GET', p.get, { query: { id: saved.ID } })).body
        .data;
      expect(now.STATE).toBe(state);
      return now;
    };
    const pathOf: Record<BillAction, string> = {
      save: p.addOrModifySave,
      send: p.send,
      confirm: p.confirm,
      dispute: p.dispute,
      delete: p.delete,
    };
    for (const state of states) {
      const shared = await billIn(state);
      for (const action of actions)
        for (const role of Object.keys(sessions) as Role[]) {
          const want = expected(action, state, role);
          const bill = want === 200 ? await billIn(state) : shared;
          const before = await snapshot(bill.ID);
          const requestBody =
            action === 'save'
              ? body({ ID: bill.ID, CURRENCY: currency, AMOUNT: '7' })
              : action === 'dispute'
                ? { ID: bill.ID, REASON: 'why' }
                : { ID: bill.ID };
          const res = await call<ExpenseBill>(t.app, sessions[role], 'POST', pathOf[action], {
            body: requestBody,
            lang: 'en',
          });
          expect(res.status, `${state} ${action} ${role}: ${res.body.msg}`).toBe(want);
          if (want !== 200) expect(await snapshot(bill.ID), `${state} ${action} ${role}`).toEqual(before);
          if (want === 409) expect(res.body.msg).toContain(bill.BILL_NO);
          if (want === 200) {
            const to = billTransitions[action].to;
            if (to === 'deleted') expect(await snapshot(bill.ID)).toBeUndefined();
            else expect(res.body.data.STATE).toBe(to === 'same' ? state : to);
          }
        }
    }
  });

  it('a vendor sees only its own bills and never a draft: by id, by filter, by export', async () => {
    const draft = (await call<ExpenseBill>(t.app, buyer, 'POST', p.addOrModifySave, { body: body() })).body
      .data;
    const sent = (await call<ExpenseBill>(t.app, buyer, 'POST', p.addOrModifySave, { body: body() })).body
      .data;
    await call(t.app, buyer, 'POST', p.send, { body: { ID: sent.ID } });
    expect((await call(t.app, vendor1, 'GET', p.get, { query: { id: draft.ID } })).status).toBe(404);
    expect((await call(t.app, vendor1, 'GET', p.get, { query: { id: sent.ID } })).status).toBe(200);
    for (const path of [p.confirm, p.dispute]) {
      const res = await call(t.app, vendor2, 'POST', path, { body: { ID: sent.ID, REASON: 'x' } });
      expect(res.status).toBe(404);
    }
    expect((await call(t.app, vendor2, 'GET', p.get, { query: { id: sent.ID } })).status).toBe(404);
    for (const params of [
      [],
      [{ FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: 1, PARAM_VALUE: 'V001', DATA_TYPE: 1 }],
    ]) {
      const res = await call<{ VENDOR_CODE: string; STATE: string; ID: number }[]>(
        t.app,
        vendor2,
        'POST',
        p.loadData,
        {
          body: { Page: 1, Limit: 500, Params: params },
        },
      );
      expect(res.status).toBe(200);
      expect(res.body.data.filter((r) => r.VENDOR_CODE !== 'V002')).toEqual([]);
    }
    const own = await call<{ STATE: string; ID: number }[]>(t.app, vendor1, 'POST', p.loadData, {
      body: { Page: 1, Limit: 500 },
    });
    expect(own.body.data.some((r) => r.ID === sent.ID)).toBe(true);
    expect(own.body.data.some((r) => r.STATE === 'draft')).toBe(false);
    expect((await call(t.app, vendor2, 'POST', p.exportData, { body: { Page: 1, Limit: 500 } })).status).toBe(
      200,
    );
    expect((await call(t.app, finance, 'POST', p.loadData, { body: { Page: 1, Limit: 5 } })).status).toBe(
      403,
    );
  });

  it('bad input is a localised 400 and changes nothing', async () => {
    const count = () => countRows(t.db, 'expense_bill');
    const before = await count();
    for (const over of [
      { AMOUNT: 100.05 },
      { AMOUNT: '1.234' },
      { AMOUNT: '-5' },
      { AMOUNT: '0.00' },
      { TAX_RATE: '101' },
      { PERIOD: '2026-13' },
      { EXPENSE_KIND: 'bribe' },
      { REASON: '' },
      { REASON: 'a\u0000b' },
      { REASON: '\u200b' },
      { REASON: '\u2060\u180e\u200c' },
      { CURRENCY: 'yuan' },
    ]) {
      const res = await call(t.app, buyer, 'POST', p.addOrModifySave, { body: body(over), lang: 'en' });
      expect(res.status, `${JSON.stringify(over)}: ${res.body.msg}`).toBe(400);
      expect(res.body.msg).toMatch(/^Field \w+/);
    }
    const zero = await call(t.app, buyer, 'POST', p.addOrModifySave, {
      body: body({ AMOUNT: '0' }),
      lang: 'zh-chs',
    });
    expect(zero.body.msg).toContain('金额必须大于 0');
    const unknown = await call(t.app, buyer, 'POST', p.addOrModifySave, {
      body: body({ VENDOR_CODE: 'NOPE' }),
      lang: 'en',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('NOPE');
    expect(await count()).toBe(before);
  });

  it('attachments: photos and PDFs kept by the save, read by staff and the bill’s vendor once sent, by no other vendor', async () => {
    const photo = await uploadFile(t.app, buyer, billAttachmentKind, 'scratch.png', sampleFiles.png);
    const report = await uploadFile(t.app, buyer, billAttachmentKind, '检验报告.pdf', sampleFiles.pdf);
    expect(photo.status, photo.body.msg).toBe(200);
    expect(report.status, report.body.msg).toBe(200);
    const ids = [photo.body.data.ID, report.body.data.ID];
    const saved = await call<ExpenseBill>(t.app, buyer, 'POST', p.addOrModifySave, {
      body: body({ ATTACHMENT_IDS: ids }),
    });
    expect(saved.status, saved.body.msg).toBe(200);
    const bill = saved.body.data;
    expect(bill.Attachments.map((a) => a.FILE_NAME)).toEqual(['scratch.png', '检验报告.pdf']);

    // A draft is the buyer's: its vendor cannot read it, nor its files.
    expect((await downloadFile(t.app, vendor1, ids[0]!)).statusCode).toBeGreaterThanOrEqual(403);
    await call(t.app, buyer, 'POST', p.send, { body: { ID: bill.ID } });
    const got = await call<ExpenseBill>(t.app, vendor1, 'GET', p.get, { query: { id: bill.ID } });
    expect(got.body.data.Attachments).toHaveLength(2);
    const file = await downloadFile(t.app, vendor1, ids[1]!);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(sampleFiles.pdf)).toBe(true);
    expect((await downloadFile(t.app, finance, ids[0]!)).statusCode).toBe(200);
    for (const id of ids) {
      const other = await downloadFile(t.app, vendor2, id);
      expect(other.statusCode, other.body).toBeGreaterThanOrEqual(403);
      expect(other.rawPayload.equals(sampleFiles.png)).toBe(false);
    }

    // Disputed, the buyer edits it: the photo is dropped, a new one added.
    await call(t.app, vendor1, 'POST', p.dispute, { body: { ID: bill.ID, REASON: 'wrong lot' } });
    const another = await uploadFile(t.app, buyer, billAttachmentKind, 'lot.jpg', sampleFiles.jpeg);
    const edited = await call<ExpenseBill>(t.app, buyer, 'POST', p.addOrModifySave, {
      body: body({ ID: bill.ID, ATTACHMENT_IDS: [ids[1], another.body.data.ID] }),
    });
    expect(edited.status, edited.body.msg).toBe(200);
    expect(edited.body.data.Attachments.map((a) => a.FILE_NAME)).toEqual(['检验报告.pdf', 'lot.jpg']);
    expect((await downloadFile(t.app, buyer, ids[0]!)).statusCode).toBe(404);

    // A spreadsheet is not a bill's kind of file; vendor2's upload cannot be claimed by the buyer's bill.
    const sheet = await uploadFile(t.app, buyer, billAttachmentKind, 'a.xlsx', sampleFiles.pdf);
    expect(sheet.status).toBe(400);
    const foreign = await uploadFile(t.app, vendor2, billAttachmentKind, 'x.pdf', sampleFiles.pdf);
    expect(foreign.status, foreign.body.msg).toBe(200);
    const stolen = await call<ExpenseBill>(t.app, buyer, 'POST', p.addOrModifySave, {
      body: body({ ID: bill.ID, ATTACHMENT_IDS: [foreign.body.data.ID] }),
    });
    expect(stolen.status).toBe(400);
    const after = await call<ExpenseBill>(t.app, buyer, 'GET', p.get, { query: { id: bill.ID } });
    expect(after.body.data.Attachments).toHaveLength(2);
  });
});
