import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { call, type Session, signedIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';

async function workbook(rows: (string | number | Date)[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('orders');
  sheet.addRow(['PO_NO', 'PO_ITEM', 'VENDOR_CODE', 'PART_NO', 'ORDERED_QTY', 'DUE_DATE', 'UNIT_PRICE']);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

describeOnDatabase('order import from Excel', (t) => {
  const { buyer, vendor1 } = signedIn(t);
  const upload = (session: Session, content: string, lang: 'en' | 'zh-chs' = 'en') =>
    call<{ Created: number; Unchanged: number; Errors?: { Row: number; Reason: string }[] }>(
      t.app,
      session,
      'POST',
      'PurchaseOrder/Import',
      {
        body: { FileName: 'orders.xlsx', ContentBase64: content },
        lang,
      },
    );

  const importAudits = () =>
    t.db
      .selectFrom('audit_log')
      .select(['user_name', 'after'])
      .where('entity', '=', 'orderLine')
      .where('action', '=', 'import')
      .orderBy('id')
      .execute();

  it('imports order lines once and reports bad rows by their sheet row, writing nothing of that file', async () => {
    const auditsBefore = (await importAudits()).length;
    const good = await workbook([
      ['4800000001', 10, 'V002', 'P10004', 60, new Date('2026-12-31T00:00:00Z'), 2.5],
      ['4800000001', 20, 'V002', 'P10005', '80', '2026-12-31', 1],
    ]);
    const first = await upload(buyer, good);
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data.Created).toBe(2);
    expect((await upload(buyer, good)).body.data.Unchanged).toBe(2);
    // Each import is audited in its own transaction (who, which file, what it did).
    const audits = await importAudits();
    expect(audits.slice(auditsBefore).map((a) => [a.user_name, a.after])).toEqual([
      ['buyer', { file: 'orders.xlsx', Created: 2, Updated: 0, Unchanged: 0 }],
      ['buyer', { file: 'orders.xlsx', Created: 0, Updated: 0, Unchanged: 2 }],
    ]);

    const bad = await workbook([
      ['4800000002', 10, 'V002', 'P10004', 10, '2026-12-31', 1],
      ['4800000002', 20, 'V404', 'P10004', 10, '2026-12-31', 1],
    ]);
    const refused = await upload(buyer, bad);
    expect(refused.status).toBe(400);
    expect(refused.body.data.Errors).toEqual([
      { Row: 3, ExternalId: 'XLS:PO:4800000002:20', Reason: 'Vendor V404 does not exist' },
    ]);
    const written = await t.db
      .selectFrom('order_line')
      .select('id')
      .where('po_no', '=', '4800000002')
      .execute();
    expect(written).toEqual([]);
    // A refused file leaves no audit entry either: the entry is part of the import's transaction.
    expect((await importAudits()).length).toBe(auditsBefore + 2);
  });

  it('refuses a file that is not Excel, and vendors cannot import', async () => {
    const notExcel = await upload(buyer, Buffer.from('hello').toString('base64'), 'zh-chs');
    expect(notExcel.status).toBe(400);
    expect(notExcel.body.msg).toBe('文件不是有效的 Excel (.xlsx) 文件');
    expect((await upload(vendor1, await workbook([]))).status).toBe(403);
  });
});
