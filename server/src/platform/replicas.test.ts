import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@srm/contract';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, type Session, signIn } from '../../test/auth-helper.ts';
import { printUnhandledErrors } from '../../test/helper.ts';
import { type ReplicaCluster, startReplicaCluster } from '../../test/replica-cluster.ts';
import { type App, buildApp } from '../app.ts';
import { startExportWorker } from '../modules/export/index.ts';
import { loadDemoData } from '../seed/demo.ts';
import { loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db.ts';
import { migrateToLatest } from './migrate.ts';
import { openReadRouter, type ReadRouter } from './replicas.ts';

/**
 * Lists read from a real hot standby (issue #50): a primary and a standby made for this file
 * (test/replica-cluster.ts), the app's lists routed by platform/replicas.ts. Pausing the standby's replay makes what
 * it serves visibly older than the primary, so a test can tell where a page was read.
 */
type Row = Record<string, unknown>;

describe.runIf(inject('postgresUrl'))('read replicas [postgres]', () => {
  let cluster: ReplicaCluster;
  let handle: DatabaseHandle;
  const apps: { app: App; router: ReadRouter; dataDir: string }[] = [];
  let admin: Session;
  let roleId: number;
  const roleName = `副本角色-${Date.now().toString(36)}`;

  /** An app on the pair: lists routed to the standby when it is within `maxLagMs`. */
  const appOnPair = async (maxLagMs: number) => {
    const router = openReadRouter(handle.db, { urls: [cluster.standbyUrl], maxLagMs, pollMs: 50 });
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'srm-replica-app-'));
    const config = loadConfig(
      { DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'none'), CAPTCHA_DISABLED: '1' },
      dataDir,
    );
    const app = await buildApp({ db: handle.db, dbKind: 'postgres', config, replicas: router });
    printUnhandledErrors(app);
    apps.push({ app, router, dataDir });
    return { app, router };
  };

  const until = async (what: string, ok: () => boolean | Promise<boolean>, ms = 20_000) => {
    const end = Date.now() + ms;
    while (!(await ok())) {
      if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  /** Until the standby holds every write committed before this call (and so any the test's users made). */
  const caughtUp = (router: ReadRouter) => {
    const since = Date.now();
    return until('the standby caught up', async () => {
      await router.poll();
      const [replica] = router.replicas();
      return !!replica?.up && replica.lagSeconds !== null && Date.now() - replica.lagSeconds * 1000 >= since;
    });
  };

  const remarkOf = async (app: App, session: Session, headers: Record<string, string> = {}) => {
    const page = await call<Row[]>(app, session, 'POST', 'Role/LoadData', {
      body: {
        Page: 1,
        Limit: 10,
        Params: [{ FIELD_NAME: 'ROLE_NAME', ACTION_TYPE: 1, PARAM_VALUE: roleName, DATA_TYPE: 1 }],
      },
      headers,
    });
    expect(page.status, page.body.msg).toBe(200);
    return page.body.data[0]?.REMARK;
  };
  /** A write made elsewhere (another user, another process): straight on the primary. */
  const remarkElsewhere = (remark: string) =>
    sql`update role set remark = ${remark} where id = ${roleId}`.execute(handle.db);

  beforeAll(async () => {
    cluster = await startReplicaCluster();
    handle = await openDatabase({ kind: 'postgres', url: cluster.primaryUrl });
    await migrateToLatest(handle.db);
    await loadDemoData(handle.db);
    const { app, router } = await appOnPair(30_000);
    admin = await signIn(app, 'admin');
    const created = await call<{ ID: number }>(app, admin, 'POST', 'Role/AddOrModifySave', {
      body: { ROLE_NAME: roleName, ROLE_TYPE: 'normal', REMARK: 'v1' },
    });
    expect(created.status, created.body.msg).toBe(200);
    roleId = created.body.data.ID;
    await caughtUp(router);
  }, 180_000);

  afterEach(async () => {
    await cluster.resumeReplay().catch(() => undefined);
  });

  afterAll(async () => {
    for (const { app, dataDir } of apps) {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    await handle?.close();
    await cluster?.close();
  }, 60_000);

  it('reads a list on the standby, and the writer’s own reads on the primary until the standby has replayed the write', async () => {
    const { app, router } = apps[0]!;
    // Another API process on the same pair (it knows the standby's position from before the pause).
    const other = await appOnPair(30_000);
    await Promise.all([caughtUp(router), caughtUp(other.router)]);
    await cluster.pauseReplay();
    await remarkElsewhere('changed elsewhere');
    const before = { ...router.served };
    // Read on the standby: the change made elsewhere is not there yet.
    expect(await remarkOf(app, admin)).toBe('v1');
    expect(router.served.replica).toBe(before.replica + 1);

    // The admin writes: its own next read sees it (on the primary), though the standby has not replayed it.
    const write = await app.inject({
      method: 'POST',
      url: '/api/Role/AddOrModifySave',
      headers: admin.headers,
      payload: { ID: roleId, ROLE_NAME: roleName, ROLE_TYPE: 'normal', REMARK: 'by the admin' },
    });
    expect(write.statusCode, write.body).toBe(200);
    expect(await remarkOf(app, admin)).toBe('by the admin');
    expect(router.served.primary).toBeGreaterThan(before.primary);

    // The other process: the write's cookie sends the same user's read to the primary there too; without it that
    // process, which did not see the write, reads the standby.
    const cookie = String(write.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^srm_wrote=\d+$/);
    expect(await remarkOf(other.app, admin, { cookie })).toBe('by the admin');
    expect(await remarkOf(other.app, admin)).toBe('v1');

    // Replay resumes: once the standby has the write, the writer reads there again.
    await cluster.resumeReplay();
    await caughtUp(router);
    const replicaReads = router.served.replica;
    expect(await remarkOf(app, admin)).toBe('by the admin');
    expect(router.served.replica).toBe(replicaReads + 1);
  }, 120_000);

  it('skips a standby that lags past the limit: the list is the primary’s, and the lag shows in the metrics', async () => {
    const { app, router } = await appOnPair(300);
    await caughtUp(router);
    await cluster.pauseReplay();
    await remarkElsewhere('while the standby lags');
    await until('the lag passes 300 ms', () => (router.replicas()[0]?.lagSeconds ?? 0) > 0.4);
    const primaryReads = router.served.primary;
    expect(await remarkOf(app, admin)).toBe('while the standby lags');
    expect(router.served.primary).toBeGreaterThan(primaryReads);
    const metrics = await app.inject({ method: 'GET', url: '/api/metrics', headers: admin.headers });
    const lag = /^srm_db_replica_lag_seconds\{replica="127\.0\.0\.1:\d+\/postgres"\} ([\d.e-]+)$/m.exec(
      metrics.body,
    );
    expect(Number(lag?.[1])).toBeGreaterThan(0.3);
    expect(metrics.body).toMatch(/^srm_db_replica_up\{replica="127\.0\.0\.1:\d+\/postgres"\} 1$/m);
    expect(metrics.body).toMatch(/^srm_db_reads_total\{target="primary"\} [1-9]\d*$/m);
    // The standby's credentials never show (there are none here; the name is host, port and database).
    expect(metrics.body).not.toContain('postgres@');
    // Further behind than the positions the router keeps (the lag limit + 5 s): still skipped, its lag still shown.
    await until(
      'the standby is behind every kept position',
      () => (router.replicas()[0]?.lagSeconds ?? 0) > 5.3,
      20_000,
    );
    expect(router.replicas()[0]?.up).toBe(true);
    const later = router.served.primary;
    expect(await remarkOf(app, admin)).toBe('while the standby lags');
    expect(router.served.primary).toBeGreaterThan(later);
  }, 60_000);

  it('a standby that is down is skipped without an error, and used again when it is back', async () => {
    const { app, router } = apps[0]!;
    await caughtUp(router);
    await remarkElsewhere('with the standby down');
    await cluster.stopStandby();
    try {
      await until('the standby seen down', async () => {
        await router.poll();
        return router.replicas()[0]?.up === false;
      });
      for (let i = 0; i < 3; i++) expect(await remarkOf(app, admin)).toBe('with the standby down');
      const metrics = await app.inject({ method: 'GET', url: '/api/metrics', headers: admin.headers });
      expect(metrics.body).toMatch(/^srm_db_replica_up\{replica="127\.0\.0\.1:\d+\/postgres"\} 0$/m);
    } finally {
      await cluster.startStandby();
    }
    await caughtUp(router);
    const replicaReads = router.served.replica;
    expect(await remarkOf(app, admin)).toBe('with the standby down');
    expect(router.served.replica).toBe(replicaReads + 1);
  }, 90_000);

  it('writes an export on the standby once it holds everything committed before the export was asked for', async () => {
    const { app, router } = apps[0]!;
    await startExportWorker(app, { pollingIntervalSeconds: 0.2 });
    await caughtUp(router);
    await remarkElsewhere('just before the export');
    const replicaReads = router.served.replica;
    const started = await call<{ ID: number }>(app, admin, 'POST', 'Role/ExportData', {
      body: { Params: [{ FIELD_NAME: 'ROLE_NAME', ACTION_TYPE: 1, PARAM_VALUE: roleName, DATA_TYPE: 1 }] },
    });
    expect(started.status, started.body.msg).toBe(200);
    let record: Row | undefined;
    await until('the export is written', async () => {
      const list = await call<Row[]>(app, admin, 'GET', 'User/ExportFileList', {
        query: { Page: 1, Limit: 20 },
      });
      record = list.body.data.find((r) => r.ID === started.body.data.ID);
      return !!record && record.Status !== 0;
    });
    expect(record?.Status).toBe(1);
    expect(router.served.replica).toBeGreaterThan(replicaReads);
    const file = await app.inject({
      method: 'GET',
      url: '/api/Export/Download',
      query: { id: String(started.body.data.ID) },
      headers: admin.headers,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const cells: unknown[] = [];
    workbook.worksheets[0]!.eachRow((row) => cells.push(...(row.values as unknown[])));
    expect(cells).toContain('just before the export');
  }, 60_000);

  it('answers the home charts and the forecast screens from the standby, each vendor its own', async () => {
    const { app, router } = apps[0]!;
    const vendor1 = await signIn(app, 'vendor1');
    await caughtUp(router);
    const replicaReads = router.served.replica;
    const charts = await call<Row>(app, vendor1, 'GET', apiPaths.home.charts);
    expect(charts.status, charts.body.msg).toBe(200);
    const forecast = await call<{ Version: { VENDOR_CODE: string } | null }>(
      app,
      vendor1,
      'GET',
      apiPaths.forecast.get,
    );
    expect(forecast.status, forecast.body.msg).toBe(200);
    expect(forecast.body.data.Version?.VENDOR_CODE).toBe(vendor1.vendorCode);
    const schedule = await call(app, vendor1, 'GET', apiPaths.forecast.schedule);
    expect(schedule.status, schedule.body.msg).toBe(200);
    expect(router.served.replica).toBeGreaterThanOrEqual(replicaReads + 3);
  }, 60_000);

  it('runs a dropdown’s configured SQL on the standby, as the report role and with the caller’s session values', async () => {
    const { app, router } = apps[0]!;
    const list = '/DeliveryNote/PurchaseOrderReport';
    const saved = await call(app, admin, 'POST', 'ListParam/SaveData', {
      body: [
        {
          LIST_ROUTE: list,
          ORD_IDX: 1,
          PARAM_NAME: 'REPLICA_VENDOR',
          PARAM_CAPTION: '供应商（副本）',
          FIELD_NAME: 'VENDOR_CODE',
          ACTION_TYPE: 6,
          DATA_TYPE: 2,
          IS_PAGING: 'N',
          IS_FAST_SEARCH: 'N',
          REFERENCE_SQL:
            'select vendor_code as code, vendor_name as name from vendor ' +
            'where :ORG_ID > 0 and (:VENDOR_CODE is null or vendor_code = :VENDOR_CODE)',
        },
      ],
    });
    expect(saved.status, saved.body.msg).toBe(200);
    const vendor2 = await signIn(app, 'vendor2');
    await caughtUp(router);
    const replicaReads = router.served.replica;
    const options = await call<Row[]>(app, vendor2, 'POST', 'ListParam/GetSelectList', {
      body: { LIST_ROUTE: list, PARAM_NAME: 'REPLICA_VENDOR' },
    });
    expect(options.status, options.body.msg).toBe(200);
    expect(options.body.data.map((o) => o.CODE)).toEqual([vendor2.vendorCode]);
    expect(router.served.replica).toBe(replicaReads + 1);
  }, 60_000);

  it('keeps each vendor to its own rows on the standby', async () => {
    const { app, router } = apps[0]!;
    await caughtUp(router);
    const vendor1 = await signIn(app, 'vendor1');
    const vendor2 = await signIn(app, 'vendor2');
    await caughtUp(router);
    const replicaReads = router.served.replica;
    const pageOf = async (session: Session) => {
      const page = await call<Row[]>(app, session, 'POST', 'PurchaseOrderReport/LoadData', {
        body: { Page: 1, Limit: 500 },
      });
      expect(page.status, page.body.msg).toBe(200);
      return page.body.data;
    };
    const [rows1, rows2] = [await pageOf(vendor1), await pageOf(vendor2)];
    expect(router.served.replica).toBe(replicaReads + 2);
    expect(rows1.length).toBeGreaterThan(0);
    expect(rows2.length).toBeGreaterThan(0);
    expect(new Set(rows1.map((r) => r.VENDOR_CODE))).toEqual(new Set([vendor1.vendorCode]));
    expect(new Set(rows2.map((r) => r.VENDOR_CODE))).toEqual(new Set([vendor2.vendorCode]));
  }, 60_000);
});
