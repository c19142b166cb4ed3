import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helper.ts';
import { isEmptyDatabase } from './demo.ts';

describeEachDatabase('demo data', (t) => {
  it('has the two organisations', async () => {
    const orgs = await t.db.selectFrom('organization').select(['code', 'enabled']).orderBy('code').execute();
    expect(orgs).toEqual([
      { code: 'HQ', enabled: true },
      { code: 'SZ', enabled: true },
    ]);
    expect(await isEmptyDatabase(t.db)).toBe(false);
  });

  it('has the demo accounts, each in at least one organisation', async () => {
    const users = await t.db
      .selectFrom('app_user as u')
      .leftJoin('user_organization as uo', 'uo.user_id', 'u.id')
      .select(['u.user_name', (eb) => eb.fn.count<number>('uo.org_id').as('orgs')])
      .groupBy('u.user_name')
      .orderBy('u.user_name')
      .execute();
    expect(users.map((u) => u.user_name)).toEqual([
      'admin',
      'buyer',
      'finance',
      'vendor1',
      'vendor2',
      'vendor3',
      'warehouse',
    ]);
    expect(users.every((u) => Number(u.orgs) >= 1)).toBe(true);
  });

  it("makes vendor3's vendor a downstream vendor of V001", async () => {
    const row = await t.db
      .selectFrom('app_user as u')
      .innerJoin('vendor as v', 'v.vendor_code', 'u.vendor_code')
      .select(['v.vendor_code', 'v.parent_vendor_code'])
      .where('u.user_name', '=', 'vendor3')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ vendor_code: 'V003', parent_vendor_code: 'V001' });
  });

  it('has at least 200 order lines', async () => {
    const { n } = await t.db
      .selectFrom('order_line')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBeGreaterThanOrEqual(200);
  });

  it('reads like real data: notes made before they were audited, prices that fit the part (issue #36)', async () => {
    const notes = await t.db
      .selectFrom('delivery_note')
      .select(['delivery_no', 'created_at', 'check_date', 'received_at'])
      .execute();
    for (const n of notes) {
      if (n.check_date) expect(new Date(n.created_at) < new Date(n.check_date), n.delivery_no).toBe(true);
      if (n.received_at) expect(new Date(n.created_at) < new Date(n.received_at), n.delivery_no).toBe(true);
    }
    const prices = await t.db
      .selectFrom('order_line as o')
      .innerJoin('part as p', (j) =>
        j.onRef('p.org_id', '=', 'o.org_id').onRef('p.part_no', '=', 'o.part_no'),
      )
      .select(['p.part_name', 'o.unit_price'])
      .execute();
    const washers = prices.filter((r) => r.part_name.startsWith('平垫圈'));
    const motors = prices.filter((r) => r.part_name.startsWith('电机'));
    expect(washers.length).toBeGreaterThan(0);
    expect(motors.length).toBeGreaterThan(0);
    for (const w of washers) expect(Number(w.unit_price)).toBeLessThan(0.1);
    for (const m of motors) expect(Number(m.unit_price)).toBeGreaterThan(100);
  });

  it('has delivery notes in every status 1..5', async () => {
    const rows = await t.db
      .selectFrom('delivery_note')
      .select('status')
      .distinct()
      .orderBy('status')
      .execute();
    expect(rows.map((r) => r.status)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never delivers more than ordered on non-voided DN/OS notes', async () => {
    const { rows } = await sql<{ id: number; ordered_qty: string; delivered: string }>`
      select ol.id, ol.ordered_qty, sum(dl.delivery_qty) as delivered
      from order_line ol
      join delivery_line dl on dl.order_line_id = ol.id
      join delivery_note dn on dn.id = dl.note_id
      where dn.status <> 3 and dn.note_kind in ('DN', 'OS')
      group by ol.id, ol.ordered_qty
      having sum(dl.delivery_qty) > ol.ordered_qty`.execute(t.db);
    expect(rows).toEqual([]);
    // …and the check above is not vacuous.
    const { n } = await t.db
      .selectFrom('delivery_line')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBeGreaterThan(0);
  });

  it('numbers delivery notes DN + yyyyMMdd + 4 digits, unique per organisation', async () => {
    const notes = await t.db
      .selectFrom('delivery_note')
      .select(['org_id', 'delivery_no', 'delivery_date'])
      .execute();
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) {
      expect(note.delivery_no).toMatch(/^DN\d{8}\d{4}$/);
      expect(note.delivery_no.slice(2, 10)).toBe(note.delivery_date.replaceAll('-', ''));
    }
    const keys = notes.map((n) => `${n.org_id}|${n.delivery_no}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('has forecasts and a delivery schedule: V001 a version to commit, V004 a shortfall, V001 call-offs due (issue #48)', async () => {
    const versions = await t.db
      .selectFrom('forecast_version')
      .select(['vendor_code', 'version_no', 'state', 'shortfalls'])
      .orderBy('vendor_code')
      .orderBy('version_no')
      .execute();
    expect(versions).toEqual([
      { vendor_code: 'V001', version_no: 1, state: 'superseded', shortfalls: 0 },
      { vendor_code: 'V001', version_no: 2, state: 'published', shortfalls: 0 },
      { vendor_code: 'V004', version_no: 1, state: 'committed', shortfalls: 1 },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const callOffs = await t.db
      .selectFrom('schedule_line as l')
      .innerJoin('schedule_release as r', 'r.id', 'l.release_id')
      .select(['r.vendor_code', sql<string>`to_char(l.due_date, 'YYYY-MM-DD')`.as('due')])
      .where('r.current', '=', true)
      .execute();
    expect(callOffs.length).toBeGreaterThanOrEqual(3);
    expect(new Set(callOffs.map((c) => c.vendor_code))).toEqual(new Set(['V001']));
    expect(callOffs.some((c) => c.due < today)).toBe(true);
  });
});
