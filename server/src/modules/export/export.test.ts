import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listRequest } from '@srm/contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Session, signedIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { appOnTestS3 } from '../../../test/s3-test-server.ts';
import type { App } from '../../app.ts';
import { runExport, startExportWorker } from './export.job.ts';
import { finishRecord, insertRecord } from './export.repository.ts';
import { exportKeyOf, type StoredAuth } from './export.service.ts';

type Row = Record<string, unknown>;
const LIST = '/DeliveryNote/PurchaseOrderReport';

describeOnDatabase('List exports and export records', (t) => {
  const { admin, buyer, vendor1, vendor2 } = signedIn(t);

  const startExport = async (
    as: Session,
    body: Row,
    lang?: 'en',
    path = 'PurchaseOrderReport/ExportData',
  ) => {
    const res = await call<{ ID: number; FileName: string }>(t.app, as, 'POST', path, {
      body,
      ...(lang ? { lang } : {}),
    });
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  };
  const records = async (as: Session, query: Record<string, string | number> = {}) =>
    (await call<Row[]>(t.app, as, 'GET', 'User/ExportFileList', { query: { Page: 1, Limit: 10, ...query } }))
      .body;
  /** Polls the caller's export list (as the header's download list does) until the record is done. */
  const finished = async (as: Session, id: number) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const record = (await records(as, { Limit: 100 })).data.find((r) => r.ID === id);
      if (record && record.Status !== 0) return record;
      if (Date.now() > deadline) throw new Error(`export ${id} still processing`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const download = (as: Session, id: number) =>
    t.app.inject({
      method: 'GET',
      url: '/api/Export/Download',
      query: { id: String(id) },
      headers: as.headers,
    });
  const readSheet = async (bytes: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values: unknown[][] = [];
    sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    return values;
  };

  beforeAll(async () => {
    await startExportWorker(t.app, { pollingIntervalSeconds: 0.5 });
  });

  it('names every export file after what its screen is called, never an internal route (issue #36)', async () => {
    const untitled = t.app.listRegistry
      .all()
      .filter((l) => l.exportPath && !(l.definition.title?.['zh-chs'] && l.definition.title?.en))
      .map((l) => l.definition.route);
    expect(untitled).toEqual([]);
  });

  it('exports the filtered list with the visible columns and their captions; only the owner downloads it', async () => {
    const filters = {
      OrderByParam: 'DUE_DATE',
      OrderBySort: 1,
      Params: [
        { FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: 1, PARAM_VALUE: 'V002', DATA_TYPE: 1 },
        { FIELD_NAME: 'ORDERED_QTY', ACTION_TYPE: 3, PARAM_VALUE: '100', DATA_TYPE: 3 },
      ],
    };
    // The buyer's own column configuration: four columns, one hidden, own captions.
    const columns = [
      ['PO_NO', 'Order', 'Y'],
      ['PO_ITEM', 'Line', 'Y'],
      ['VENDOR_NAME', 'Vendor', 'N'],
      ['REMAINING_QTY', 'Still to deliver', 'Y'],
    ].map(([field, caption, visible], i) => ({
      LIST_ROUTE: LIST,
      ORD_IDX: i + 1,
      FIELD_NAME: field,
      FIELD_CAPTION: caption,
      IS_VISIBLE: visible,
    }));
    const saved = await call(t.app, buyer, 'POST', 'ListParam/SaveListFields', {
      body: { LIST_ROUTE: LIST, Rows: columns },
    });
    expect(saved.status, saved.body.msg).toBe(200);

    const started = await startExport(buyer, { ...filters, Page: 3, Limit: 10 });
    expect(started.FileName).toMatch(/^采购订单报表_\d{14}\.xlsx$/);
    const record = await finished(buyer, started.ID);
    expect(record).toMatchObject({
      Status: 1,
      FileName: started.FileName,
      FileUrl: `Export/Download?id=${started.ID}`,
    });

    const list = await call<Row[]>(t.app, buyer, 'POST', 'PurchaseOrderReport/LoadData', {
      body: { ...filters, Page: 1, Limit: 1000 },
    });
    expect(list.body.count).toBeGreaterThan(1);
    expect(record.RowCount).toBe(list.body.count);

    const file = await download(buyer, started.ID);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(started.FileName)}`,
    );
    const sheet = await readSheet(file.rawPayload);
    expect(sheet[0]).toEqual(['Order', 'Line', 'Still to deliver']);
    expect(sheet.slice(1)).toEqual(list.body.data.map((r) => [r.PO_NO, r.PO_ITEM, Number(r.REMAINING_QTY)]));

    // Nobody else gets the file or sees the record, whatever id they try.
    for (const other of [vendor1, admin]) {
      const refused = await download(other, started.ID);
      expect(refused.statusCode).toBe(404);
      expect((await records(other)).data.map((r) => r.ID)).not.toContain(started.ID);
    }
    const notMine = await call<number>(t.app, vendor1, 'POST', 'User/ExportFileDelete', {
      body: { FileUrlList: [`Export/Download?id=${started.ID}`] },
    });
    expect(notMine.body.data).toBe(0);
    expect((await download(buyer, started.ID)).statusCode).toBe(200);
    await call(t.app, buyer, 'POST', 'ListParam/DeleteFields', {
      body: { LIST_ROUTE: LIST, USER_NAME: 'buyer' },
    });
  });

  it("writes a vendor's export from its own rows only, with the declared captions in its language", async () => {
    const started = await startExport(vendor2, {}, 'en');
    expect(started.FileName).toMatch(/^Purchase order report_\d{14}\.xlsx$/);
    const record = await finished(vendor2, started.ID);
    expect(record.Status).toBe(1);
    const sheet = await readSheet((await download(vendor2, started.ID)).rawPayload);
    expect(sheet[0]).toContain('Remaining qty');
    expect(sheet[0]).not.toContain('ID');
    const vendorColumn = (sheet[0] as string[]).indexOf('Vendor code');
    expect(new Set(sheet.slice(1).map((r) => r[vendorColumn]))).toEqual(new Set(['V002']));
    // The export computes the delivery sums its own way (one lateral aggregate per row): the same figures.
    const list = await call<Row[]>(t.app, vendor2, 'POST', 'PurchaseOrderReport/LoadData', {
      body: { Page: 1, Limit: 1000 },
    });
    const sums = [
      ['Qty on open notes', 'ON_OPEN_NOTES'],
      ['In transit', 'IN_TRANSIT'],
      ['Received qty', 'RECEIVED_QTY'],
      ['Remaining qty', 'REMAINING_QTY'],
      ['Overdue', 'OVERDUE'],
    ] as const;
    const at = sums.map(([caption]) => (sheet[0] as string[]).indexOf(caption));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(sheet.slice(1).map((r) => at.map((i) => r[i]))).toEqual(
      // Coded values are exported by their labels (in the caller's language), not their codes.
      list.body.data.map((r) =>
        sums.map(([, field]) =>
          field === 'OVERDUE' ? { Y: 'Overdue', N: 'No' }[String(r[field])] : Number(r[field]),
        ),
      ),
    );
    expect(new Set(sheet.slice(1).map((r) => r[at.at(-1)!]))).toEqual(new Set(['Overdue', 'No']));
    // Asking for another vendor's rows gives an empty export (status 2) and no file.
    const other = await startExport(vendor2, {
      Params: [{ FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: 1, PARAM_VALUE: 'V001' }],
    });
    const empty = await finished(vendor2, other.ID);
    expect(empty).toMatchObject({ Status: 2, FileUrl: null, RowCount: 0 });
    const none = await download(vendor2, other.ID);
    expect(none.statusCode).toBe(404);
  });

  it('refuses a bad filter at once, and an export of a list the caller does not hold', async () => {
    const bad = await call(t.app, buyer, 'POST', 'PurchaseOrderReport/ExportData', {
      body: { Params: [{ FIELD_NAME: 'NOPE', PARAM_VALUE: 'x' }] },
      lang: 'en',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('Unknown query field NOPE');
    expect((await call(t.app, vendor1, 'POST', 'User/ExportData', { body: {} })).status).toBe(403);
  });

  it('lists the caller’s records newest first, searches them by name, and deletes them with their files', async () => {
    const first = await startExport(vendor1, {}, undefined, 'OutsourcingOrderReport/ExportData');
    const second = await startExport(vendor1, {});
    await finished(vendor1, first.ID);
    await finished(vendor1, second.ID);
    const page = await records(vendor1);
    expect(page.data.slice(0, 2).map((r) => r.ID)).toEqual([second.ID, first.ID]);
    expect((await records(vendor1, { Key: '委外' })).data.map((r) => r.ID)).toEqual([first.ID]);

    const stored = await t.db
      .selectFrom('export_record')
      .select(['id', 'file_path'])
      .where('id', 'in', [first.ID, second.ID])
      .execute();
    // Each record's file_path is its file store key, in the organisation's export folder.
    const keys = stored.map((r) => r.file_path!);
    expect(keys.every((k) => k.startsWith(`exports/${vendor1.orgId}/`))).toBe(true);
    const exist = async () => Promise.all(keys.map((k) => t.app.files.exists(k)));
    expect(await exist()).toEqual([true, true]);

    const deleted = await call<number>(t.app, vendor1, 'POST', 'User/ExportFileDelete', {
      body: {
        UserName: 'someone-else',
        FileUrlList: [`Export/Download?id=${first.ID}`, String(second.ID), 'junk'],
      },
    });
    expect(deleted.body.data).toBe(2);
    expect(await exist()).toEqual([false, false]);
    expect((await records(vendor1)).data.map((r) => r.ID)).not.toContain(first.ID);
    expect((await download(vendor1, first.ID)).statusCode).toBe(404);
  });
  it('serves a record written before the file store (a DATA_DIR path) from the same file, and no path outside', async () => {
    const owner = { userId: buyer.userId, orgId: buyer.orgId, userName: buyer.userName };
    const id = await insertRecord(t.db, owner, { listRoute: LIST, fileName: 'old.xlsx', request: {} });
    // As 0.x wrote it: `files/exports/<org>/<id>-<uuid>.xlsx` under DATA_DIR.
    const folder = path.join(t.app.config.dataDir, 'files', 'exports', String(buyer.orgId));
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, `${id}-legacy.xlsx`), 'old bytes');
    await finishRecord(t.db, id, {
      status: 1,
      rowCount: 1,
      filePath: path.join('files', 'exports', String(buyer.orgId), `${id}-legacy.xlsx`),
    });
    const res = await download(buyer, id);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('old bytes');

    expect(exportKeyOf('files\\exports\\3\\9-a.xlsx')).toBe('exports/3/9-a.xlsx');
    for (const bad of [
      'files/../secret',
      'exports/../../etc/passwd',
      '/etc/passwd',
      'attachments/1/x',
      'files/x',
    ])
      expect(() => exportKeyOf(bad), bad).toThrow(/outside the export folder/);
    // A record whose file went missing answers the store's localised 404, never a 500.
    await t.app.files.remove(`exports/${buyer.orgId}/${id}-legacy.xlsx`);
    const gone = await download(buyer, id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().msg).toBe('文件不存在或已被删除');
  });

  describe('with the S3 driver', () => {
    const onS3 = appOnTestS3(t);

    /** The caller as ExportData stores it (what the job reads: organisation, vendor, grants). */
    const storedAuthOf = (session: Session): StoredAuth => ({
      userId: session.userId,
      userName: session.userName,
      nickName: session.userName,
      roleId: session.roleId,
      roleType: 'normal',
      vendorCode: session.vendorCode,
      parentVendorCode: null,
      orgId: session.orgId,
      orgCode: 'HQ',
      grants: { all: false, menus: [LIST], buttons: [] },
      listParamsVersion: 0,
      authVersion: 0,
    });
    const downloadFrom = (app: App, as: Session, id: number) =>
      app.inject({
        method: 'GET',
        url: '/api/Export/Download',
        query: { id: String(id) },
        headers: as.headers,
      });

    it('streams an xlsx export into the bucket and serves it from there, to its owner only', async () => {
      // A record as ExportData makes it, run by this app (the other app's worker must not take it).
      const columns = [
        { field: 'PO_NO', caption: 'Order', width: 120 },
        { field: 'VENDOR_CODE', caption: 'Vendor', width: 80 },
      ];
      const id = await insertRecord(
        t.db,
        { userId: vendor2.userId, orgId: vendor2.orgId, userName: vendor2.userName },
        {
          listRoute: LIST,
          fileName: 'Purchase order report_20250101000000.xlsx',
          request: { auth: storedAuthOf(vendor2), lang: 'en', query: listRequest.parse({}), columns },
        },
      );
      await runExport(onS3.app, id);
      const row = await t.db
        .selectFrom('export_record')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(1);
      expect(await onS3.app.files.exists(row.file_path!)).toBe(true);
      expect(await t.app.files.exists(row.file_path!)).toBe(false);
      const file = await downloadFrom(onS3.app, vendor2, id);
      expect(file.statusCode).toBe(200);
      const sheet = await readSheet(file.rawPayload);
      expect(sheet[0]).toEqual(['Order', 'Vendor']);
      expect(new Set(sheet.slice(1).map((r) => r[1]))).toEqual(new Set(['V002']));
      expect((await downloadFrom(onS3.app, vendor1, id)).statusCode).toBe(404);
    });

    it('stores a print (PDF) in the bucket', async () => {
      const printed = await onS3.app.inject({
        method: 'POST',
        url: '/api/PurchaseOrderReport/PrintData',
        headers: buyer.headers,
        payload: { Page: 1, Limit: 5 },
      });
      expect(printed.statusCode, printed.body).toBe(200);
      const id = printed.json().data.ExportId as number;
      const file = await downloadFrom(onS3.app, buyer, id);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
});
