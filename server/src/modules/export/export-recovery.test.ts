import { expect, it } from 'vitest';
import { call, signedIn } from '../../../test/auth-helper.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { JobQueue } from '../../platform/jobs/job-queue.ts';
import { abandonExport, startExportWorker } from './export.job.ts';
import { insertRecord } from './export.repository.ts';
import { type ExportJob, exportQueue } from './export.service.ts';

type Row = Record<string, unknown>;

/**
 * Issue #10: an export whose server process was killed (-9) stayed "processing" for ~18 minutes. A process that dies
 * leaves its job "active" with a lease nobody renews; here a second JobQueue on the same database plays that process
 * (it claims the job, stores a file, then neither renews its lease nor returns), and the app's own worker
 * is the process that notices.
 */
describeEachDatabase('Exports whose process died (#10)', (t) => {
  const { buyer } = signedIn(t);
  const lease = { heartbeatSeconds: 0.5, staleSeconds: 2, sweepSeconds: 0.5 };

  const startExport = async () => {
    const res = await call<{ ID: number }>(t.app, buyer, 'POST', 'PurchaseOrderReport/ExportData', {
      body: { Params: [{ FIELD_NAME: 'VENDOR_CODE', ACTION_TYPE: 1, PARAM_VALUE: 'V002', DATA_TYPE: 1 }] },
    });
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data.ID;
  };
  const record = async (id: number) =>
    (
      await call<Row[]>(t.app, buyer, 'GET', 'User/ExportFileList', { query: { Page: 1, Limit: 100 } })
    ).body.data.find((r) => r.ID === id);
  /** The record's files in the file store, by name. */
  const filesOf = async (id: number) => {
    const folder = `exports/${buyer.orgId}/`;
    return (await t.app.files.list(`${folder}${id}-`)).map((key) => key.slice(folder.length));
  };
  const until = async <T>(probe: () => Promise<T | undefined>, ms: number): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  /**
   * A process that claims the next export job, stores a file for it, and dies before recording it (the store never
   * shows a half-written file: what a dead attempt can leave is a whole file no record names).
   */
  const dyingProcess = async () => {
    const queue = new JobQueue(t.db, t.kind);
    const claimed: number[] = [];
    let release = () => {};
    const hung = new Promise<void>((resolve) => {
      release = resolve;
    });
    await queue.work<ExportJob>(
      exportQueue,
      async (job) => {
        await t.app.files.put(
          `exports/${buyer.orgId}/${job.data.exportId}-dead0000.xlsx`,
          Buffer.from('a file'),
        );
        claimed.push(job.data.exportId);
        await hung;
      },
      {
        pollingIntervalSeconds: 0.5,
        lease: { heartbeatSeconds: 3600, staleSeconds: 3600, sweepSeconds: 3600 },
      },
    );
    return {
      claimed,
      /** Lets the hung handler return and stops the "process" (its work was already taken over). */
      stop: async () => {
        release();
        await queue.stop(2000);
      },
    };
  };

  it('is retried by the process that notices within seconds, and writes exactly one file', async () => {
    const dying = await dyingProcess();
    const id = await startExport();
    await until(async () => (dying.claimed.includes(id) ? true : undefined), 15_000);
    expect((await record(id))?.Status).toBe(0);
    expect(await filesOf(id)).toEqual([`${id}-dead0000.xlsx`]);

    const noticing = Date.now();
    await startExportWorker(t.app, { pollingIntervalSeconds: 0.5, lease });
    const done = await until(async () => {
      const r = await record(id);
      return r && r.Status !== 0 ? r : undefined;
    }, 30_000);
    // Stale after 2 s, swept within 0.5 s, retried 5-10 s later (the exports' back-off), polled within 0.5 s: 13 s,
    // then the export itself, which on a busy CI machine (vitest, type checks and the web build beside it) took
    // 20.4 s in all once.
    expect(Date.now() - noticing).toBeLessThan(25_000);
    expect(done).toMatchObject({ Status: 1, FileUrl: `Export/Download?id=${id}` });
    expect(Number(done.RowCount)).toBeGreaterThan(0);
    const files = await filesOf(id);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^${id}-[0-9a-f-]{36}\\.xlsx$`));
    const download = await t.app.inject({
      method: 'GET',
      url: '/api/Export/Download',
      query: { id: String(id) },
      headers: buyer.headers,
    });
    expect(download.statusCode).toBe(200);

    // The dead process's handler, should it ever come back, finds the record finished and writes nothing.
    await dying.stop();
    expect(await filesOf(id)).toEqual(files);
    expect(await t.db.selectFrom('job_lease').selectAll().execute()).toEqual([]);
  });

  it('on its last try is recorded as failed, in the language of the user, without its unrecorded file', async () => {
    // A record still processing whose job pg-boss has failed for good (no worker of this app may take it).
    const id = await insertRecord(
      t.db,
      { userId: buyer.userId, orgId: buyer.orgId, userName: buyer.userName },
      {
        listRoute: '/DeliveryNote/PurchaseOrderReport',
        fileName: 'orders.xlsx',
        request: { lang: 'zh-chs' },
      },
    );
    await t.app.files.put(`exports/${buyer.orgId}/${id}-dead0001.xlsx`, Buffer.from('a file'));
    // What the sweep does when pg-boss has failed the job for good (job-queue.test.ts shows it is called then).
    await abandonExport(t.app, id);
    const failed = await record(id);
    expect(failed).toMatchObject({ Status: 3, FileUrl: null });
    expect(await filesOf(id)).toEqual([]);
    const download = await call(t.app, buyer, 'GET', 'Export/Download', { query: { id } });
    expect(download.status).toBe(404);
    expect(download.body.msg).toBe('导出失败：处理导出的服务进程已停止，重试后仍未完成');
  });
});
