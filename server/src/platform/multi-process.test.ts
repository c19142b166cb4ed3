import { randomBytes } from 'node:crypto';
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

/**
 * Two API processes (server/src/main.ts, as `npm start` runs it) on one fresh PostgreSQL database, behind a
 * round-robin proxy written here (any load balancer, no sticky sessions), issue #16. What one process keeps in
 * memory (authentications, list parameter definitions) is checked against counters in the database, so a change made
 * through one is seen by the other at once; jobs are claimed once across processes; files go to the file store both
 * share (here the local driver on one DATA_DIR, as on one machine; several machines share S3 instead).
 */
type Row = Record<string, unknown>;
const reportList = '/DeliveryNote/PurchaseOrderReport';

describe.runIf(inject('postgresUrl'))('two API processes on one database [postgres]', () => {
  let pair: ProcessPair;
  let a: Running;
  let b: Running;
  let proxy: ProcessPair['proxy'];
  let client: ProcessPair['client'];
  let dataDir: string;
  let admin: Session;
  let buyer: Session;

  beforeAll(async () => {
    pair = await startProcessPair('multi');
    ({ a, b, proxy, client, dataDir } = pair);
  }, 240_000);

  afterAll(() => pair?.close(), 60_000);

  it('signs in through the proxy (key from one process, token from the other), lists and edits on either', async () => {
    const signedIn = await signIn(proxy.base, 'admin');
    expect(new Set(signedIn.upstreams)).toEqual(new Set(['0', '1']));
    admin = signedIn;
    buyer = await signIn(proxy.base, 'buyer');

    const roleName = `multi-${randomBytes(3).toString('hex')}`;
    const created = await api<{ ID: number }>(b.base, admin, 'POST', 'Role/AddOrModifySave', {
      ROLE_NAME: roleName,
      ROLE_TYPE: 'normal',
      REMARK: 'made on B',
    });
    expect(created.status, created.body.msg).toBe(200);
    const listed = async (base: string) =>
      (await api<Row[]>(base, admin, 'POST', 'Role/LoadData', { Page: 1, Limit: 100 })).body.data.find(
        (r) => r.ROLE_NAME === roleName,
      );
    expect(await listed(a.base)).toMatchObject({ REMARK: 'made on B' });
    const modified = await api(a.base, admin, 'POST', 'Role/AddOrModifySave', {
      ID: created.body.data.ID,
      ROLE_NAME: roleName,
      ROLE_TYPE: 'normal',
      REMARK: 'changed on A',
    });
    expect(modified.status, modified.body.msg).toBe(200);
    expect(await listed(b.base)).toMatchObject({ REMARK: 'changed on A' });
    // Through the proxy, consecutive calls reach both processes and answer the same.
    const through = await Promise.all(
      [1, 2].map(() => api<Row[]>(proxy.base, admin, 'POST', 'Role/LoadData', {})),
    );
    expect(new Set(through.map((t) => t.upstream))).toEqual(new Set(['0', '1']));
    expect(through[0]!.body.count).toBe(through[1]!.body.count);
  });

  it("sees a role's menus changed through the other process at once, both ways", async () => {
    const page = () =>
      api<Row[]>(b.base, buyer, 'POST', 'PurchaseOrderReport/LoadData', { Page: 1, Limit: 5 });
    expect((await page()).status).toBe(200); // B now keeps the buyer's authentication
    const role = await api<{ MENU_IDS: number[] }>(
      a.base,
      admin,
      'GET',
      `Role/AddOrModify?id=${buyer.roleId}`,
    );
    const menus = role.body.data.MENU_IDS;
    const { rows } = await client.query<{ id: number }>('select id from menu where link_url = $1', [
      reportList,
    ]);
    const report = rows[0]!.id;
    expect(menus).toContain(report);
    const save = (menuIds: number[]) =>
      api(a.base, admin, 'POST', 'Role/SaveMenus', { roleId: buyer.roleId, menuIds });
    expect((await save(menus.filter((id) => id !== report))).status).toBe(200);
    expect((await page()).status).toBe(403);
    expect((await save(menus)).status).toBe(200);
    expect((await page()).status).toBe(200);
  });

  it('uses a list parameter defined through the other process at once', async () => {
    const first = await api<Row[]>(b.base, admin, 'POST', 'PurchaseOrderReport/LoadData', {
      Page: 1,
      Limit: 1,
    });
    const po = first.body.data[0]!.PO_NO as string;
    const filtered = () =>
      api<Row[]>(b.base, admin, 'POST', 'PurchaseOrderReport/LoadData', {
        Page: 1,
        Limit: 1000,
        Params: [{ FIELD_NAME: 'MULTI_PO', ACTION_TYPE: 1, PARAM_VALUE: po, DATA_TYPE: 1 }],
      });
    expect((await filtered()).status).toBe(400); // no parameter of that name yet
    const saved = await api(a.base, admin, 'POST', 'ListParam/SaveData', [
      {
        LIST_ROUTE: reportList,
        ORD_IDX: 1,
        PARAM_NAME: 'MULTI_PO',
        PARAM_CAPTION: 'Order (two processes)',
        FIELD_NAME: 'PO_NO',
        ACTION_TYPE: 1,
        DATA_TYPE: 1,
        IS_PAGING: 'N',
        IS_FAST_SEARCH: 'N',
      },
    ]);
    expect(saved.status, saved.body.msg).toBe(200);
    const now = await filtered();
    expect(now.status, now.body.msg).toBe(200);
    expect(now.body.data.length).toBeGreaterThan(0);
    expect(new Set(now.body.data.map((r) => r.PO_NO))).toEqual(new Set([po]));
    expect(
      (
        await api(a.base, admin, 'POST', 'ListParam/DeleteOne', {
          LIST_ROUTE: reportList,
          PARAM_NAME: 'MULTI_PO',
        })
      ).status,
    ).toBe(200);
    expect((await filtered()).status).toBe(400);
  });

  it('refuses on one process a session signed out through the other', async () => {
    const session = await signIn(proxy.base, 'buyer');
    const page = () => api(b.base, session, 'POST', 'PurchaseOrderReport/LoadData', { Page: 1, Limit: 1 });
    expect((await page()).status).toBe(200);
    expect((await api(a.base, session, 'POST', 'Auth/Logout', {})).status).toBe(200);
    expect((await page()).status).toBe(401);
    expect((await api(b.base, session, 'GET', 'User/GetPreferences')).status).toBe(401);
  });

  it('downloads through one process the exports started on the other; each job ran once, one file each', async () => {
    const before = await filesUnder(path.join(dataDir, 'files', 'exports'));
    const starts = await Promise.all(
      [a, b, a, b].map(async (from) => {
        const res = await api<{ ID: number }>(from.base, buyer, 'POST', 'PurchaseOrderReport/ExportData', {});
        expect(res.status, res.body.msg).toBe(200);
        return { id: res.body.data.ID, other: from === a ? b : a };
      }),
    );
    const deadline = Date.now() + 30_000;
    for (const { id, other } of starts) {
      for (;;) {
        const records = await api<Row[]>(other.base, buyer, 'GET', 'User/ExportFileList?Page=1&Limit=50');
        const record = records.body.data.find((r) => r.ID === id);
        if (record?.Status === 1) break;
        expect(record?.Status ?? 0).toBe(0);
        if (Date.now() > deadline) throw new Error(`export ${id} still processing`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const file = await fetch(`${other.base}/api/Export/Download?id=${id}`, { headers: buyer.headers });
      expect(file.status).toBe(200);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.subarray(0, 2).toString()).toBe('PK'); // an xlsx (zip)
    }
    // pg-boss's job rows: one per export, completed at the first attempt.
    const { rows: jobs } = await client.query<{ export_id: number; state: string; retry_count: number }>(
      `select (data->>'exportId')::int as export_id, state, retry_count from pgboss.job
        where name = 'list-export' and (data->>'exportId')::int = any($1::int[])`,
      [starts.map((s) => s.id)],
    );
    expect(jobs.map((j) => [j.export_id, j.state, j.retry_count]).sort()).toEqual(
      starts.map((s) => [s.id, 'completed', 0]).sort(),
    );
    const after = await filesUnder(path.join(dataDir, 'files', 'exports'));
    expect(after.filter((f) => !before.includes(f))).toHaveLength(starts.length);
  });

  it('reads through one process the tab preferences saved through the other', async () => {
    const preferences = {
      tabs: [{ key: '/DeliveryNote/PurchaseOrderReport' }, { key: '/System/Role' }],
      active: '/System/Role',
    };
    expect((await api(a.base, admin, 'POST', 'User/SavePreferences', preferences)).status).toBe(200);
    expect((await api(b.base, admin, 'GET', 'User/GetPreferences')).body.data).toEqual(preferences);
  });
});
