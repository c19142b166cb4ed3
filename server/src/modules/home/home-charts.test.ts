import { apiPaths, type HomeCharts } from '@srm/contract';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { call, organizationId, type Session, signIn } from '../../../test/auth-helper.ts';
import { describeOnDatabase } from '../../../test/helper.ts';

const dayMs = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const monthsBack = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - n, 1));
  return d.toISOString().slice(0, 7);
};

type NoteRow = {
  vendor_code: string;
  note_kind: string;
  status: number;
  delivery_date: string;
  received_day: string | null;
};

/** Home/Charts (issue #14): each figure equals a plain JS count over the raw demo rows; a vendor sees its own only. */
describeOnDatabase('home charts', (t) => {
  const sessions: Record<string, Session> = {};
  let hq: number;
  let today: string;
  let notes: NoteRow[];
  let statements: { vendor_code: string; state: number; sent: boolean }[];
  let lines: { id: number; vendor_code: string; due_date: string; ordered_qty: string }[];
  let received: { order_line_id: number; received_qty: string; received_day: string }[];

  beforeAll(async () => {
    for (const name of ['vendor1', 'vendor2', 'buyer', 'finance', 'admin'])
      sessions[name] = await signIn(t.app, name);
    hq = await organizationId(t.app, 'HQ');
    today = (await sql<{ d: string }>`select current_date::text as d`.execute(t.db)).rows[0]!.d;
    notes = (
      await sql<NoteRow>`select vendor_code, note_kind, status, delivery_date::text as delivery_date,
                                received_at::date::text as received_day
                           from delivery_note where org_id = ${hq}`.execute(t.db)
    ).rows;
    statements = (
      await sql<{ vendor_code: string; state: number; sent: boolean }>`
        select vendor_code, state, sent_at is not null as sent from statement where org_id = ${hq}`.execute(
        t.db,
      )
    ).rows;
    lines = (
      await sql<{ id: number; vendor_code: string; due_date: string; ordered_qty: string }>`
        select id, vendor_code, due_date::text as due_date, ordered_qty::text as ordered_qty
          from order_line where org_id = ${hq}`.execute(t.db)
    ).rows;
    received = (
      await sql<{ order_line_id: number; received_qty: string; received_day: string }>`
        select dl.order_line_id, dl.received_qty::text as received_qty, dn.received_at::date::text as received_day
          from delivery_line dl join delivery_note dn on dn.id = dl.note_id
         where dn.org_id = ${hq} and dn.status = 5 and dn.note_kind <> 'SUB'`.execute(t.db)
    ).rows;
  });

  const chartsOf = async (name: string) => {
    const res = await call<HomeCharts>(t.app, sessions[name]!, 'GET', apiPaths.home.charts);
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  };

  /** Weeks from Monday, 12 of them up to this one, counted over `vendor`'s notes (all when null). */
  const expectedWeeks = (vendor: string | null) => {
    const now = Date.parse(today);
    const monday = now - ((new Date(now).getUTCDay() + 6) % 7) * dayMs;
    const mine = notes.filter(
      (n) =>
        n.note_kind !== 'SUB' && (n.status === 4 || n.status === 5) && (!vendor || n.vendor_code === vendor),
    );
    return Array.from({ length: 12 }, (_, i) => {
      const start = monday - (11 - i) * 7 * dayMs;
      const inWeek = (d: string | null) =>
        d !== null && Date.parse(d) >= start && Date.parse(d) < start + 7 * dayMs;
      return {
        WEEK: iso(start),
        SHIPPED: mine.filter((n) => inWeek(n.delivery_date)).length,
        RECEIVED: mine.filter((n) => n.status === 5 && inWeek(n.received_day)).length,
      };
    });
  };

  const expectedStatements = (vendor: string | null) => {
    const counts = new Map<number, number>();
    for (const s of statements) {
      if (vendor && (s.vendor_code !== vendor || s.state === 1 || (s.state === 9 && !s.sent))) continue;
      counts.set(s.state, (counts.get(s.state) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => a[0] - b[0]).map(([STATE, COUNT]) => ({ STATE, COUNT }));
  };

  /** On-time and fill rate over order lines due in the last 12 months up to today, keyed by vendor or by month. */
  const expectedRates = (by: 'vendor' | 'month', vendor: string | null) => {
    const from = monthsBack(today.slice(0, 7), 11);
    const lineById = new Map(lines.map((l) => [l.id, l]));
    const acc = new Map<string, { ordered: Decimal; received: Decimal; lines: number; onTime: number }>();
    const keyOf = (l: { vendor_code: string; due_date: string }) =>
      by === 'vendor' ? l.vendor_code : l.due_date.slice(0, 7);
    const inWindow = (l: { vendor_code: string; due_date: string }) =>
      l.due_date.slice(0, 7) >= from && l.due_date <= today && (!vendor || l.vendor_code === vendor);
    const get = (k: string) => {
      if (!acc.has(k)) acc.set(k, { ordered: new Decimal(0), received: new Decimal(0), lines: 0, onTime: 0 });
      return acc.get(k)!;
    };
    for (const l of lines) if (inWindow(l)) get(keyOf(l)).ordered = get(keyOf(l)).ordered.plus(l.ordered_qty);
    for (const r of received) {
      const l = lineById.get(r.order_line_id)!;
      if (!inWindow(l)) continue;
      const a = get(keyOf(l));
      a.received = a.received.plus(r.received_qty);
      a.lines++;
      if (r.received_day <= l.due_date) a.onTime++;
    }
    const pct = (p: Decimal.Value, w: Decimal.Value) =>
      new Decimal(w).isZero()
        ? null
        : new Decimal(p).times(100).div(w).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toNumber();
    return [...acc]
      .sort((a, b) => (a[0] < b[0] ? -1 : 1))
      .map(([KEY, a]) => ({
        KEY,
        ON_TIME_RATE: pct(a.onTime, a.lines),
        FILL_RATE: pct(a.received, a.ordered),
        RECEIVED_LINES: a.lines,
      }));
  };

  it('staff: every vendor per week, per vendor and per state, equal to plain counts of the raw rows', async () => {
    for (const name of ['buyer', 'admin']) {
      const charts = await chartsOf(name);
      expect(charts.DELIVERIES).toEqual(expectedWeeks(null));
      expect(charts.DELIVERIES!.some((w) => w.SHIPPED > 0 && w.RECEIVED > 0)).toBe(true);
      expect(charts.STATEMENTS).toEqual(expectedStatements(null));
      expect(charts.ON_TIME!.BY).toBe('vendor');
      expect(charts.ON_TIME!.ROWS.map(({ NAME: _, ...r }) => r)).toEqual(expectedRates('vendor', null));
      expect(charts.ON_TIME!.ROWS.length).toBeGreaterThan(1);
    }
  });

  it('a vendor: its own notes, statements and months only', async () => {
    for (const [name, code] of [
      ['vendor1', 'V001'],
      ['vendor2', 'V002'],
    ] as const) {
      const charts = await chartsOf(name);
      expect(charts.DELIVERIES).toEqual(expectedWeeks(code));
      expect(charts.STATEMENTS).toEqual(expectedStatements(code));
      expect(charts.ON_TIME!.BY).toBe('month');
      expect(charts.ON_TIME!.ROWS.map(({ NAME: _, ...r }) => r)).toEqual(expectedRates('month', code));
    }
    const v1 = await chartsOf('vendor1');
    expect(v1.DELIVERIES).not.toEqual(expectedWeeks(null));
  });

  it('a chart is answered only to a role holding its screen', async () => {
    const charts = await chartsOf('finance');
    expect(charts.DELIVERIES).toBeNull();
    expect(charts.ON_TIME).toBeNull();
    expect(charts.STATEMENTS).toEqual(expectedStatements(null));
  });
});
