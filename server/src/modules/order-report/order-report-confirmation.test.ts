import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { call, type Session, signedIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';

type Row = Record<string, unknown>;

/**
 * The order reports with order collaboration (issue #32, PRODUCT §10): each line's confirmation state and promised
 * date, and its days late twice — against the promised date and against the ERP's original due date — while
 * something remains to deliver.
 */
describeOnDatabase('order reports: promised against original', (t) => {
  const { buyer, vendor1 } = signedIn(t);
  const day = async (offset: number) =>
    String(
      (
        await sql<{
          d: string;
        }>`select to_char(current_date + ${offset}::integer, 'YYYY-MM-DD') as d`.execute(t.db)
      ).rows[0]!.d,
    );
  const report = async (as: Session) => {
    const res = await call<Row[]>(t.app, as, 'POST', 'PurchaseOrderReport/LoadData', {
      body: { Page: 1, Limit: 1000 },
    });
    expect(res.status, res.body.msg).toBe(200);
    return new Map(res.body.data.map((r) => [Number(r.ID), r]));
  };

  it('shows the state, the promised date and the days late against each date', async () => {
    const [open, done] = await t.db
      .selectFrom('order_line')
      .select(['id'])
      .where('vendor_code', '=', 'V001')
      .where('order_kind', '=', 'PO')
      .where(sql<boolean>`ordered_qty > qty_delivered and qty_delivered = 0`)
      .orderBy('id')
      .limit(2)
      .execute();
    const [fiveAgo, eightAgo, inTen] = [await day(-5), await day(-8), await day(10)];
    // One open line promised five days ago on an original due date eight days ago: late 5 and 8.
    await t.db
      .updateTable('order_line')
      .set({
        confirm_state: 'confirmed',
        promised_date: fiveAgo,
        promised_schedule: JSON.stringify([{ DATE: fiveAgo, QTY: '1' }]),
        original_due_date: eightAgo,
      })
      .where('id', '=', open!.id)
      .execute();
    // Another promised in ten days on an original date still ahead: not late against either.
    await t.db
      .updateTable('order_line')
      .set({ confirm_state: 'accepted', promised_date: inTen, original_due_date: inTen })
      .where('id', '=', done!.id)
      .execute();

    for (const as of [buyer, vendor1]) {
      const rows = await report(as);
      expect(rows.get(open!.id)).toMatchObject({
        CONFIRM_STATE: 'confirmed',
        PROMISED_DATE: fiveAgo,
        DAYS_LATE_PROMISED: 5,
        DAYS_LATE_ORIGINAL: 8,
      });
      expect(rows.get(done!.id)).toMatchObject({
        CONFIRM_STATE: 'accepted',
        DAYS_LATE_PROMISED: 0,
        DAYS_LATE_ORIGINAL: 0,
      });
    }
    // A line delivered in full is late against nothing, whatever its dates.
    const partly = await t.db
      .selectFrom('order_line')
      .select(['id'])
      .where('order_kind', '=', 'PO')
      .where(sql<boolean>`qty_delivered > 0`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('order_line')
      .set({ ordered_qty: sql`qty_delivered`, promised_date: eightAgo, original_due_date: eightAgo })
      .where('id', '=', partly.id)
      .execute();
    const delivered = (await report(buyer)).get(partly.id)!;
    expect(Number(delivered.REMAINING_QTY)).toBe(0);
    expect([delivered.DAYS_LATE_PROMISED, delivered.DAYS_LATE_ORIGINAL]).toEqual([null, null]);
  });
});
