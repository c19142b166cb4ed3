import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { call, signedIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { countRows } from '../../../test/rows.ts';

type OrderLineRow = {
  ID: number;
  PO_NO: string;
  PO_ITEM: number;
  PO_REMAINING_QTY: string;
  PROMISED_DATE: string | null;
  PROMISED_QTY: string | null;
};

/** Issue #32 in the delivery-note editor: the organisation's `requireConfirmation`, the schedule line due next. */
describeOnDatabase('delivery notes and order confirmation', (t) => {
  const { vendor1 } = signedIn(t);
  let lines: OrderLineRow[];
  beforeAll(async () => {
    lines = await openLines();
    expect(lines.length).toBeGreaterThanOrEqual(4);
  });

  /** vendor1's open order lines in the add-order-row dialog (`deliverable`: with at least 2 left). */
  const openLines = async (deliverable = true) =>
    (
      await call<OrderLineRow[]>(t.app, vendor1, 'POST', 'DeliveryNote/OpenOrderLines', {
        body: { Page: 1, Limit: 200 },
      })
    ).body.data.filter((l) => !deliverable || Number(l.PO_REMAINING_QTY) >= 2);
  const save = (body: Record<string, unknown>, lang: 'en' | 'zh-chs' = 'en') =>
    call<{ ID: number; Lines: { ID: number; ORDER_LINE_ID: number; DELIVERY_QTY: string }[] }>(
      t.app,
      vendor1,
      'POST',
      'DeliveryNote/AddOrModifySave',
      { body, lang },
    );
  const noteCount = () => countRows(t.db, 'delivery_note');
  const requireConfirmation = (on: boolean) =>
    t.db.updateTable('organization').set({ require_confirmation: on }).where('code', '=', 'HQ').execute();
  /** A day relative to the database's today, as `YYYY-MM-DD`. */
  const day = async (offset: number) =>
    (
      await sql<{ d: string }>`select to_char(current_date + ${offset}::integer, 'YYYY-MM-DD') as d`.execute(
        t.db,
      )
    ).rows[0]!.d;
  const answer = (
    id: number,
    state: 'accepted' | 'confirmed' | 'proposed' | 'changed',
    schedule: { DATE: string; QTY: string }[],
  ) =>
    t.db
      .updateTable('order_line')
      .set({ confirm_state: state, confirm_version: 1, promised_schedule: JSON.stringify(schedule) })
      .where('id', '=', id)
      .execute();

  it('refuses a note line on an unconfirmed order line when the organisation requires confirmation', async () => {
    const [confirmed, proposed] = lines;
    await answer(confirmed!.ID, 'confirmed', [{ DATE: await day(3), QTY: '1' }]);
    await answer(proposed!.ID, 'proposed', [{ DATE: await day(3), QTY: '1' }]);
    const date = await day(1);
    const body = (ids: number[]) => ({
      DELIVERY_DATE: date,
      Lines: ids.map((id) => ({ ORDER_LINE_ID: id, DELIVERY_QTY: '1' })),
    });

    await requireConfirmation(true);
    try {
      const before = await noteCount();
      const refused = await save(body([confirmed!.ID, proposed!.ID]));
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toBe(
        `Order ${proposed!.PO_NO}/${proposed!.PO_ITEM} is not confirmed (Proposed): this organisation ships only against confirmed order lines`,
      );
      const zh = await save(body([proposed!.ID]), 'zh-chs');
      expect(zh.body.msg).toContain(
        `订单 ${proposed!.PO_NO}/${proposed!.PO_ITEM} 尚未确认（当前为「供应商提议」）`,
      );
      expect(await noteCount()).toBe(before);

      const accepted = await save(body([confirmed!.ID]));
      expect(accepted.status, accepted.body.msg).toBe(200);
      // Editing the note to draw on the unconfirmed line is refused too, and leaves the note as it was.
      const edit = await save({ ...body([confirmed!.ID, proposed!.ID]), ID: accepted.body.data.ID });
      expect(edit.status).toBe(409);
      const kept = await t.db
        .selectFrom('delivery_line')
        .select('order_line_id')
        .where('note_id', '=', accepted.body.data.ID)
        .execute();
      expect(kept.map((l) => l.order_line_id)).toEqual([confirmed!.ID]);
    } finally {
      await requireConfirmation(false);
    }
    // Off (the default): a note may ship against any open line.
    const allowed = await save(body([proposed!.ID, lines[2]!.ID]));
    expect(allowed.status, allowed.body.msg).toBe(200);
  });

  it('shows in the order-line picker the schedule line due next of an agreed schedule', async () => {
    const [, , a, b, c, d] = lines;
    const [past, soon, later] = [await day(-5), await day(4), await day(20)];
    await answer(a!.ID, 'confirmed', [
      { DATE: past, QTY: '1' },
      { DATE: later, QTY: '3' },
      { DATE: soon, QTY: '2' },
    ]);
    await answer(b!.ID, 'accepted', [
      { DATE: await day(-9), QTY: '1' },
      { DATE: past, QTY: '4' },
    ]);
    await answer(c!.ID, 'proposed', [{ DATE: soon, QTY: '2' }]);
    if (d) await answer(d.ID, 'changed', [{ DATE: soon, QTY: '2' }]);
    const rows = new Map((await openLines(false)).map((l) => [l.ID, l]));
    const promised = (id: number) => {
      const row = rows.get(id)!;
      return [row.PROMISED_DATE, row.PROMISED_QTY === null ? null : Number(row.PROMISED_QTY)];
    };
    // The first line due today or later; when all are past, the last one; nothing until a schedule is agreed.
    expect(promised(a!.ID)).toEqual([soon, 2]);
    expect(promised(b!.ID)).toEqual([past, 4]);
    expect(promised(c!.ID)).toEqual([null, null]);
    if (d) expect(promised(d.ID)).toEqual([null, null]);
    // A line nobody has answered (the demo data answers some lines itself) shows no promise either.
    const answered = new Set(lines.slice(0, 6).map((l) => l.ID));
    const unanswered = new Set(
      (await t.db.selectFrom('order_line').select('id').where('confirm_state', '=', 'new').execute()).map(
        (r) => r.id,
      ),
    );
    const fresh = [...rows.values()].find((r) => !answered.has(r.ID) && unanswered.has(r.ID));
    expect(fresh).toBeDefined();
    expect([fresh!.PROMISED_DATE, fresh!.PROMISED_QTY]).toEqual([null, null]);
  });
});
