import { actionType, listOf } from '@srm/contract';
import { expect, it } from 'vitest';
import { call, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';

type Row = Record<string, unknown>;
const paths = listOf('OpenOrderLines');

/**
 * The "Open order lines" screen (issue #30's example of a list screen added through the registry): what a vendor
 * still owes, from purchase and outsourcing orders alike. The order reports are the oracle: a line is open when
 * their remaining quantity is above zero.
 */
describeOnDatabase('Open order lines', (t) => {
  const { buyer, vendor1, vendor2 } = signedIn(t);
  const load = async (as: Session, path: string, body: Row = {}) => {
    const res = await call<Row[]>(t.app, as, 'POST', path, { body: { Page: 1, Limit: 1000, ...body } });
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  };
  const key = (r: Row) => `${r.PO_NO}/${r.PO_ITEM}`;
  /** The open lines the two order reports show the same user. */
  const openOnReports = async (as: Session) =>
    [
      ...(await load(as, 'PurchaseOrderReport/LoadData')),
      ...(await load(as, 'OutsourcingOrderReport/LoadData')),
    ]
      .filter((r) => Number(r.REMAINING_QTY) > 0)
      .map((r) => ({ key: key(r), vendor: r.VENDOR_CODE, remaining: Number(r.REMAINING_QTY) }))
      .sort((a, b) => a.key.localeCompare(b.key));
  const shown = (rows: Row[]) =>
    rows
      .map((r) => ({ key: key(r), vendor: r.VENDOR_CODE, remaining: Number(r.REMAINING_QTY) }))
      .sort((a, b) => a.key.localeCompare(b.key));

  it('shows a buyer every line of both order kinds with something left, soonest due first', async () => {
    const rows = await load(buyer, paths.loadData);
    const want = await openOnReports(buyer);
    expect(want.length).toBeGreaterThan(3);
    expect(shown(rows)).toEqual(want);
    expect(new Set(rows.map((r) => r.ORDER_KIND))).toEqual(new Set(['PO', 'OS']));
    const due = rows.map((r) => String(r.DUE_DATE));
    expect(due).toEqual([...due].sort());
    // Days to due: the due date less today (negative when late).
    const today = new Date(new Date().toISOString().slice(0, 10)).getTime();
    for (const r of rows)
      expect(Number(r.DAYS_TO_DUE)).toBe(
        Math.round((new Date(String(r.DUE_DATE)).getTime() - today) / 86_400_000),
      );
  });

  it('shows a vendor its own open lines only, and no other vendor reaches them', async () => {
    const mine = await load(vendor1, paths.loadData);
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((r) => r.VENDOR_CODE))).toEqual(new Set(['V001']));
    expect(shown(mine)).toEqual(await openOnReports(vendor1));
    // Asking for V001's lines by name gives vendor2 nothing; its own list holds none of them.
    const asked = await load(vendor2, paths.loadData, {
      Params: [
        { FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: actionType.equals, PARAM_VALUE: 'V001', DATA_TYPE: 1 },
      ],
    });
    expect(asked).toEqual([]);
    const theirs = await load(vendor2, paths.loadData);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((r) => r.VENDOR_CODE !== 'V002')).toEqual([]);
  });

  it('is held by the screen: a role without it is refused, with the list and its export', async () => {
    const finance = await signIn(t.app, 'finance');
    for (const path of [paths.loadData, paths.exportData]) {
      const res = await call(t.app, finance, 'POST', path, { body: { Page: 1, Limit: 10 } });
      expect(res.status).toBe(403);
    }
  });
});
