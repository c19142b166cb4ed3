import {
  type AttachmentInfo,
  allowedActions,
  apiPaths,
  type InspectionSaved,
  type NcrAction,
  type NcrDetail,
  type NcrState,
  ncrStates,
  ncrTransitions,
  type StatementDetail,
} from '@srm/contract';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { cents, expectedReceipt } from '../../../test/exact-money.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { columnOf } from '../../../test/rows.ts';
import { sampleFiles, uploadFile } from '../../../test/upload-helper.ts';
import { publisherFor } from '../../platform/events/event-catalogue.ts';
import { inspectionAttachmentKind, remindOverdueNcrs } from './quality.service.ts';

type InspectionRow = { ID: number; INSPECTION_STATE: string; ACCEPTED_QTY: string; REJECTED_QTY: string };

/**
 * Inspection and NCRs (issue #33) on both engines: the inspection's rules, statements billing the accepted quantity
 * (against an exact independent computation), the NCR state machine walked through HTTP for every state × action ×
 * actor, the overdue reminder, and vendor isolation of every route.
 */
describeEachDatabase('inspection and NCRs', (t) => {
  const { buyer, vendor1, vendor2, finance } = signedIn(t);

  const post = <T>(session: Session, path: string, body: object) =>
    call<T>(t.app, session, 'POST', path, { body });
  type OrderLine = { ID: number; PART_NO: string; PO_REMAINING_QTY: string };
  type Note = { ID: number; Lines: { ID: number }[] };
  /** A line the vendor ships and the buyer receives in full now: received, not inspected, billed by nothing. */
  const receivedLine = async (vendor: Session = vendor1, qty = '20') => {
    const lines = (await post<OrderLine[]>(vendor, 'DeliveryNote/OpenOrderLines', { Page: 1, Limit: 50 }))
      .body.data;
    const line = lines.find((l) => Number(l.PO_REMAINING_QTY) >= Number(qty))!;
    const created = await post<Note>(vendor, 'DeliveryNote/AddOrModifySave', {
      DELIVERY_DATE: '2026-11-27',
      Lines: [{ ORDER_LINE_ID: line.ID, DELIVERY_QTY: qty }],
    });
    expect(created.status, created.body.msg).toBe(200);
    const note = created.body.data;
    for (const [session, path, body] of [
      [vendor, 'DeliveryNote/Audit', { ID: note.ID }],
      [vendor, 'DeliveryNote/Ship', { ID: note.ID, ATTRIBUTE1: 'SF', ATTRIBUTE2: 'SF1' }],
      [buyer, 'DeliveryNote/Receive', { ID: note.ID, Lines: [{ ID: note.Lines[0]!.ID, RECEIVED_QTY: qty }] }],
    ] as const) {
      const res = await post(session, path, body);
      expect(res.status, `${path}: ${res.body.msg}`).toBe(200);
    }
    return { id: note.Lines[0]!.ID, received_qty: qty };
  };
  const inspectBody = (line: { id: number; received_qty: string }, rejected: string, extra: object = {}) => ({
    DELIVERY_LINE_ID: line.id,
    ACCEPTED_QTY: new Decimal(line.received_qty).minus(rejected).toFixed(),
    REJECTED_QTY: rejected,
    DEFECT_CODE: new Decimal(rejected).gt(0) ? 'DIM' : null,
    ...extra,
  });

  describe('inspection', () => {
    it('checks accepted + rejected = received, a defect code for a rejection, and who may inspect', async () => {
      const line = await receivedLine();
      const received = new Decimal(line!.received_qty);
      const mismatch = await post(buyer, apiPaths.quality.inspect, {
        DELIVERY_LINE_ID: line!.id,
        ACCEPTED_QTY: received.toFixed(),
        REJECTED_QTY: '1',
        DEFECT_CODE: 'DIM',
      });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.msg).toContain(received.toFixed());
      const noDefect = await post(buyer, apiPaths.quality.inspect, {
        ...inspectBody(line!, '1'),
        DEFECT_CODE: null,
      });
      expect(noDefect.status).toBe(400);
      const unknown = await post(buyer, apiPaths.quality.inspect, {
        ...inspectBody(line!, '1'),
        DEFECT_CODE: 'NOPE',
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.msg).toContain('NOPE');
      expect((await post(vendor1, apiPaths.quality.inspect, inspectBody(line!, '1'))).status).toBe(403);
      expect((await post(finance, apiPaths.quality.inspect, inspectBody(line!, '1'))).status).toBe(403);
      expect(
        await t.db
          .selectFrom('inspection')
          .select('delivery_line_id')
          .where('delivery_line_id', '=', line!.id)
          .execute(),
      ).toEqual([]);
      const ok = await post<InspectionSaved>(buyer, apiPaths.quality.inspect, inspectBody(line!, '1'));
      expect(ok.status, ok.body.msg).toBe(200);
      expect(ok.body.data).toMatchObject({ REJECTED_QTY: '1', DEFECT_CODE: 'DIM', NCR_ID: null });
      // A recount, before anything bills it.
      const again = await post<InspectionSaved>(buyer, apiPaths.quality.inspect, inspectBody(line!, '2'));
      expect(again.body.data.REJECTED_QTY).toBe('2');
    });

    it("keeps a recount's photos when it sends them back; the vendor sees its own line's photos, no other vendor", async () => {
      const line = await receivedLine();
      const photo = async (name: string) => {
        const up = await uploadFile(t.app, buyer, inspectionAttachmentKind, name, sampleFiles.png);
        expect(up.status, up.body.msg).toBe(200);
        return up.body.data.ID;
      };
      const [first, second] = [await photo('bore-1.png'), await photo('bore-2.png')];
      const saved = await post(
        buyer,
        apiPaths.quality.inspect,
        inspectBody(line, '2', { ATTACHMENT_IDS: [first, second] }),
      );
      expect(saved.status, saved.body.msg).toBe(200);
      const photosOf = (s: Session) =>
        call<AttachmentInfo[]>(t.app, s, 'GET', apiPaths.quality.inspectionPhotos, {
          query: { lineId: line.id },
        });
      expect((await photosOf(buyer)).body.data.map((a) => a.FILE_NAME)).toEqual(['bore-1.png', 'bore-2.png']);
      expect((await photosOf(vendor1)).body.data.map((a) => a.ID)).toEqual([first, second]);
      expect((await photosOf(vendor2)).status).toBe(404);
      expect((await photosOf(finance)).status).toBe(403);
      // A recount that sends back what it read keeps the photos; one left out goes.
      const kept = (await photosOf(buyer)).body.data.map((a) => a.ID).filter((id) => id !== second);
      const recount = await post<InspectionSaved>(
        buyer,
        apiPaths.quality.inspect,
        inspectBody(line, '3', { ATTACHMENT_IDS: kept, RAISE_NCR: true, NCR_DESCRIPTION: '孔径偏大' }),
      );
      expect(recount.status, recount.body.msg).toBe(200);
      expect((await photosOf(vendor1)).body.data.map((a) => a.ID)).toEqual([first]);
      // The NCR it raised shows the vendor the inspection's photos as its evidence.
      const ncr = await call<NcrDetail>(t.app, vendor1, 'GET', apiPaths.quality.ncrGet, {
        query: { id: recount.body.data.NCR_ID! },
      });
      expect(ncr.status, ncr.body.msg).toBe(200);
      expect(ncr.body.data.InspectionPhotos.map((a) => a.ID)).toEqual([first]);
    });

    it('lists received lines to the buyer and, to a vendor, only its own with what was rejected', async () => {
      const line = await receivedLine();
      await post(buyer, apiPaths.quality.inspect, inspectBody(line!, '3'));
      const load = (s: Session) => post<InspectionRow[]>(s, 'Inspection/LoadData', { Page: 1, Limit: 500 });
      const mine = (await load(vendor1)).body.data;
      const row = mine.find((r) => r.ID === line!.id)!;
      expect(row.INSPECTION_STATE).toBe('inspected');
      expect([new Decimal(row.REJECTED_QTY).toFixed(), new Decimal(row.ACCEPTED_QTY).toFixed()]).toEqual([
        '3',
        '17',
      ]);
      const theirs = (await load(vendor2)).body.data;
      expect(theirs.length).toBeGreaterThan(0);
      expect(theirs.some((r) => r.ID === line!.id)).toBe(false);
      const vendorOf = await sql<{ vendor_code: string }>`
        select distinct dn.vendor_code from delivery_line dl join delivery_note dn on dn.id = dl.note_id
         where dl.id = any(${theirs.map((r) => r.ID)}::integer[])`.execute(t.db);
      expect(vendorOf.rows.map((r) => r.vendor_code)).toEqual(['V002']);
    });

    it('bills only the accepted quantity, totals equal to an exact independent computation; billed lines stay as billed', async () => {
      const line = await receivedLine(vendor2, '17.5');
      const other = await receivedLine(vendor2, '9');
      await post(buyer, apiPaths.quality.inspect, inspectBody(line!, '3'));
      const currency = await sql<{ currency: string }>`
        select ol.currency from delivery_line dl join order_line ol on ol.id = dl.order_line_id
         where dl.id = ${line.id}`.execute(t.db);
      const created = await post<StatementDetail>(buyer, apiPaths.statement.create, {
        VENDOR_CODE: 'V002',
        CURRENCY: currency.rows[0]!.currency,
        PERIOD_FROM: '2000-01-01',
        PERIOD_TO: '2099-12-31',
        DELIVERY_LINE_IDS: [line!.id, other!.id],
      });
      expect(created.status, created.body.msg).toBe(200);
      const s = created.body.data;
      const billed = s.Lines.find((l) => l.DELIVERY_LINE_ID === line!.id)!;
      expect(billed.RECEIVED_QTY).toBe(new Decimal(line!.received_qty).minus(3).toFixed());
      const whole = s.Lines.find((l) => l.DELIVERY_LINE_ID === other!.id)!;
      expect(new Decimal(whole.RECEIVED_QTY!).eq(other!.received_qty)).toBe(true);
      // Independently: each line from the order line's price, unit rate and tax rate and the accepted quantity.
      const figures = await sql<{ id: number; unit_price: string; unit_exrate: string; tax_rate: string }>`
        select dl.id, ol.unit_price::text as unit_price, ol.unit_exrate::text as unit_exrate,
               ol.tax_rate::text as tax_rate
          from delivery_line dl join order_line ol on ol.id = dl.order_line_id
         where dl.id = any(${[line!.id, other!.id]}::integer[])`.execute(t.db);
      let amount = 0n;
      let tax = 0n;
      for (const f of figures.rows) {
        const qty =
          f.id === line!.id ? new Decimal(line!.received_qty).minus(3) : new Decimal(other!.received_qty);
        const e = expectedReceipt({
          receivedQty: qty.toFixed(),
          unitExrate: f.unit_exrate,
          unitPrice: f.unit_price,
          taxRate: f.tax_rate,
        });
        const shown = s.Lines.find((l) => l.DELIVERY_LINE_ID === f.id)!;
        expect(shown.AMOUNT).toBe(cents(e.amount));
        expect(shown.TAX).toBe(cents(e.tax));
        amount += e.amount;
        tax += e.tax;
      }
      expect(s.TOTAL_AMOUNT).toBe(cents(amount));
      expect(s.TOTAL_TAX).toBe(cents(tax));
      expect(s.TOTAL_WITH_TAX).toBe(cents(amount + tax));
      const late = await post(buyer, apiPaths.quality.inspect, inspectBody(line!, '1'));
      expect(late.status).toBe(409);
      expect(late.body.msg).toContain(' ');
    });
  });

  it('shows PPM, NCRs and their answer hours on the scorecard as an independent computation of the month gives them', async () => {
    // Something rejected this month, so the month's row has a PPM.
    const line = await receivedLine(vendor1, '12');
    await post(buyer, apiPaths.quality.inspect, inspectBody(line, '1'));
    const month = (await sql<{ m: string }>`select to_char(current_date, 'YYYY-MM') as m`.execute(t.db))
      .rows[0]!.m;
    // Independently, from the rows: every received DN/OS line of V001 in HQ received this month, its rejection.
    const lines = await sql<{ received_qty: string; rejected_qty: string | null; received_at: Date }>`
      select dl.received_qty::text as received_qty, i.rejected_qty::text as rejected_qty, dn.received_at
        from delivery_line dl join delivery_note dn on dn.id = dl.note_id
        left join inspection i on i.delivery_line_id = dl.id
       where dn.org_id = (select id from organization where code = 'HQ') and dn.vendor_code = 'V001'
         and dn.note_kind in ('DN', 'OS') and dn.status = 5 and dl.received_qty is not null`.execute(t.db);
    const monthOf = (d: Date) => new Date(d).toISOString().slice(0, 7);
    const ofMonth = lines.rows.filter((l) => monthOf(l.received_at) === month);
    const received = ofMonth.reduce((sum, l) => sum.plus(l.received_qty), new Decimal(0));
    const rejected = ofMonth.reduce((sum, l) => sum.plus(l.rejected_qty ?? 0), new Decimal(0));
    const ppm = rejected.div(received).times(1_000_000).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
    const ncrs = await t.db
      .selectFrom('ncr')
      .select(['created_at', 'first_answered_at'])
      .where('vendor_code', '=', 'V001')
      .where('org_id', '=', await columnOf(t.db, 'organization', 'id', { code: 'HQ' }))
      .execute();
    const raised = ncrs.filter((n) => monthOf(n.created_at) === month);
    const res = await post<{ MONTH: string; VENDOR_CODE: string; PPM: string | null; NCR_COUNT: number }[]>(
      buyer,
      apiPaths.scorecard.loadData,
      { Page: 1, Limit: 500 },
    );
    expect(res.status, res.body.msg).toBe(200);
    const row = res.body.data.find((r) => r.MONTH === month && r.VENDOR_CODE === 'V001')!;
    expect(rejected.gt(0)).toBe(true);
    expect(new Decimal(row.PPM!).eq(ppm)).toBe(true);
    expect(row.NCR_COUNT).toBe(raised.length);
    const mine = await post<{ VENDOR_CODE: string }[]>(vendor2, apiPaths.scorecard.loadData, {
      Page: 1,
      Limit: 500,
    });
    expect(mine.body.data.every((r) => r.VENDOR_CODE === 'V002')).toBe(true);
  });

  it("with the organisation's deduct rule bills received quantity and raises a draft deduction bill for the rejection, kept in step with recounts until sent", async () => {
    const admin = await signIn(t.app, 'admin');
    const rule = (REJECT_BILLING: 'accepted' | 'deduct') =>
      post(admin, apiPaths.quality.saveRejectRule, { REJECT_BILLING });
    expect((await rule('deduct')).status).toBe(200);
    try {
      const line = await receivedLine(vendor2, '11');
      const inspected = await post(buyer, apiPaths.quality.inspect, inspectBody(line, '3'));
      expect(inspected.status, inspected.body.msg).toBe(200);
      const billOf = async () => {
        const { rows } = await sql<{
          id: number;
          amount: string;
          state: string;
          kind: string;
          direction: string;
        }>`
          select b.id, b.amount::text as amount, b.state, b.kind, b.direction
            from inspection i join expense_bill b on b.id = i.deduction_bill_id
           where i.delivery_line_id = ${line.id}`.execute(t.db);
        return rows[0];
      };
      const figures = (
        await sql<{ unit_price: string; unit_exrate: string; tax_rate: string; currency: string }>`
          select ol.unit_price::text as unit_price, ol.unit_exrate::text as unit_exrate, ol.tax_rate::text as tax_rate,
                 ol.currency
            from delivery_line dl join order_line ol on ol.id = dl.order_line_id where dl.id = ${line.id}`.execute(
          t.db,
        )
      ).rows[0]!;
      const expected = (qty: string) =>
        cents(
          expectedReceipt({
            receivedQty: qty,
            unitExrate: figures.unit_exrate,
            unitPrice: figures.unit_price,
            taxRate: figures.tax_rate,
          }).amount,
        );
      const bill = await billOf();
      expect(bill).toMatchObject({ state: 'draft', kind: 'quality', direction: 'deduct' });
      expect(new Decimal(bill!.amount).toFixed(2)).toBe(expected('3'));
      // A recount changes the draft; the statement bills what was received.
      await post(buyer, apiPaths.quality.inspect, inspectBody(line, '4'));
      expect(new Decimal((await billOf())!.amount).toFixed(2)).toBe(expected('4'));
      expect((await billOf())!.id).toBe(bill!.id);
      const created = await post<StatementDetail>(buyer, apiPaths.statement.create, {
        VENDOR_CODE: 'V002',
        CURRENCY: figures.currency,
        PERIOD_FROM: '2000-01-01',
        PERIOD_TO: '2099-12-31',
        DELIVERY_LINE_IDS: [line.id],
      });
      expect(created.status, created.body.msg).toBe(200);
      const billed = created.body.data.Lines.find((l) => l.DELIVERY_LINE_ID === line.id)!;
      expect(new Decimal(billed.RECEIVED_QTY!).eq(11)).toBe(true);
      // Its statement is voided so the line can be recounted; once the bill is sent the recount is refused.
      await post(buyer, apiPaths.statement.void, { ID: created.body.data.ID });
      expect((await post(buyer, apiPaths.expenseBill.send, { ID: bill!.id })).status).toBe(200);
      const late = await post(buyer, apiPaths.quality.inspect, inspectBody(line, '1'));
      expect(late.status).toBe(409);
      expect(new Decimal((await billOf())!.amount).toFixed(2)).toBe(expected('4'));
    } finally {
      await rule('accepted');
    }
  });

  describe('NCR state machine', () => {
    /** A new NCR of a fresh V001 line, driven to `state` through HTTP. */
    let ncrLine: { id: number; received_qty: string } | undefined;
    const ncrIn = async (state: NcrState): Promise<NcrDetail> => {
      // One received line, inspected again for each NCR (a recount may raise another).
      ncrLine ??= await receivedLine();
      const line = ncrLine;
      const raised = await post<InspectionSaved>(buyer, apiPaths.quality.inspect, {
        ...inspectBody(line!, '2'),
        RAISE_NCR: true,
        NCR_DESCRIPTION: 'burrs on the edge',
      });
      expect(raised.status, raised.body.msg).toBe(200);
      let n = (
        await call<NcrDetail>(t.app, buyer, 'GET', apiPaths.quality.ncrGet, {
          query: { id: raised.body.data.NCR_ID! },
        })
      ).body.data;
      const step = async (session: Session, path: string, body: object) => {
        const res = await post<NcrDetail>(session, path, { ID: n.ID, VERSION: n.VERSION, ...body });
        expect(res.status, `${path}: ${res.body.msg}`).toBe(200);
        n = res.body.data;
      };
      const answer = {
        TEAM: 'QA lead, line lead',
        PROBLEM: 'burrs on 2 parts',
        CONTAINMENT: 'sorted stock',
        ROOT_CAUSE: 'worn tool',
        CORRECTIVE_ACTION: 'new tool',
        VERIFICATION: '3 lots checked',
        PREVENTIVE_ACTION: 'tool life counter',
        CLOSURE: 'team thanked, closed',
      };
      if (state === 'open') return n;
      await step(vendor1, apiPaths.quality.ncrAnswer, answer);
      if (state === 'answered') return n;
      if (state === 'returned') {
        await step(buyer, apiPaths.quality.ncrReturn, { COMMENT: 'show the tool log' });
        return n;
      }
      await step(buyer, apiPaths.quality.ncrAccept, {});
      if (state === 'accepted') return n;
      await step(buyer, apiPaths.quality.ncrClose, {});
      return n;
    };
    const pathOf: Record<NcrAction, string> = {
      answer: apiPaths.quality.ncrAnswer,
      accept: apiPaths.quality.ncrAccept,
      return: apiPaths.quality.ncrReturn,
      close: apiPaths.quality.ncrClose,
    };
    const bodyOf: Record<NcrAction, object> = {
      answer: {
        TEAM: 't',
        PROBLEM: 'p',
        CONTAINMENT: 'a',
        ROOT_CAUSE: 'b',
        CORRECTIVE_ACTION: 'c',
        VERIFICATION: 'v',
        PREVENTIVE_ACTION: 'd',
        CLOSURE: 'e',
      },
      accept: {},
      return: { COMMENT: 'more detail' },
      close: {},
    };

    it('every state × action × actor through HTTP: allowed as the contract says, refusals change nothing', async () => {
      const actors = { quality: buyer, vendor: vendor1 } as const;
      for (const state of ncrStates) {
        for (const action of Object.keys(pathOf) as NcrAction[]) {
          for (const [actor, session] of Object.entries(actors) as ['quality' | 'vendor', Session][]) {
            const n = await ncrIn(state);
            expect(n.STATE).toBe(state);
            const allowed = allowedActions(ncrTransitions, state, actor).includes(action);
            const res = await post<NcrDetail>(session, pathOf[action], {
              ID: n.ID,
              VERSION: n.VERSION,
              ...bodyOf[action],
            });
            const label = `${state} ${action} by ${actor}`;
            if (allowed) {
              expect(res.status, `${label}: ${res.body.msg}`).toBe(200);
              const rule = ncrTransitions[action] as { to: NcrState };
              expect(res.body.data.STATE, label).toBe(rule.to);
              expect(res.body.data.VERSION, label).toBe(n.VERSION + 1);
            } else {
              const never =
                !allowedActions(ncrTransitions, 'answered', actor).includes(action) &&
                !allowedActions(ncrTransitions, 'open', actor).includes(action) &&
                !allowedActions(ncrTransitions, 'accepted', actor).includes(action);
              expect(res.status, label).toBe(never ? 403 : 409);
              const after = (
                await call<NcrDetail>(t.app, buyer, 'GET', apiPaths.quality.ncrGet, { query: { id: n.ID } })
              ).body.data;
              expect([after.STATE, after.VERSION], label).toEqual([n.STATE, n.VERSION]);
            }
          }
        }
      }
    });

    it('refuses a stale version, a return without a reason, and another vendor (404) on every NCR route', async () => {
      const n = await ncrIn('answered');
      // The first answer's time is kept (the scorecard's answer hours); a second answer after a return leaves it.
      const firstAnswer = () => columnOf(t.db, 'ncr', 'first_answered_at', { id: n.ID });
      const first = await firstAnswer();
      expect(first).not.toBeNull();
      const stale = await post(buyer, apiPaths.quality.ncrAccept, { ID: n.ID, VERSION: n.VERSION - 1 });
      expect(stale.status).toBe(409);
      expect(stale.body.msg).toContain(n.NCR_NO);
      const bare = await post(buyer, apiPaths.quality.ncrReturn, { ID: n.ID, VERSION: n.VERSION });
      expect(bare.status).toBe(400);
      const open = await ncrIn('open');
      expect(
        (await call(t.app, vendor2, 'GET', apiPaths.quality.ncrGet, { query: { id: open.ID } })).status,
      ).toBe(404);
      const answer = await post(vendor2, apiPaths.quality.ncrAnswer, {
        ID: open.ID,
        VERSION: open.VERSION,
        ...bodyOf.answer,
      });
      expect(answer.status).toBe(404);
      const list = await post<{ NCR_NO: string; VENDOR_CODE: string }[]>(vendor2, 'Ncr/LoadData', {
        Page: 1,
        Limit: 500,
      });
      expect(list.body.data.every((r) => r.VENDOR_CODE === 'V002')).toBe(true);
      const own = await post<{ NCR_NO: string }[]>(vendor1, 'Ncr/LoadData', { Page: 1, Limit: 500 });
      expect(own.body.data.map((r) => r.NCR_NO)).toContain(open.NCR_NO);
      expect((await post(finance, 'Ncr/LoadData', { Page: 1, Limit: 5 })).status).toBe(403);
    });

    it('takes the 8D answer as D1–D8: a step left out is refused and changes nothing, all eight are kept', async () => {
      const n = await ncrIn('open');
      const steps = {
        TEAM: 'D1 质量经理、班组长',
        PROBLEM: 'D2 孔径偏大 0.2mm',
        CONTAINMENT: 'D3 库存全检',
        ROOT_CAUSE: 'D4 刀具磨损',
        CORRECTIVE_ACTION: 'D5 更换刀具',
        VERIFICATION: 'D6 连续三批抽检合格',
        PREVENTIVE_ACTION: 'D7 刀具寿命计数',
        CLOSURE: 'D8 小组总结并关闭',
      };
      for (const left of ['TEAM', 'PROBLEM', 'VERIFICATION', 'CLOSURE'] as const) {
        const { [left]: _, ...partial } = steps;
        const refused = await post(vendor1, apiPaths.quality.ncrAnswer, {
          ID: n.ID,
          VERSION: n.VERSION,
          ...partial,
        });
        expect(refused.status, left).toBe(400);
      }
      const unchanged = (
        await call<NcrDetail>(t.app, vendor1, 'GET', apiPaths.quality.ncrGet, { query: { id: n.ID } })
      ).body.data;
      expect([unchanged.STATE, unchanged.VERSION, unchanged.TEAM]).toEqual(['open', n.VERSION, null]);
      const answered = await post<NcrDetail>(vendor1, apiPaths.quality.ncrAnswer, {
        ID: n.ID,
        VERSION: n.VERSION,
        ...steps,
      });
      expect(answered.status, answered.body.msg).toBe(200);
      const read = (
        await call<NcrDetail>(t.app, buyer, 'GET', apiPaths.quality.ncrGet, { query: { id: n.ID } })
      ).body.data;
      expect({
        TEAM: read.TEAM,
        PROBLEM: read.PROBLEM,
        CONTAINMENT: read.CONTAINMENT,
        ROOT_CAUSE: read.ROOT_CAUSE,
        CORRECTIVE_ACTION: read.CORRECTIVE_ACTION,
        VERIFICATION: read.VERIFICATION,
        PREVENTIVE_ACTION: read.PREVENTIVE_ACTION,
        CLOSURE: read.CLOSURE,
      }).toEqual(steps);
    });

    it('reminds the vendor of an overdue NCR once a day', async () => {
      const n = await ncrIn('open');
      await t.db
        .updateTable('ncr')
        .set({ due_date: sql<string>`current_date - 1` })
        .where('id', '=', n.ID)
        .execute();
      const events = publisherFor(t.app.events, 'quality');
      expect(await remindOverdueNcrs(t.db, events)).toBeGreaterThanOrEqual(1);
      expect(await remindOverdueNcrs(t.db, events)).toBe(0);
      const published = await t.db
        .selectFrom('domain_event')
        .select('payload')
        .where('name', '=', 'ncr.overdue')
        .execute();
      expect(published.map((e) => (e.payload as { ncrId: number }).ncrId)).toContain(n.ID);
      const detail = (
        await call<NcrDetail>(t.app, vendor1, 'GET', apiPaths.quality.ncrGet, { query: { id: n.ID } })
      ).body.data;
      expect(detail.OVERDUE).toBe(true);
      expect(detail.ACTIONS).toEqual(['answer']);
      // The vendor reads the defect in both languages from the NCR itself (it holds no catalogue screen).
      const defect = await t.db
        .selectFrom('defect_code')
        .select(['name', 'name_en'])
        .where('code', '=', detail.DEFECT_CODE)
        .where('org_id', '=', vendor1.orgId)
        .executeTakeFirstOrThrow();
      expect([detail.DEFECT_NAME, detail.DEFECT_NAME_EN]).toEqual([
        defect.name,
        defect.name_en || defect.name,
      ]);
    });
  });
});
