import Decimal from 'decimal.js';
import { expect, it } from 'vitest';
import { call, moreSessions, type Session, signIn } from '../../../test/auth-helper.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { auditsOf } from '../../../test/rows.ts';

type OrderLine = { ID: number; PART_NO: string; PO_TOTAL_QTY: string; PO_REMAINING_QTY: string };

/**
 * Fifty sessions of the same vendor deliver against one order line at once (PRODUCT §5: "fifty vendors'
 * sessions submitting at once can never deliver more than allowed"). On PostgreSQL they really overlap (pool
 * of 20); the embedded engine serialises them on its single connection.
 */
describeEachDatabase('delivery note concurrency', (t) => {
  it('never delivers more than the order allows and numbers the day without gaps', {
    timeout: 240_000,
  }, async () => {
    const first = await signIn(t.app, 'vendor1');
    const sessions: Session[] = [first, ...(await moreSessions(t.app, first, 49))];
    const open = await call<OrderLine[]>(t.app, sessions[0]!, 'POST', 'DeliveryNote/OpenOrderLines', {
      body: { Page: 1, Limit: 100 },
    });
    const line = open.body.data.find(
      (l) => l.PART_NO !== 'P10001' && new Decimal(l.PO_REMAINING_QTY).gte(20),
    )!;
    const remaining = new Decimal(line.PO_REMAINING_QTY);
    // Each asks for a tenth of what remains: at most ten can succeed.
    const each = remaining.div(10).toDecimalPlaces(4, Decimal.ROUND_DOWN);
    const results = await Promise.all(
      sessions.map((s) =>
        call<{ DELIVERY_NO: string }>(t.app, s, 'POST', 'DeliveryNote/AddOrModifySave', {
          body: {
            DELIVERY_DATE: '2026-11-22',
            Lines: [{ ORDER_LINE_ID: line.ID, DELIVERY_QTY: each.toFixed() }],
          },
        }),
      ),
    );
    const accepted = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(accepted).toHaveLength(10);
    expect(refused.every((r) => r.status === 400 && r.body.msg.includes('最多还可送'))).toBe(true);

    const delivered = await t.db
      .selectFrom('delivery_line as dl')
      .innerJoin('delivery_note as dn', 'dn.id', 'dl.note_id')
      .select((eb) => eb.fn.sum<string>('dl.delivery_qty').as('qty'))
      .where('dl.order_line_id', '=', line.ID)
      .where('dn.status', '<>', 3)
      .where('dn.note_kind', 'in', ['DN', 'OS'])
      .executeTakeFirstOrThrow();
    expect(new Decimal(delivered.qty).lte(line.PO_TOTAL_QTY)).toBe(true);

    // Today's numbers: unique, and 0001..N without a gap (refused attempts leave no hole).
    const numbers = accepted.map((r) => r.body.data.DELIVERY_NO).sort();
    expect(new Set(numbers).size).toBe(numbers.length);
    const day = numbers[0]!.slice(2, 10);
    const ofToday = await t.db
      .selectFrom('delivery_note')
      .select('delivery_no')
      .where('delivery_no', 'like', `DN${day}%`)
      .execute();
    const seqs = ofToday.map((r) => Number(r.delivery_no.slice(10))).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    // No placeholder is left anywhere (the number is taken at commit): each note's "create" audit entry names the
    // number its creator was answered.
    expect(
      await t.db.selectFrom('delivery_note').select('id').where('delivery_no', 'like', '~%').execute(),
    ).toEqual([]);
    const created = accepted.map((r) => (r.body.data as unknown as { ID: number }).ID);
    const audited = await auditsOf(t.db, 'deliveryNote', 'create', created, ['entity_id', 'after']);
    expect(audited.map((a) => (a.after as { DELIVERY_NO: string }).DELIVERY_NO).sort()).toEqual(numbers);
  });
});
