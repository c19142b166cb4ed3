import { apiPaths } from '@srm/contract';
import { beforeAll, expect, it } from 'vitest';
import { call, signedIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { columnOf, countRows } from '../../../test/rows.ts';

/**
 * #36 item 8: a manual-coding batch takes the number of boxes as typed. Anything but a whole number from 1 to 1,000
 * is a localised 400 naming BOX_COUNT and creates nothing: never 0 turned into 1, never `true` read as 1.
 */
describeOnDatabase('manual coding refuses a box count it cannot take as typed', (t) => {
  const { vendor1 } = signedIn(t);
  let part: string;

  beforeAll(async () => {
    part = await columnOf(t.db, 'order_line', 'part_no', { org_id: vendor1.orgId, vendor_code: 'V001' });
  });

  const labelCount = () => countRows(t.db, 'inner_label');

  it('0, negatives, fractions, blanks, booleans, lists and over 1,000: 400 naming the field, nothing made', async () => {
    const before = await labelCount();
    for (const BOX_COUNT of [0, '0', -1, '-1', 1.5, '1.5', '', ' ', true, [1], null, 1001, '1e3', '0x10']) {
      for (const lang of ['zh-chs', 'en'] as const) {
        const res = await call(t.app, vendor1, 'POST', apiPaths.label.manualCreate, {
          body: { PART_NO: part, BOX_QTY: '1', BOX_COUNT },
          lang,
        });
        expect(res.status, `${JSON.stringify(BOX_COUNT)}: ${res.body.msg}`).toBe(400);
        expect(res.body.msg, JSON.stringify(BOX_COUNT)).toContain('BOX_COUNT');
      }
    }
    expect(await labelCount()).toBe(before);
  });

  it('a whole number, as a number or as digits, makes that many labels', async () => {
    for (const [BOX_COUNT, made] of [
      [2, 2],
      ['3', 3],
      [' 1 ', 1],
    ] as const) {
      const res = await call<{ COUNT: number }>(t.app, vendor1, 'POST', apiPaths.label.manualCreate, {
        body: { PART_NO: part, BOX_QTY: '1', BOX_COUNT },
      });
      expect(res.status, res.body.msg).toBe(200);
      expect(res.body.data.COUNT).toBe(made);
    }
  });
});
