import { createHash, randomBytes } from 'node:crypto';
import { type AttachmentInfo, apiPaths } from '@srm/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type Envelope, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';
import { countRows } from '../../../test/rows.ts';
import { appOnTestS3 } from '../../../test/s3-test-server.ts';
import { downloadFile, multipart, sampleFiles, uploadFile } from '../../../test/upload-helper.ts';
import type { App } from '../../app.ts';
import type { Scope } from '../../platform/auth.ts';
import { S3FileStore } from '../../platform/files/s3-file-store.ts';
import { sniffFileType, zipEntryNames } from './attachment.file-type.ts';
import {
  attachmentsOf,
  claimAttachments,
  registerAttachmentOwner,
  releaseAttachments,
  sweepAttachments,
  unclaimedUploadLimits,
} from './attachment.service.ts';

// ---- sample files

const { jpeg, png, pdf } = sampleFiles;
const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');

async function xlsxBytes(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Bill').addRow(['PART_NO', 'QTY']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A zip archive of stored (uncompressed) entries: enough for the central directory the sniffer reads. */
function zipOf(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const n = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(n.length, 26);
    locals.push(local, n);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, n);
    offset += 30 + n.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('file types by content', () => {
  it('knows the four formats by their bytes, and nothing else', async () => {
    expect(sniffFileType(jpeg)).toBe('jpeg');
    expect(sniffFileType(png)).toBe('png');
    expect(sniffFileType(pdf)).toBe('pdf');
    expect(sniffFileType(await xlsxBytes())).toBe('xlsx');
    expect(sniffFileType(html)).toBeNull();
    expect(sniffFileType(Buffer.alloc(0))).toBeNull();
    expect(sniffFileType(Buffer.from('GIF89a'))).toBeNull();
    // A zip that is not a workbook (a docx, a plain archive), and one whose directory points outside the file.
    expect(sniffFileType(zipOf(['[Content_Types].xml', 'word/document.xml']))).toBeNull();
    expect(sniffFileType(zipOf(['a.txt']))).toBeNull();
    expect(sniffFileType(zipOf(['[Content_Types].xml', 'xl/workbook.xml']))).toBe('xlsx');
    const broken = zipOf(['[Content_Types].xml', 'xl/workbook.xml']);
    broken.writeUInt32LE(0x7fffffff, broken.length - 6);
    expect(zipEntryNames(broken)).toBeNull();
    expect(zipEntryNames(Buffer.concat([Buffer.from('PK\u0003\u0004'), randomBytes(100)]))).toBeNull();
  });
});

// ---- a test owner kind: documents that belong to a vendor of an organisation

type TestDocument = { orgId: number; vendorCode: string };
const documents = new Map<number, TestDocument>();
const kind = 'test-doc';
registerAttachmentOwner(kind, {
  types: ['jpeg', 'png', 'pdf', 'xlsx'],
  // As a module's Get would decide: same organisation, and a vendor user only its own vendor's documents.
  canRead: async (_db, auth, ownerId) => {
    const doc = documents.get(ownerId);
    return (
      !!doc && doc.orgId === auth.orgId && (auth.vendorCode === null || auth.vendorCode === doc.vendorCode)
    );
  },
});
registerAttachmentOwner('test-pdf-only', {
  types: ['pdf'],
  maxBytes: 1024 * 1024,
  canRead: async () => true,
});

type Upload = { status: number; body: Envelope<AttachmentInfo> };

async function upload(
  app: App,
  as: Session,
  fileName: string,
  bytes: Buffer,
  options: { kind?: string; lang?: string; field?: string } = {},
): Promise<Upload> {
  return uploadFile(app, as, options.kind ?? kind, fileName, bytes, options);
}

const download = downloadFile;

const scopeOf = (s: Session): Scope => ({
  orgId: s.orgId,
  vendorCode: s.vendorCode,
  userName: s.userName,
  userId: s.userId,
});
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
let nextDocument = 1000;
const newDocument = (doc: TestDocument) => {
  const id = nextDocument++;
  documents.set(id, doc);
  return id;
};

describeOnDatabase('attachments', (t) => {
  const { buyer, admin, vendor1, vendor2 } = signedIn(t);

  const rowOf = (id: number) =>
    t.db.selectFrom('attachment').selectAll().where('id', '=', id).executeTakeFirst();
  const counts = async () => ({
    rows: await countRows(t.db, 'attachment'),
    files: (await t.app.files.list('attachments/')).length,
  });
  const claim = (as: Session, ownerId: number, ids: number[], ownerKind = kind) =>
    t.db.transaction().execute((trx) => claimAttachments(trx, scopeOf(as), ownerKind, ownerId, ids));
  const refusalOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: { status?: number; key?: string; params?: Record<string, unknown> }) => e,
    );

  it('uploads jpeg, png, pdf and xlsx: stored under a random key, unclaimed, audited', async () => {
    const xlsx = await xlsxBytes();
    const samples: [string, Buffer, string][] = [
      ['photo.JPG', jpeg, 'image/jpeg'],
      ['scan.png', png, 'image/png'],
      ['发票 2025-07.pdf', pdf, 'application/pdf'],
      ['bill lines.xlsx', xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ];
    for (const [name, bytes, type] of samples) {
      const res = await upload(t.app, vendor1, name, bytes);
      expect(res.status, res.body.msg).toBe(200);
      expect(res.body.data).toMatchObject({ FILE_NAME: name, CONTENT_TYPE: type, SIZE: bytes.length });
      const row = (await rowOf(res.body.data.ID))!;
      expect(row).toMatchObject({
        org_id: vendor1.orgId,
        owner_kind: null,
        owner_id: null,
        created_by: 'vendor1',
        created_by_vendor: 'V001',
        sha256: sha(bytes),
      });
      const now = new Date();
      const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
      expect(row.storage_key).toMatch(
        new RegExp(`^attachments/${vendor1.orgId}/${month}/[A-Za-z0-9_-]{24}$`),
      );
      const stored = await t.app.files.open(row.storage_key);
      const back: Buffer[] = [];
      for await (const chunk of stored.stream) back.push(chunk as Buffer);
      expect(sha(Buffer.concat(back))).toBe(sha(bytes));
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['action', 'user_name'])
        .where('entity', '=', 'attachment')
        .where('entity_id', '=', String(row.id))
        .execute();
      expect(audit).toEqual([{ action: 'upload', user_name: 'vendor1' }]);
    }
  });

  it('refuses what is not what it says, in the caller’s language, and stores nothing', async () => {
    const before = await counts();
    const cases: [Promise<Upload>, number, string][] = [
      [
        upload(t.app, vendor1, 'invoice.png', html, { lang: 'en' }),
        400,
        'The file invoice.png is not of an allowed type (jpg, jpeg, png, pdf, xlsx)',
      ],
      [
        upload(t.app, vendor1, 'invoice.png', html),
        400,
        '文件 invoice.png 的类型不允许，只能上传 jpg, jpeg, png, pdf, xlsx',
      ],
      [
        upload(t.app, vendor1, 'photo.png', jpeg, { lang: 'en' }),
        400,
        'The file photo.png: its extension does not match its content (jpg)',
      ],
      [
        upload(t.app, vendor1, 'report.pdf.exe', pdf, { lang: 'en' }),
        400,
        'The file report.pdf.exe: its extension does not match its content (pdf)',
      ],
      [
        upload(t.app, vendor1, 'noextension', pdf, { lang: 'en' }),
        400,
        'The file noextension: its extension does not match its content (pdf)',
      ],
      [
        upload(t.app, vendor1, 'scan.png', png, { kind: 'test-pdf-only', lang: 'en' }),
        400,
        'The file scan.png is not of an allowed type (pdf)',
      ],
      [
        upload(t.app, vendor1, 'empty.pdf', Buffer.alloc(0), { lang: 'en' }),
        400,
        'The file empty.pdf is empty',
      ],
      [
        upload(t.app, vendor1, 'a.pdf', pdf, { kind: 'no-such-kind', lang: 'en' }),
        400,
        'Unknown attachment kind no-such-kind',
      ],
      [
        upload(t.app, vendor1, 'a.pdf', pdf, { field: 'document', lang: 'en' }),
        400,
        'Choose a file to upload (field "file")',
      ],
    ];
    for (const [pending, status, msg] of cases) {
      const res = await pending;
      expect(res.status, msg).toBe(status);
      expect(res.body).toMatchObject({ code: status, msg });
    }
    // Not multipart at all, a bad kind name, a truncated body: refused, never a 500.
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/${apiPaths.attachment.upload}`,
      query: { KIND: kind },
      headers: { ...vendor1.headers, 'accept-language': 'en' },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().msg).toBe('An upload is multipart/form-data with the file in the field "file"');
    const badKind = await upload(t.app, vendor1, 'a.pdf', pdf, { kind: '../etc' });
    expect(badKind.status).toBe(400);
    const body = multipart('a.pdf', pdf);
    const truncated = await t.app.inject({
      method: 'POST',
      url: `/api/${apiPaths.attachment.upload}`,
      query: { KIND: kind },
      headers: { ...vendor1.headers, 'content-type': body.contentType },
      payload: body.payload.subarray(0, body.payload.length - 30),
    });
    expect(truncated.statusCode).toBe(400);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: `/api/${apiPaths.attachment.upload}`,
      query: { KIND: kind },
      headers: { ...vendor1.headers, 'content-type': 'multipart/form-data' },
      payload: body.payload,
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses a file over 20 MB (or over its kind’s limit) with a localised 413, storing nothing', async () => {
    const before = await counts();
    const big = Buffer.concat([pdf, Buffer.alloc(21 * 1024 * 1024)]);
    const en = await upload(t.app, buyer, 'drawings.pdf', big, { lang: 'en' });
    expect(en.status).toBe(413);
    expect(en.body).toEqual({
      code: 413,
      msg: 'The file drawings.pdf is too large (at most 20 MB)',
      data: null,
    });
    const zh = await upload(t.app, buyer, 'drawings.pdf', big);
    expect(zh.body.msg).toBe('文件 drawings.pdf 过大（最多 20 MB）');
    const overKind = await upload(t.app, buyer, 'drawings.pdf', big.subarray(0, 2 * 1024 * 1024), {
      kind: 'test-pdf-only',
      lang: 'en',
    });
    expect(overKind.status).toBe(413);
    expect(overKind.body.msg).toBe('The file drawings.pdf is too large (at most 1 MB)');
    // Exactly at the limit is fine.
    const atLimit = Buffer.concat([pdf, Buffer.alloc(1024 * 1024 - pdf.length)]);
    expect((await upload(t.app, buyer, 'limit.pdf', atLimit, { kind: 'test-pdf-only' })).status).toBe(200);
    expect(await counts()).toEqual({ rows: before.rows + 1, files: before.files + 1 });
  });

  it('caps what one user uploads in an hour without saving it with a document: a localised 429, others unaffected (issue #37)', async () => {
    const vendor3 = await signIn(t.app, 'vendor3');
    const pdf = sampleFiles.pdf;
    const ids: number[] = [];
    // A burst at once, as the probe sent it: exactly the limit gets in, however the uploads interleave.
    const burst = await Promise.all(
      Array.from({ length: unclaimedUploadLimits.files + 5 }, (_, i) =>
        upload(t.app, vendor3, `p${i}.pdf`, pdf),
      ),
    );
    const accepted = burst.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(unclaimedUploadLimits.files);
    ids.push(...accepted.map((r) => r.body.data.ID));
    const refused = burst.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual(Array(5).fill(429));
    const en = await upload(t.app, vendor3, 'more.pdf', pdf, { lang: 'en' });
    expect(en.status).toBe(429);
    expect(en.body.msg).toMatch(
      new RegExp(
        `^In the last hour you uploaded ${unclaimedUploadLimits.files} files \\(.+\\) not yet saved with a document`,
      ),
    );
    const zh = await upload(t.app, vendor3, 'more.pdf', pdf, { lang: 'zh-chs' });
    expect(zh.body.msg).toContain('尚未提交到单据的附件');
    // Someone else uploads as usual.
    expect((await upload(t.app, vendor2, 'mine.pdf', pdf)).status).toBe(200);
    // Saved with a document, the files no longer count: uploads go on.
    await claim(vendor3, newDocument({ orgId: vendor3.orgId, vendorCode: 'V003' }), ids.slice(0, 10));
    expect((await upload(t.app, vendor3, 'after.pdf', pdf)).status).toBe(200);
    // Bytes count too: under the file count, over the size.
    const big = await t.db
      .updateTable('attachment')
      .set({ size_bytes: unclaimedUploadLimits.bytes })
      .where('id', '=', ids[20]!)
      .returning('id')
      .execute();
    expect(big).toHaveLength(1);
    expect((await upload(t.app, vendor3, 'bytes.pdf', pdf)).status).toBe(429);
  });

  it('serves an unclaimed file to its uploader only, with safe headers', async () => {
    const res = await upload(t.app, vendor1, '质检报告 (final).pdf', pdf);
    const id = res.body.data.ID;
    const own = await download(t.app, vendor1, id);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(pdf)).toBe(true);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="____ (final).pdf"; filename*=UTF-8''${encodeURIComponent('质检报告 ')}%28final%29.pdf`,
    );
    expect((await download(t.app, vendor1, id, true)).headers['content-disposition']).toMatch(/^inline; /);
    // Nobody else: not the same vendor's colleague, not the buyer, not the administrator, not another vendor.
    for (const other of [buyer, admin, vendor2]) {
      const denied = await download(t.app, other, id);
      expect(denied.statusCode).toBe(404);
      expect(denied.json().msg).toBe('附件不存在');
    }
  });

  it('shows only images and PDFs inline; an xlsx always downloads', async () => {
    const image = (await upload(t.app, buyer, 'a.png', png)).body.data.ID;
    const sheet = (await upload(t.app, buyer, 'a.xlsx', await xlsxBytes())).body.data.ID;
    const shown = await download(t.app, buyer, image, true);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toBe(`inline; filename="a.png"; filename*=UTF-8''a.png`);
    const sheetInline = await download(t.app, buyer, sheet, true);
    expect(sheetInline.headers['content-disposition']).toMatch(/^attachment; /);
    expect(sheetInline.headers['x-content-type-options']).toBe('nosniff');
  });

  it('after a claim, the owner kind decides: the vendor’s buyer reads it, another vendor does not', async () => {
    const doc = newDocument({ orgId: vendor1.orgId, vendorCode: 'V001' });
    const a = (await upload(t.app, vendor1, 'a.pdf', pdf)).body.data.ID;
    const b = (await upload(t.app, vendor1, 'b.png', png)).body.data.ID;
    const claimed = await claim(vendor1, doc, [b, a, b]);
    expect(claimed.map((c) => c.ID)).toEqual([b, a]);
    expect(await rowOf(a)).toMatchObject({ owner_kind: kind, owner_id: doc });
    expect((await download(t.app, vendor1, a)).statusCode).toBe(200);
    expect((await download(t.app, buyer, a)).statusCode).toBe(200);
    expect((await download(t.app, admin, b)).statusCode).toBe(200);
    expect((await download(t.app, vendor2, a)).statusCode).toBe(404);
    expect((await download(t.app, vendor2, b)).statusCode).toBe(404);
    // Claiming again for the same document (a second save) is fine and audits nothing new.
    await claim(vendor1, doc, [a, b]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'after'])
      .where('entity', '=', 'attachment')
      .where('action', '=', 'claim')
      .where('entity_id', 'in', [String(a), String(b)])
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]!.after).toMatchObject({ OWNER_KIND: kind, OWNER_ID: doc });

    const listed = await attachmentsOf(t.db, kind, [doc, 999_999]);
    expect(listed.map((l) => [l.OWNER_ID, l.ID, l.FILE_NAME])).toEqual([
      [doc, a, 'a.pdf'],
      [doc, b, 'b.png'],
    ]);
    expect(await attachmentsOf(t.db, kind, [])).toEqual([]);
    expect(await attachmentsOf(t.db, 'test-pdf-only', [doc])).toEqual([]);
  });

  it('refuses claims of someone else’s upload, of another document’s file, of unknown ids and wrong types; all or nothing', async () => {
    const doc = newDocument({ orgId: vendor1.orgId, vendorCode: 'V001' });
    const other = newDocument({ orgId: vendor1.orgId, vendorCode: 'V001' });
    const mine = (await upload(t.app, vendor1, 'mine.pdf', pdf)).body.data.ID;
    const theirs = (await upload(t.app, vendor2, 'theirs.pdf', pdf)).body.data.ID;
    const colleague = (await upload(t.app, buyer, 'buyer.png', png)).body.data.ID;
    const elsewhere = (await upload(t.app, vendor1, 'elsewhere.pdf', pdf)).body.data.ID;
    await claim(vendor1, other, [elsewhere]);

    const refused = async (ids: number[], key: string, name: string | number, ownerKind = kind) => {
      const error = await refusalOf(claim(vendor1, doc, ids, ownerKind));
      expect(error, key).toMatchObject({ status: 400, key });
      expect(Object.values(error?.params ?? {})).toContain(name);
    };
    await refused([mine, theirs], 'attachment.notYours', 'theirs.pdf');
    await refused([colleague], 'attachment.notYours', 'buyer.png');
    await refused([mine, elsewhere], 'attachment.claimed', 'elsewhere.pdf');
    await refused([mine, 2_000_000_000], 'attachment.unknown', 2_000_000_000);
    const png2 = (await upload(t.app, vendor1, 'photo.png', png)).body.data.ID;
    await refused([png2], 'attachment.typeNotAllowed', 'photo.png', 'test-pdf-only');
    await expect(claim(vendor1, doc, [mine], 'no-such-kind')).rejects.toMatchObject({ status: 400 });
    // Nothing of the refused claims stuck: `mine` is still unclaimed.
    expect(await rowOf(mine)).toMatchObject({ owner_kind: null, owner_id: null });
    expect((await download(t.app, vendor2, theirs)).statusCode).toBe(200);
  });

  it('an attachment of another organisation is unknown, and ids or names are no path into the store', async () => {
    const sz = await signIn(t.app, 'admin', undefined, { orgCode: 'SZ' });
    const hq = (await upload(t.app, admin, 'hq.pdf', pdf)).body.data.ID;
    expect((await download(t.app, sz, hq)).statusCode).toBe(404);
    const error = await refusalOf(claim(sz, newDocument({ orgId: sz.orgId, vendorCode: 'V001' }), [hq]));
    expect(error).toMatchObject({ status: 400, key: 'attachment.unknown' });

    for (const id of ['../1', '1/../2', '1%00', '-1', '0', 'abc', '99999999999', '1.5'])
      expect((await download(t.app, admin, id)).statusCode, id).toBe(400);

    // A name with a path keeps only its last part; the storage key is never made of it.
    for (const [name, shown] of [
      ['../../../etc/passwd.png', 'passwd.png'],
      ['..\\..\\windows\\win.png', 'win.png'],
      ['C:\\fakepath\\scan.png', 'scan.png'],
    ]) {
      const res = await upload(t.app, admin, name!, png);
      expect(res.status, name).toBe(200);
      expect(res.body.data.FILE_NAME).toBe(shown);
      const row = (await rowOf(res.body.data.ID))!;
      expect(row.storage_key).not.toContain('passwd');
      expect(row.storage_key).not.toContain('..');
    }
  });

  it('releases dropped attachments with the document’s transaction, and the sweep removes them and stale uploads', async () => {
    const doc = newDocument({ orgId: buyer.orgId, vendorCode: 'V002' });
    // One after another: a document lists its files in upload (id) order.
    const ids: number[] = [];
    for (const name of ['keep.pdf', 'drop.pdf', 'stale.pdf', 'fresh.pdf'])
      ids.push((await upload(t.app, buyer, name, pdf)).body.data.ID);
    const [keep, drop, stale, fresh] = ids;
    await claim(buyer, doc, [keep!, drop!]);
    const keyOf = async (id: number) => (await rowOf(id))!.storage_key;
    const dropKey = await keyOf(drop!);
    const staleKey = await keyOf(stale!);

    // A save that fails after releasing keeps everything.
    await expect(
      t.db.transaction().execute(async (trx) => {
        await releaseAttachments(trx, kind, doc, [keep!]);
        throw new Error('the save failed');
      }),
    ).rejects.toThrow('the save failed');
    expect((await attachmentsOf(t.db, kind, [doc])).map((a) => a.ID)).toEqual([keep, drop]);

    const released = await t.db.transaction().execute((trx) => releaseAttachments(trx, kind, doc, [keep!]));
    expect(released).toBe(1);
    expect((await attachmentsOf(t.db, kind, [doc])).map((a) => a.ID)).toEqual([keep]);
    expect((await download(t.app, buyer, drop!)).statusCode).toBe(404);
    // A released file cannot be claimed back.
    expect(await refusalOf(claim(buyer, doc, [drop!]))).toMatchObject({ key: 'attachment.unknown' });

    // An upload nobody claimed for more than a day goes; a younger one stays.
    await t.db
      .updateTable('attachment')
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where('id', '=', stale!)
      .execute();
    expect(await sweepAttachments(t.app)).toBeGreaterThanOrEqual(2);
    expect(await rowOf(drop!)).toBeUndefined();
    expect(await rowOf(stale!)).toBeUndefined();
    expect(await t.app.files.exists(dropKey)).toBe(false);
    expect(await t.app.files.exists(staleKey)).toBe(false);
    expect(await rowOf(fresh!)).toBeDefined();
    expect(await rowOf(keep!)).toBeDefined();
    expect((await download(t.app, buyer, keep!)).statusCode).toBe(200);
    expect((await download(t.app, buyer, fresh!)).statusCode).toBe(200);

    // Releasing all (the document is deleted).
    expect(await t.db.transaction().execute((trx) => releaseAttachments(trx, kind, doc, []))).toBe(1);
    expect(await attachmentsOf(t.db, kind, [doc])).toEqual([]);
  });

  it('never holds a file no row knows: the row is committed before the file is stored, and a failed store leaves neither', async () => {
    // A process killed at any point of an upload must leave no orphan file: when the file is stored its row is
    // already visible to everyone (a kill after that leaves an unclaimed row, which the sweep removes).
    const put = t.app.files.put.bind(t.app.files);
    const seenAtPut: (number | undefined)[] = [];
    t.app.files.put = async (key, body, options) => {
      const row = await t.db
        .selectFrom('attachment')
        .select('id')
        .where('storage_key', '=', key)
        .executeTakeFirst();
      seenAtPut.push(row?.id);
      return put(key, body, options);
    };
    try {
      const id = (await upload(t.app, buyer, 'first.pdf', pdf)).body.data.ID;
      expect(seenAtPut).toEqual([id]);

      // The store fails: no row, no file, a localised error, no audit entry.
      const before = await counts();
      t.app.files.put = async () => {
        throw new Error('the bucket is gone');
      };
      const failed = await upload(t.app, buyer, 'second.pdf', pdf);
      // A server fault answered in the envelope, in the caller's language, with no stack.
      expect(failed.status).toBe(500);
      expect(failed.body).toEqual({ code: 500, msg: '服务器内部错误', data: null });
      expect(await counts()).toEqual(before);
      const audited = await t.db
        .selectFrom('audit_log')
        .select('entity_id')
        .where('entity', '=', 'attachment')
        .where('action', '=', 'upload')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(Number(audited.entity_id)).toBe(id);
    } finally {
      t.app.files.put = put;
    }
  });

  it('a row whose file never arrived (its process was killed) is a 404 for a download and swept after a day', async () => {
    const id = (await upload(t.app, buyer, 'half.pdf', pdf)).body.data.ID;
    const key = (await rowOf(id))!.storage_key;
    await t.app.files.remove(key);
    expect((await download(t.app, buyer, id)).statusCode).toBe(404);
    await t.db
      .updateTable('attachment')
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where('id', '=', id)
      .execute();
    expect(await sweepAttachments(t.app)).toBeGreaterThanOrEqual(1);
    expect(await rowOf(id)).toBeUndefined();
  });

  it('a file missing from the store is a localised 404, not a 500', async () => {
    const id = (await upload(t.app, buyer, 'gone.pdf', pdf)).body.data.ID;
    await t.app.files.remove((await rowOf(id))!.storage_key);
    const res = await download(t.app, buyer, id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '文件不存在或已被删除', data: null });
  });

  describe('with the S3 driver', () => {
    const onS3 = appOnTestS3(t);

    it('uploads into the bucket and downloads from it, with the same rules', async () => {
      expect(onS3.app.files).toBeInstanceOf(S3FileStore);
      const bytes = await xlsxBytes();
      const res = await upload(onS3.app, vendor1, 'lines.xlsx', bytes);
      expect(res.status, res.body.msg).toBe(200);
      const row = (await rowOf(res.body.data.ID))!;
      expect(await onS3.app.files.exists(row.storage_key)).toBe(true);
      // Not on the local disk of this process: the other app's local store does not have it.
      expect(await t.app.files.exists(row.storage_key)).toBe(false);
      const back = await download(onS3.app, vendor1, row.id);
      expect(back.statusCode).toBe(200);
      expect(back.rawPayload.equals(bytes)).toBe(true);
      expect(back.headers['content-length']).toBe(String(bytes.length));
      expect((await download(onS3.app, vendor2, row.id)).statusCode).toBe(404);
    });
  });
});
