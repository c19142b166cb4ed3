import { apiPaths, type ForecastView, type ForecastWaterfall } from '@srm/contract';
import { beforeAll, expect, it } from 'vitest';
import { call, erpKeyOf, listRows, type Session, signedIn, signIn } from '../../../test/auth-helper.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { weekAhead } from '../../../test/iso-weeks.ts';
import { receiveLate } from '../../../test/late-receipts.ts';
import { columnOf, countRows } from '../../../test/rows.ts';
import { saveMailSettings } from '../../../test/smtp-test-server.ts';

const p = apiPaths.forecast;

/** The zone of the week `n` weeks ahead with the boundaries (in weeks from this week). */
const zoneAhead = (n: number, firm: number, tradeoff: number) =>
  n < firm ? 'firm' : n < tradeoff ? 'tradeoff' : 'forecast';

let versionSerial = 0;
/** Version numbers rise through the file (each vendor's versions must). */
const nextVersion = () => ++versionSerial * 10;
let partSerial = 0;
const freshPart = () => `FC-${process.pid % 1000}-${++partSerial}`;

type Bucket = { PART_NO: string; PERIOD: string; QTY: string };
/** Weeks 0 … n-1 ahead for each part, demand from `qty(part index, week)`. */
/** A part's figures of the grid as cells (its columns zipped with the periods; buckets it lacks left out). */
const cellsOf = (grid: ForecastView, part: ForecastView['Parts'][number]) =>
  grid.Periods.map((p, i) => ({
    PERIOD: p.PERIOD,
    QTY: part.QTY[i] ?? null,
    PREVIOUS: part.PREVIOUS?.[i] ?? null,
    COMMITTED: part.COMMITTED[i] ?? null,
  })).filter((c) => c.QTY !== null);

const weeks = (parts: string[], n: number, qty: (part: number, week: number) => number): Bucket[] =>
  parts.flatMap((part, i) =>
    Array.from({ length: n }, (_, w) => ({
      PART_NO: part,
      PERIOD: weekAhead(w).text,
      QTY: String(qty(i, w)),
    })),
  );

