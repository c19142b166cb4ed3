import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  api,
  filesUnder,
  type ProcessPair,
  type Running,
  type Session,
  signIn,
  startProcessPair,
} from '../../test/processes.ts';

type Row = Record<string, unknown>;

/**
 * A process killed with -9 while it works a job (issue #16): the job's lease goes stale, another process's sweep
 * fails the attempt, pg-boss retries it there; the record finishes once, with one file. Uses the production lease
 * timing (stale after 20 s, swept every 5 s): a job is taken over 30-40 s after its kill, so both kills (a 200-label
 * PDF, an export) happen together, among three processes: the third finishes both.
 */
describe.runIf(inject('postgresUrl'))('a process killed during a job [postgres]', () => {
  let pair: ProcessPair;
  /** The processes alive now: three, then each kill takes one. */
  let alive: Running[];
  let buyer: Session;
  let vendor: Session;

  beforeAll(async () => {
    pair = await startProcessPair('faults', 1);
    alive = [pair.a, pair.b, ...pair.others];
    [buyer, vendor] = await Promise.all([
      signIn(pair.proxy.base, 'buyer'),
      signIn(pair.proxy.base, 'vendor1'),
    ]);
  }, 240_000);

  afterAll(() => pair?.close(), 60_000);

  /** The pg-boss job of export record `id` and the process holding its lease, once one does. */
  const holderOf = async (id: number, deadlineMs = 20_000) => {
    const deadline = Date.now() + deadlineMs;
    for (;;) {
      const { rows } = await pair.client.query<{ job_id: string; holder: string }>(
        `select l.job_id, l.holder from job_lease l join pgboss.job j on j.id = l.job_id
          where j.name in ('list-export', 'pdf-export') and (j.data->>'exportId')::int = $1`,
        [id],
      );
      if (rows[0]) {
        const pid = Number(rows[0].holder.split(':')[0]);
        const holder = alive.find((p) => p.child.pid === pid);
        if (!holder) throw new Error(`lease of export ${id} held by an unknown process ${rows[0].holder}`);
        return { jobId: rows[0].job_id, holder };
      }
      if (Date.now() > deadline) throw new Error(`export ${id} was not taken by a process`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  /** Polls the owner's export list through `through` until record `id` is no longer processing (≤ 60 s). */
  const settled = async (as: Session, through: Running, id: number) => {
    const since = Date.now();
    for (;;) {
      const records = await api<Row[]>(through.base, as, 'GET', 'User/ExportFileList?Page=1&Limit=50');
      const record = records.body.data.find((r) => r.ID === id);
      if (record && record.Status !== 0) return { record, seconds: (Date.now() - since) / 1000 };
      if (Date.now() - since > 60_000)
        throw new Error(`export ${id} neither finished nor failed in a minute`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  /** After a kill: the job completed at its second attempt and the record has exactly one file. */
  const ranOnceMore = async (jobId: string, id: number) => {
    const { rows: jobs } = await pair.client.query<{ state: string; retry_count: number }>(
      'select state, retry_count from pgboss.job where id = $1',
      [jobId],
    );
    expect(jobs).toEqual([{ state: 'completed', retry_count: 1 }]);
    const files = await filesUnder(path.join(pair.dataDir, 'files', 'exports'));
    expect(files.filter((f) => path.basename(f).startsWith(`${id}-`))).toHaveLength(1);
  };

  const download = async (as: Session, through: Running, id: number) => {
    const file = await fetch(`${through.base}/api/Export/Download?id=${id}`, { headers: as.headers });
    expect(file.status).toBe(200);
    return Buffer.from(await file.arrayBuffer());
  };

  it('finishes on a third process a 200-label PDF and an export whose processes were killed while working them', {
    timeout: 150_000,
  }, async () => {
    // 200 manual labels of vendor1, to print as one PDF (from 50 labels a print is a job).
    const first = alive[0]!;
    const part = (
      await api<Row[]>(first.base, vendor, 'POST', 'DeliveryNote/OpenOrderLines', { Page: 1, Limit: 1 })
    ).body.data[0]!.PART_NO;
    const created = await api<{ BATCH_NO: string; COUNT: number }>(
      first.base,
      vendor,
      'POST',
      'DnbarcodeHandmade/Create',
      {
        PART_NO: part,
        BOX_QTY: '10',
        BOX_COUNT: 200,
        LOT_NO: 'KILL-9',
      },
    );
    expect(created.status, created.body.msg).toBe(200);
    const byBatch = {
      Page: 1,
      Limit: 500,
      Params: [
        { FIELD_NAME: 'BATCH_NO', ACTION_TYPE: 1, PARAM_VALUE: created.body.data.BATCH_NO, DATA_TYPE: 1 },
      ],
    };
    const labels = (await api<Row[]>(first.base, vendor, 'POST', 'DnbarcodeHandmade/LoadData', byBatch)).body
      .data;
    expect(labels).toHaveLength(200);

    // The print: its process is killed as soon as it holds the job, while it renders the 200 labels.
    const printed = await api<{ ExportId: number }>(first.base, vendor, 'POST', 'DeliveryCode/Print', {
      IDS: labels.map((l) => l.ID),
    });
    expect(printed.status, printed.body.msg).toBe(200);
    const printId = printed.body.data.ExportId;
    const printJob = await holderOf(printId);
    printJob.holder.child.kill('SIGKILL');
    await printJob.holder.exited;
    const printKilledAt = Date.now();
    alive = alive.filter((p) => p !== printJob.holder);

    // The export: its job blocks on the order lines, locked here, until its process has been killed.
    await pair.client.query('begin');
    await pair.client.query('lock table order_line in access exclusive mode');
    let exportId: number;
    let exportJob: Awaited<ReturnType<typeof holderOf>>;
    try {
      const started = await api<{ ID: number }>(
        alive[0]!.base,
        buyer,
        'POST',
        'PurchaseOrderReport/ExportData',
        {},
      );
      expect(started.status, started.body.msg).toBe(200);
      exportId = started.body.data.ID;
      exportJob = await holderOf(exportId);
      exportJob.holder.child.kill('SIGKILL');
      await exportJob.holder.exited;
    } finally {
      await pair.client.query('commit');
    }
    const exportKilledAt = Date.now();
    const [survivor] = alive.filter((p) => p !== exportJob.holder) as [Running];

    const exported = await settled(buyer, survivor, exportId);
    expect(exported.record.Status).toBe(1);
    expect((await download(buyer, survivor, exportId)).subarray(0, 2).toString()).toBe('PK'); // xlsx (zip)
    await ranOnceMore(exportJob.jobId, exportId);
    const print = await settled(vendor, survivor, printId);
    expect(print.record.Status).toBe(1);
    expect((await download(vendor, survivor, printId)).subarray(0, 5).toString()).toBe('%PDF-');
    await ranOnceMore(printJob.jobId, printId);
    const after = (await api<Row[]>(survivor.base, vendor, 'POST', 'DnbarcodeHandmade/LoadData', byBatch))
      .body.data;
    expect(new Set(after.map((l) => l.PRINT_COUNT))).toEqual(new Set([1]));
    const since = (at: number) => ((Date.now() - at) / 1000).toFixed(1);
    console.info(
      `killed jobs finished on the third process: export ${since(exportKilledAt)} s, label PDF ${since(printKilledAt)} s after their kills (checked in that order)`,
    );
  });
});
