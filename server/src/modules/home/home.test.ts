import { actionType, apiPaths, listOf, screens, type TodoItem, type VendorProfile } from '@srm/contract';
import { beforeAll, expect, it } from 'vitest';
import { call, type Session, signIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';

/** The list (LoadData) of each screen a to-do item links to. */
const loadPathOf: Record<string, string> = {
  '/DeliveryNote/MaintainDeliveryNote2': 'DeliveryNote/LoadData',
  '/DeliveryNote/PurchaseOrderReport': 'PurchaseOrderReport/LoadData',
  '/DeliveryNote/ExpenseBill': apiPaths.expenseBill.loadData,
  '/DeliveryNote/ReconBillMstManage': apiPaths.statement.manageLoadData,
  '/DeliveryNote/ReconBillMstManage/Vendor': apiPaths.statement.vendorLoadData,
  '/DeliveryNote/ReconBillMstManage/Finance': apiPaths.statement.financeLoadData,
  '/Order/Confirmation': apiPaths.orderConfirmation.loadData,
  '/Order/ConfirmationReview': apiPaths.orderConfirmation.reviewLoadData,
  [screens.Ncr.path]: listOf('Ncr').loadData,
  [screens.VendorRegistrations.path]: listOf('VendorRegistrations').loadData,
  [screens.VendorChanges.path]: listOf('VendorChanges').loadData,
  [screens.VendorDocuments.path]: listOf('VendorDocuments').loadData,
  [screens.Invoice.path]: listOf('Invoice').loadData,
  [screens.InvoiceReview.path]: listOf('InvoiceReview').loadData,
  [screens.ForecastCommitment.path]: listOf('ForecastCommitment').loadData,
};

/** Home/Todo (PRODUCT §8): counts per side, each equal to what its list shows with its filter. */
describeOnDatabase('home to-do', (t) => {
  const sessions: Record<string, Session> = {};
  beforeAll(async () => {
    for (const name of ['vendor1', 'vendor2', 'buyer', 'finance', 'admin'])
      sessions[name] = await signIn(t.app, name);
  });

  const todoOf = async (name: string) => {
    const res = await call<TodoItem[]>(t.app, sessions[name]!, 'GET', apiPaths.home.todo);
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  };

  /** The total the item's list answers for the same user with the item's filter as header search. */
  const listed = async (name: string, item: TodoItem) => {
    // Missing documents are no rows: the count is what the vendor's profile names as missing.
    if (item.KEY === 'documentsMissing') {
      const profile = await call<VendorProfile>(t.app, sessions[name]!, 'GET', apiPaths.onboarding.profile);
      expect(profile.status, profile.body.msg).toBe(200);
      return profile.body.data.MISSING_DOCUMENTS.length;
    }
    // The forecast is a grid, not a list: its newest version waits for the vendor or does not.
    if (item.KEY === 'forecastsToCommit') {
      const grid = await call<{ Version: { STATE: string } | null }>(
        t.app,
        sessions[name]!,
        'GET',
        apiPaths.forecast.get,
      );
      expect(grid.status, grid.body.msg).toBe(200);
      return grid.body.data.Version?.STATE === 'published' ? 1 : 0;
    }
    const path = loadPathOf[item.ROUTE];
    expect(path, item.ROUTE).toBeDefined();
    const res = await call<unknown[]>(t.app, sessions[name]!, 'POST', path!, {
      body: {
        Page: 1,
        Limit: 1,
        LIST_ROUTE: item.ROUTE,
        Params: Object.entries(item.FILTER).map(([FIELD_NAME, PARAM_VALUE]) => ({
          FIELD_NAME,
          ACTION_TYPE: actionType.equals,
          PARAM_VALUE,
          DATA_TYPE: 2,
        })),
      },
    });
    expect(res.status, `${item.KEY}: ${res.body.msg}`).toBe(200);
    return (res.body as unknown as { count: number }).count;
  };

  it('each count equals the rows its list shows with its filter, for every side', async () => {
    for (const name of ['vendor1', 'vendor2', 'buyer', 'finance', 'admin']) {
      const items = await todoOf(name);
      for (const item of items) expect(item.COUNT, `${name} ${item.KEY}`).toBe(await listed(name, item));
    }
  });

  it('a vendor gets the vendor side, counted over its own rows; staff the staff side their menus hold', async () => {
    const keys = async (name: string) => (await todoOf(name)).map((i) => i.KEY).sort();
    expect(await keys('vendor1')).toEqual(
      [
        'billsToConfirm',
        'documentsExpiring',
        'documentsMissing',
        'forecastsToCommit',
        'invoicesRejected',
        'linesToAnswer',
        'ncrsOverdue',
        'ncrsToAnswer',
        'notesToShip',
        'overdueLines',
        'statementsToConfirm',
        'statementsToInvoice',
      ].sort(),
    );
    expect(await keys('finance')).toEqual(
      expect.arrayContaining(['statementsToApprove', 'invoicesToReview']),
    );
    expect(await keys('finance')).not.toContain('notesToShip');
    expect(await keys('buyer')).toEqual(
      expect.arrayContaining(['notesToAudit', 'notesToReceive', 'overdueLines', 'statementsRejected']),
    );
    expect(await keys('buyer')).not.toContain('billsToConfirm');

    // vendor1's own counts never include vendor2's rows: the organisation's total is at least both.
    const countOf = async (name: string, key: string) =>
      (await todoOf(name)).find((i) => i.KEY === key)?.COUNT ?? 0;
    const v1 = await countOf('vendor1', 'overdueLines');
    const v2 = await countOf('vendor2', 'overdueLines');
    const all = await countOf('buyer', 'overdueLines');
    expect(v1 + v2).toBeLessThanOrEqual(all);
    expect(v1).toBeGreaterThan(0);
  });

  it('a new note to audit raises the buyer’s count by one', async () => {
    const before = (await todoOf('buyer')).find((i) => i.KEY === 'notesToAudit')!.COUNT;
    const open = await call<{ ID: string; PO_REMAINING_QTY: string }[]>(
      t.app,
      sessions.vendor1!,
      'POST',
      'DeliveryNote/OpenOrderLines',
      { body: { Page: 1, Limit: 50 } },
    );
    const line = open.body.data.find((l) => Number(l.PO_REMAINING_QTY) >= 1)!;
    const saved = await call(t.app, sessions.vendor1!, 'POST', 'DeliveryNote/AddOrModifySave', {
      body: {
        DELIVERY_DATE: '2026-11-24',
        Lines: [{ ORDER_LINE_ID: line.ID, DELIVERY_QTY: '1', PACKING_QTY: '1' }],
      },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    expect((await todoOf('buyer')).find((i) => i.KEY === 'notesToAudit')!.COUNT).toBe(before + 1);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/${apiPaths.home.todo}` });
    expect(res.statusCode).toBe(401);
  });
});