/** On both engines (issue #48): the pushes bind arrays of 200,000 values and the grid reads them back. */
describeEachDatabase('forecasts', (t) => {
  /** The outbox's events of a name about a version, oldest first (what mail and webhooks are handed). */
  const eventsOf = async (name: string, versionId: number) =>
    (
      await t.db
        .selectFrom('domain_event')
        .select('payload')
        .where('name', '=', name)
        .where('entity_id', '=', String(versionId))
        .orderBy('id')
        .execute()
    ).map((e) => e.payload as Record<string, unknown>);

  const { buyer, vendor1, vendor2, admin } = signedIn(t);
  let erpKey: string;

  beforeAll(async () => {
    erpKey = await erpKeyOf(t.app, admin, 'ERP forecasts', ['forecasts']);
  });

  const push = (versions: object[], lang: 'en' | 'zh-chs' = 'en', key = erpKey) =>
    call<{ Created: number; Unchanged: number; Errors?: { ExternalId: string; Reason: string }[] }>(
      t.app,
      null,
      'POST',
      p.pushForecast,
      { body: { Versions: versions }, headers: { 'x-api-key': key }, lang },
    );
  const view = (session: Session, query: Record<string, string | number> = {}) =>
    call<ForecastView>(t.app, session, 'GET', p.get, { query, lang: 'en' });

  it('publishes two versions: the vendor sees each bucket beside the last version, zones from the boundaries, the same push twice changes nothing', async () => {
    const parts = [freshPart(), freshPart()];
    const v1 = nextVersion();
    const v2 = nextVersion();
    const first = weeks(parts, 26, (i, w) => 100 + i * 10 + w);
    const second = weeks(parts, 26, (i, w) => (w === 3 && i === 0 ? 150 : 100 + i * 10 + w)).filter(
      (b) => !(b.PART_NO === parts[1] && b.PERIOD === weekAhead(25).text),
    );
    const one = await push([{ VENDOR_CODE: 'V001', VERSION: v1, Buckets: first }]);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.data).toMatchObject({ Created: 1, Unchanged: 0 });
    const two = await push([{ VENDOR_CODE: 'V001', VERSION: v2, Buckets: second }]);
    expect(two.body.data).toMatchObject({ Created: 1, Unchanged: 0 });
    // The same version again, its buckets in another order and quantities written otherwise: unchanged.
    const again = await push([
      {
        VENDOR_CODE: 'V001',
        VERSION: v2,
        Buckets: [...second].reverse().map((b) => ({ ...b, QTY: `${b.QTY}.000` })),
      },
    ]);
    expect(again.body.data).toMatchObject({ Created: 0, Unchanged: 1 });

    const seen = await view(vendor1);
    expect(seen.status, seen.body.msg).toBe(200);
    const grid = seen.body.data;
    expect(grid.Version).toMatchObject({ VENDOR_CODE: 'V001', VERSION: v2, STATE: 'published' });
    expect(grid.PREVIOUS_VERSION).toBe(v1);
    expect(grid.ACTIONS).toEqual(['commit']);
    expect(grid.Periods.map((x) => x.PERIOD)).toEqual(
      Array.from({ length: 26 }, (_, w) => weekAhead(w).text),
    );
    expect(grid.Periods.map((x) => x.START)).toEqual(
      Array.from({ length: 26 }, (_, w) => weekAhead(w).monday),
    );
    expect(grid.Periods.map((x) => x.ZONE)).toEqual(
      Array.from({ length: 26 }, (_, w) => zoneAhead(w, 4, 12)),
    );
    const part0 = grid.Parts.find((x) => x.PART_NO === parts[0])!;
    const changed = cellsOf(grid, part0).filter((c) => c.QTY !== c.PREVIOUS);
    expect(changed).toEqual([
      expect.objectContaining({ PERIOD: weekAhead(3).text, QTY: '150', PREVIOUS: '103' }),
    ]);
    const part1 = grid.Parts.find((x) => x.PART_NO === parts[1])!;
    expect(cellsOf(grid, part1)).toHaveLength(25);
    expect(part1.QTY[25]).toBeNull();
    expect(cellsOf(grid, part1).every((c) => c.QTY === c.PREVIOUS && c.COMMITTED === null)).toBe(true);

    // The buyer reads the same version by naming the vendor; vendor2 sees none of it.
    const buyerSees = await view(buyer, { vendor: 'V001' });
    expect(buyerSees.body.data.Version?.ID).toBe(grid.Version!.ID);
    expect(buyerSees.body.data.ACTIONS).toEqual([]);
    expect((await view(vendor2, { id: grid.Version!.ID })).status).toBe(404);
    const own = await view(vendor2);
    expect(own.body.data.Version?.VENDOR_CODE ?? null).not.toBe('V001');
    // One forecast.published per new version (the replay told nobody), with its size.
    expect(await eventsOf('forecast.published', grid.Version!.ID)).toEqual([
      {
        versionId: grid.Version!.ID,
        vendorCode: 'V001',
        version: v2,
        parts: 2,
        buckets: 51,
        shortfalls: 0,
        by: 'erp:ERP forecasts',
      },
    ]);
  });

  it('refuses a bad push whole, naming each bad bucket: a week or month that does not exist, overlaps, older or changed versions, unknown vendors, negative quantities', async () => {
    const part = freshPart();
    const version = nextVersion();
    const good = { VENDOR_CODE: 'V001', VERSION: version, Buckets: weeks([part], 4, () => 5) };
    expect((await push([good])).status).toBe(200);
    const before = await countRows(t.db, 'forecast_bucket');
    const bad = await push([
      {
        ...good,
        VERSION: nextVersion(),
        Buckets: [...good.Buckets, { PART_NO: part, PERIOD: '2027-W53', QTY: '1' }],
      },
      {
        VENDOR_CODE: 'V002',
        VERSION: nextVersion(),
        Buckets: [
          { PART_NO: part, PERIOD: '2026-13', QTY: '1' },
          { PART_NO: part, PERIOD: '2027-01', QTY: '1' },
          { PART_NO: part, PERIOD: '2027-W02', QTY: '1' },
        ],
      },
      { ...good, Buckets: weeks([part], 4, () => 6) },
      { ...good, VERSION: version - 1 },
      { VENDOR_CODE: 'NOPE', VERSION: 1, Buckets: good.Buckets },
    ]);
    expect(bad.status).toBe(400);
    const reasons = bad.body.data.Errors!.map((e) => `${e.ExternalId}: ${e.Reason}`);
    expect(reasons).toEqual([
      `V001/${version + 10}: Part ${part}: period 2027-W53 does not exist; use an ISO week (2026-W49) or a month (2026-12)`,
      `V002/${version + 20}: Part ${part}: period 2026-13 does not exist; use an ISO week (2026-W49) or a month (2026-12)`,
      `V002/${version + 20}: Part ${part}: period 2027-W02 overlaps 2027-01`,
      `V001/${version}: Version ${version} of vendor V001 was published with other figures: send a new version number`,
      `V001/${version - 1}: Vendor V001 already has version ${version}: an older version ${version - 1} cannot be published`,
      'NOPE/1: Vendor NOPE does not exist',
    ]);
    expect(await countRows(t.db, 'forecast_bucket')).toBe(before);
    // 2026 has 53 ISO weeks (it starts on a Thursday), 2027 has 52.
    const zh = await push(
      [
        {
          VENDOR_CODE: 'V001',
          VERSION: nextVersion(),
          Buckets: [{ PART_NO: part, PERIOD: '2027-W53', QTY: '1' }],
        },
      ],
      'zh-chs',
    );
    expect(zh.body.msg).toBe('批次中有 1 行数据有误，整批未写入');
    expect(zh.body.data.Errors![0]!.Reason).toContain('周期 2027-W53 不存在');
    const negative = await push([
      { ...good, VERSION: nextVersion(), Buckets: [{ PART_NO: part, PERIOD: '2026-W53', QTY: '-1' }] },
    ]);
    expect(negative.status).toBe(400);
    expect(await countRows(t.db, 'forecast_bucket')).toBe(before);
  });

  it('takes the commitment: all as published, then one firm bucket below demand only with a reason — a shortfall the buyer lists; below demand in the forecast zone is no shortfall', async () => {
    const part = freshPart();
    const version = nextVersion();
    expect(
      (await push([{ VENDOR_CODE: 'V001', VERSION: version, Buckets: weeks([part], 20, (_, w) => 40 + w) }]))
        .status,
    ).toBe(200);
    const id = (await view(vendor1)).body.data.Version!.ID;
    const all = await call<{ SHORTFALLS: number; STATE: string }>(t.app, vendor1, 'POST', p.commit, {
      body: { ID: id },
    });
    expect(all.status, all.body.msg).toBe(200);
    expect(all.body.data).toMatchObject({ STATE: 'committed', SHORTFALLS: 0 });
    const grid = (await view(vendor1)).body.data;
    expect(cellsOf(grid, grid.Parts[0]!).every((c) => c.COMMITTED === c.QTY)).toBe(true);

    const firm = weekAhead(1).text;
    const far = weekAhead(15).text;
    const refused = await call(t.app, vendor1, 'POST', p.commit, {
      body: { ID: id, Buckets: [{ PART_NO: part, PERIOD: firm, QTY: '30' }] },
      lang: 'en',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      `Part ${part}, ${firm} is in the firm zone: committing 30 below the demand of 41 needs a reason`,
    );
    const refusedZh = await call(t.app, vendor1, 'POST', p.commit, {
      body: { ID: id, Buckets: [{ PART_NO: part, PERIOD: firm, QTY: '30' }] },
      lang: 'zh-chs',
    });
    expect(refusedZh.body.msg).toBe(
      `零件 ${part} 的周期 ${firm} 属于冻结区，承诺量 30 低于需求 41，请填写原因`,
    );
    const committed = await call<{ SHORTFALLS: number }>(t.app, vendor1, 'POST', p.commit, {
      body: {
        ID: id,
        Buckets: [
          { PART_NO: part, PERIOD: firm, QTY: '30.5', REASON: 'Moulding machine in maintenance' },
          { PART_NO: part, PERIOD: far, QTY: '1' },
        ],
      },
    });
    expect(committed.status, committed.body.msg).toBe(200);
    expect(committed.body.data.SHORTFALLS).toBe(1);
    // Both commitments told; the second's shortfall told the buyers with its size and reason.
    expect((await eventsOf('forecast.committed', id)).map((e) => e.shortfalls)).toEqual([0, 1]);
    expect(await eventsOf('forecast.shortfall', id)).toEqual([
      {
        versionId: id,
        vendorCode: 'V001',
        version,
        shortfalls: 1,
        buckets: [
          {
            partNo: part,
            period: firm,
            zone: 'firm',
            demand: '41',
            committed: '30.5',
            reason: 'Moulding machine in maintenance',
          },
        ],
        by: 'vendor1',
      },
    ]);

    const list = await listRows(t.app, buyer, 'ForecastCommitment');
    expect(list.status, list.body.msg).toBe(200);
    // Quantities as the list sends them (exact decimals, scale as stored), read as numbers.
    const mine = list.body.data
      .filter((r) => r.PART_NO === part)
      .map((r) => ({
        ...r,
        DEMAND_QTY: Number(r.DEMAND_QTY),
        COMMITTED_QTY: Number(r.COMMITTED_QTY),
        SHORTFALL_QTY: Number(r.SHORTFALL_QTY),
      }));
    expect(mine).toEqual([
      expect.objectContaining({
        VENDOR_CODE: 'V001',
        FORECAST_PERIOD: firm,
        FORECAST_ZONE: 'firm',
        DEMAND_QTY: 41,
        COMMITTED_QTY: 30.5,
        SHORTFALL_QTY: 10.5,
        SHORTFALL_REASON: 'Moulding machine in maintenance',
      }),
    ]);
    // A vendor's list holds its own shortfalls only: vendor2 never sees V001's.
    const other = await listRows(t.app, vendor2, 'ForecastCommitment');
    if (other.status === 200) expect(other.body.data.filter((r) => r.VENDOR_CODE === 'V001')).toEqual([]);
    else expect(other.status).toBe(403);
  });

  it('mails the vendor of a new version and the buyers of a shortfall, each in their language', async () => {
    // The organisation's mail is set up (no mail worker runs: the mails stay queued in the log).
    const settings = await saveMailSettings(t.app, admin, 2525, { FROM_NAME: 'SRM' });
    expect(settings.status, settings.body.msg).toBe(200);
    await t.app.events.start({ pollingIntervalSeconds: 0.2 });
    const part = freshPart();
    const version = nextVersion();
    await push([{ VENDOR_CODE: 'V001', VERSION: version, Buckets: weeks([part], 6, () => 50) }]);
    const id = (await view(vendor1)).body.data.Version!.ID;
    const firm = weekAhead(0).text;
    const committed = await call(t.app, vendor1, 'POST', p.commit, {
      body: { ID: id, Buckets: [{ PART_NO: part, PERIOD: firm, QTY: '20', REASON: '设备检修' }] },
    });
    expect(committed.status, committed.body.msg).toBe(200);
    const mails = (subject: string) =>
      t.db
        .selectFrom('mail_log')
        .select(['to_address', 'subject', 'body'])
        .where('subject', 'like', `%${subject}%`)
        .orderBy('id')
        .execute();
    await expect
      .poll(async () => (await mails(`预测版本 ${version}`)).map((m) => `${m.to_address}: ${m.subject}`), {
        timeout: 20_000,
      })
      .toEqual(
        expect.arrayContaining([
          `vendor1@demo.srm.local: 新的需求预测版本 ${version}：1 个物料，请确认承诺`,
          `buyer@demo.srm.local: 供应商 V001 对预测版本 ${version} 的承诺有 1 处缺口`,
        ]),
      );
    const buyerMail = (await mails(`对预测版本 ${version} 的承诺`)).find(
      (m) => m.to_address === 'buyer@demo.srm.local',
    );
    expect(buyerMail?.body).toContain(`${part} ${firm}（冻结区）：需求 50，承诺 20，原因：设备检修`);
  });

  it('refuses a commitment to a superseded version, to a bucket the version lacks, and from a buyer', async () => {
    const part = freshPart();
    const old = nextVersion();
    await push([{ VENDOR_CODE: 'V001', VERSION: old, Buckets: weeks([part], 3, () => 9) }]);
    const oldId = (await view(vendor1)).body.data.Version!.ID;
    const newer = nextVersion();
    await push([{ VENDOR_CODE: 'V001', VERSION: newer, Buckets: weeks([part], 3, () => 8) }]);
    const late = await call(t.app, vendor1, 'POST', p.commit, { body: { ID: oldId }, lang: 'en' });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(
      `Version ${old} was superseded by version ${newer}: commit to the newest version`,
    );
    const id = (await view(vendor1)).body.data.Version!.ID;
    const unknown = await call(t.app, vendor1, 'POST', p.commit, {
      body: { ID: id, Buckets: [{ PART_NO: part, PERIOD: '2030-W01', QTY: '1' }] },
      lang: 'en',
    });
    expect(unknown.status).toBe(400);
    expect((await call(t.app, buyer, 'POST', p.commit, { body: { ID: id } })).status).toBe(403);
    expect((await call(t.app, vendor2, 'POST', p.commit, { body: { ID: id } })).status).toBe(404);
  });

  it('shows how a part’s demand moved across versions (the waterfall)', async () => {
    const part = freshPart();
    const versions = [nextVersion(), nextVersion(), nextVersion()];
    for (const [i, v] of versions.entries())
      await push([
        { VENDOR_CODE: 'V001', VERSION: v, Buckets: weeks([part], 4, (_, w) => 10 * (i + 1) + w) },
      ]);
    const fall = await call<ForecastWaterfall>(t.app, vendor1, 'GET', p.waterfall, { query: { part } });
    expect(fall.status, fall.body.msg).toBe(200);
    expect(fall.body.data.Periods).toEqual([0, 1, 2, 3].map((w) => weekAhead(w).text));
    expect(fall.body.data.Versions.map((v) => [v.VERSION, v.QTY])).toEqual(
      versions.map((v, i) => [v, [0, 1, 2, 3].map((w) => String(10 * (i + 1) + w))]),
    );
    const vendor2Fall = await call<ForecastWaterfall>(t.app, vendor2, 'GET', p.waterfall, {
      query: { part },
    });
    expect(vendor2Fall.body.data.Versions).toEqual([]);
  });

  it('takes zone boundaries per organisation for versions published afterwards', async () => {
    const bad = await call(t.app, buyer, 'POST', p.settingSave, {
      body: { FIRM_WEEKS: 6, TRADEOFF_WEEKS: 2 },
      lang: 'en',
    });
    expect(bad.status).toBe(400);
    const saved = await call(t.app, buyer, 'POST', p.settingSave, {
      body: { FIRM_WEEKS: 2, TRADEOFF_WEEKS: 3 },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    const part = freshPart();
    await push([{ VENDOR_CODE: 'V001', VERSION: nextVersion(), Buckets: weeks([part], 5, () => 1) }]);
    const grid = (await view(vendor1)).body.data;
    expect(grid.Periods.map((x) => x.ZONE)).toEqual([0, 1, 2, 3, 4].map((w) => zoneAhead(w, 2, 3)));
    expect(
      (await call(t.app, vendor1, 'POST', p.settingSave, { body: { FIRM_WEEKS: 1, TRADEOFF_WEEKS: 2 } }))
        .status,
    ).toBe(403);
    await call(t.app, buyer, 'POST', p.settingSave, { body: { FIRM_WEEKS: 4, TRADEOFF_WEEKS: 12 } });
  });

  it('shows each part the chance it arrives late from the receipts: the part’s own with 10, else the vendor’s, else none', async () => {
    const org = await columnOf(t.db, 'organization', 'id', { code: 'HQ' });
    const stamp = `${process.pid % 1000}${++partSerial}`;
    const [withHistory, without] = [`VR${stamp}A`, `VR${stamp}B`];
    await t.db
      .insertInto('vendor')
      .values([withHistory, without].map((code) => ({ org_id: org, vendor_code: code, vendor_name: code })))
      .execute();
    const [partA, partB, partC] = [freshPart(), freshPart(), freshPart()];
    // Receipts made today of order lines due `late` days ago (negative: due later — early).
    const lateness = { [partA]: [-2, 0, 0, 1, 3, 5, 0, 2, 8, 0], [partB]: [4, 6, -1] };
    for (const [part, daysLate] of Object.entries(lateness))
      await receiveLate(t.db, { org, vendor: withHistory, part, daysLate, at: new Date() });
    for (const vendor of [withHistory, without])
      expect(
        (
          await push([
            { VENDOR_CODE: vendor, VERSION: 1, Buckets: weeks([partA, partB, partC], 2, () => 10) },
          ])
        ).status,
      ).toBe(200);
    // Counted here by hand: part A alone (10 receipts, clamped 0,0,0,0,0,1,2,3,5,8: half late, p50 0, p80 3);
    // parts B and C on the vendor's 13 (clamped 0,0,0,0,0,0,1,2,3,4,5,6,8: 7 late = 54 %, p50 rank 7 → 1,
    // p80 rank 11 → 5); the vendor without receipts: none.
    const risk = async (vendor: string) =>
      Object.fromEntries(
        (await view(buyer, { vendor })).body.data.Parts.map((part) => [part.PART_NO, part.RISK]),
      );
    expect(await risk(withHistory)).toEqual({
      [partA]: { BASIS: 'part', RECEIPTS: 10, LATE_PCT: 50, P50: 0, P80: 3 },
      [partB]: { BASIS: 'vendor', RECEIPTS: 13, LATE_PCT: 54, P50: 1, P80: 5 },
      [partC]: { BASIS: 'vendor', RECEIPTS: 13, LATE_PCT: 54, P50: 1, P80: 5 },
    });
    const none = { BASIS: 'none', RECEIPTS: 0, LATE_PCT: null, P50: null, P80: null };
    expect(await risk(without)).toEqual({ [partA]: none, [partB]: none, [partC]: none });
  });

  it('keeps a downstream vendor, another organisation and keys without the scope away from the forecasts', async () => {
    const part = freshPart();
    await push([{ VENDOR_CODE: 'V001', VERSION: nextVersion(), Buckets: weeks([part], 2, () => 3) }]);
    const id = (await view(vendor1)).body.data.Version!.ID;
    const vendor3 = await signIn(t.app, 'vendor3');
    const vendor1Sz = await signIn(t.app, 'vendor1', undefined, { orgCode: 'SZ' });
    const adminSz = await signIn(t.app, 'admin', undefined, { orgCode: 'SZ' });
    for (const [who, session] of [
      ['downstream vendor3', vendor3],
      ['vendor1 at SZ', vendor1Sz],
      ['admin at SZ', adminSz],
    ] as const) {
      const byId = await view(session, { id });
      expect([who, byId.status === 404 || byId.status === 403]).toEqual([who, true]);
      const byVendor = await view(session, { vendor: 'V001' });
      if (byVendor.status === 200)
        expect([who, byVendor.body.data.Version?.ID ?? null]).not.toEqual([who, id]);
      const fall = await call<ForecastWaterfall>(t.app, session, 'GET', p.waterfall, {
        query: { part, vendor: 'V001' },
      });
      if (fall.status === 200) expect([who, fall.body.data.Versions]).toEqual([who, []]);
      expect((await call(t.app, session, 'POST', p.commit, { body: { ID: id } })).status).not.toBe(200);
    }
    // An ERP key without the forecasts scope, and another organisation's key, publish nothing for HQ.
    const ordersKey = await erpKeyOf(t.app, admin, 'ERP orders only', ['orders']);
    const versionsBefore = await countRows(t.db, 'forecast_version');
    const noScope = await push(
      [{ VENDOR_CODE: 'V001', VERSION: nextVersion(), Buckets: weeks([part], 1, () => 1) }],
      'en',
      ordersKey,
    );
    expect(noScope.status).toBe(403);
    const szKey = await erpKeyOf(t.app, adminSz, 'SZ ERP', ['forecasts']);
    const szVersion = nextVersion();
    const sz = await push(
      [{ VENDOR_CODE: 'V001', VERSION: szVersion, Buckets: weeks([part], 1, () => 99) }],
      'en',
      szKey,
    );
    expect(sz.status, JSON.stringify(sz.body)).toBe(200);
    const hq = (await view(vendor1)).body.data;
    expect(hq.Version!.ID).toBe(id);
    expect(hq.Parts[0]!.QTY).toEqual(['3', '3']);
    const szView = (await view(vendor1Sz)).body.data;
    expect(szView.Version?.VERSION).toBe(szVersion);
    expect(await countRows(t.db, 'forecast_version')).toBe(versionsBefore + 1);
  });
});
