import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyDatabase } from '../../../test/postgres.ts';
import { type Running, type Session, signIn, startServer } from '../../../test/processes.ts';
import { multipart } from '../../../test/upload-helper.ts';
import { bigPart, part, sheetXml, withParts, workbookOf } from '../../../test/zip-fixtures.ts';

/**
 * The outside probe's workbook bombs (issue #44) against a real server process, through both uploads that parse a
 * workbook: the vendors' Excel ASN and the buyers' order import. Each hostile file is refused with a clear message,
 * writes nothing, keeps the process's memory within 100 MB of where it was, and the server answers a health request
 * while the file is in flight. (How fast each refusal is: `npm run bench:workbook`.)
 */
describe('hostile workbooks against a real server (issue #44)', () => {
  let server: Running;
  let client: pg.Client;
  let drop: () => Promise<unknown>;
  let vendor1: Session;
  let buyer: Session;

  beforeAll(async () => {
    const name = `${inject('schemaPrefix')}bombs_${randomBytes(4).toString('hex')}`;
    const copy = await copyDatabase(inject('postgresUrl')!, name, inject('postgresTemplate'));
    drop = copy.drop;
    client = new pg.Client({ connectionString: copy.url });
    await client.connect();
    server = await startServer({ DATABASE_URL: copy.url, DATA_DIR: os.tmpdir() });
    [vendor1, buyer] = await Promise.all([signIn(server.base, 'vendor1'), signIn(server.base, 'buyer')]);
    await settled(server.child.pid!);
  }, 240_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await client?.end();
    await drop?.();
  });

  const rssOf = async (pid: number) => {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  };

  /**
   * Waits until the process's memory stops moving: a fresh server loads its PDF stack a few seconds after it listens
   * (render-pdf.ts `preparePdf`, ~170 MB), which is no upload's doing and must not be counted as the first one's.
   */
  const settled = async (pid: number) => {
    const until = Date.now() + 60_000;
    // The stack is loaded 3 s after the server listens; the server listened before the sign-ins.
    await new Promise((r) => setTimeout(r, 3_000));
    let last = await rssOf(pid);
    for (let steady = 0; steady < 3 && Date.now() < until; ) {
      await new Promise((r) => setTimeout(r, 1_000));
      const now = await rssOf(pid);
      steady = Math.abs(now - last) < 4 * 1024 * 1024 ? steady + 1 : 0;
      last = now;
    }
  };

  const asn = (content: Buffer, lang: string) => {
    const body = multipart('asn.xlsx', content);
    return fetch(`${server.base}/api/DeliveryNote/AsnImport`, {
      method: 'POST',
      headers: { ...vendor1.headers, 'content-type': body.contentType, 'accept-language': lang },
      body: body.payload,
    });
  };
  const orders = (content: Buffer, lang: string) =>
    fetch(`${server.base}/api/PurchaseOrder/Import`, {
      method: 'POST',
      headers: { ...buyer.headers, 'content-type': 'application/json', 'accept-language': lang },
      body: JSON.stringify({ FileName: 'orders.xlsx', ContentBase64: content.toString('base64') }),
    });
  const counts = async () =>
    (
      await client.query<{ notes: string; lines: string }>(
        'select (select count(*) from delivery_note) notes, (select count(*) from order_line) lines',
      )
    ).rows[0];

  /**
   * Sends the file while asking for health every 100 ms and sampling the process's memory every 20 ms; answers the
   * refusal, the memory's peak growth and the health answers seen while the file was in flight.
   */
  async function refused(send: () => Promise<Response>) {
    const pid = server.child.pid!;
    const before = await rssOf(pid);
    let peak = before;
    let inFlight = true;
    const health: number[] = [];
    const sampler = (async () => {
      while (inFlight) {
        peak = Math.max(peak, await rssOf(pid));
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const prober = (async () => {
      do {
        health.push((await fetch(`${server.base}/api/health`)).status);
        await new Promise((r) => setTimeout(r, 100));
      } while (inFlight);
    })();
    const response = await send();
    const body = (await response.json()) as { code: number; msg: string };
    inFlight = false;
    await Promise.all([sampler, prober]);
    return { status: response.status, msg: body.msg, grewMb: (peak - before) / 1024 / 1024, health };
  }

  it('refuses each bomb through both uploads with a clear message, bounded memory and health answered', async () => {
    const plain = await workbookOf([
      ['PO_NO', 'PO_ITEM'],
      ['4500000001', 10],
    ]);
    const bombs = {
      sharedStrings: await withParts(plain, [
        await bigPart('xl/sharedStrings.xml', 300 * 1024 * 1024, { head: '<sst><si><t>', fill: 'a' }),
      ]),
      media: await withParts(plain, [await bigPart('xl/media/image1.png', 1000 * 1024 * 1024)]),
      rows: await withParts(plain, [
        await part(
          'xl/worksheets/sheet1.xml',
          sheetXml(
            [
              'PO_NO',
              'PO_ITEM',
              'DELIVERY_QTY',
              'DELIVERY_DATE',
              'LOT_NO',
              'VENDOR_CODE',
              'PART_NO',
              'ORDERED_QTY',
              'DUE_DATE',
            ],
            100_000,
            (n) => [`45${n}`, 10, 1, '2026-12-01', `L${n}`, 'V001', 'P1', 1, '2026-12-31'],
          ),
        ),
      ]),
      renamed: Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(64 * 1024)]),
    };
    expect(bombs.sharedStrings.length).toBeLessThan(1024 * 1024);
    expect(bombs.media.length).toBeLessThan(1024 * 1024 * 1.5);
    const expected = {
      sharedStrings: [413, /xl\/sharedStrings\.xml.*24 MB/, /xl\/sharedStrings\.xml.*24 MB/],
      media: [413, /xl\/media\/image1\.png.*8 MB/, /xl\/media\/image1\.png.*8 MB/],
      rows: [400, /5000/, /5000/],
      renamed: [400, /not a valid Excel/, /不是有效的 Excel/],
    } as const;
    const before = await counts();
    for (const [upload, send] of [
      ['asn', asn],
      ['orders', orders],
    ] as const) {
      for (const [kind, content] of Object.entries(bombs) as [keyof typeof bombs, Buffer][]) {
        const [status, en, zh] = expected[kind];
        const english = await refused(() => send(content, 'en'));
        expect({ upload, kind, status: english.status }).toEqual({ upload, kind, status });
        expect(english.msg).toMatch(en);
        expect(english.grewMb, `${upload} ${kind}`).toBeLessThan(100);
        expect(english.health.length, `${upload} ${kind}`).toBeGreaterThan(0);
        expect(english.health.every((s) => s === 200)).toBe(true);
        const chinese = await refused(() => send(content, 'zh-chs'));
        expect(chinese.status).toBe(status);
        expect(chinese.msg).toMatch(zh);
        expect(chinese.msg).toMatch(/[\u4e00-\u9fff]/);
      }
    }
    expect(await counts()).toEqual(before);
  }, 240_000);

  it('three bombs at once leave the server answering, and a good file is imported after them', async () => {
    const plain = await workbookOf([
      ['PO_NO', 'PO_ITEM'],
      ['4500000001', 10],
    ]);
    const bomb = await withParts(plain, [
      await bigPart('xl/sharedStrings.xml', 300 * 1024 * 1024, { head: '<sst><si><t>', fill: 'a' }),
    ]);
    const all = await refused(async () => {
      const answers = await Promise.all([asn(bomb, 'en'), orders(bomb, 'en'), asn(bomb, 'en')]);
      expect(answers.map((a) => a.status)).toEqual([413, 413, 413]);
      return fetch(`${server.base}/api/health`);
    });
    expect(all.status).toBe(200);
    expect(all.grewMb).toBeLessThan(100);
    const good = await workbookOf([
      ['ExternalId', 'PO_NO', 'PO_ITEM', 'VENDOR_CODE', 'PART_NO', 'ORDERED_QTY', 'DUE_DATE'],
      ['BOMB-TEST-1', '4899000001', 10, 'V001', 'P10001', 5, '2026-12-31'],
    ]);
    const imported = await orders(good, 'en');
    expect(imported.status).toBe(200);
    const { rows } = await client.query('select ordered_qty from order_line where po_no = $1', [
      '4899000001',
    ]);
    expect(rows.map((r) => Number(r.ordered_qty))).toEqual([5]);
  }, 240_000);
});
