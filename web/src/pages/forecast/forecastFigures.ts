import type { ForecastZone } from '@srm/contract';
import type { CommitBucket, ForecastPart } from './forecastApi.ts';

/**
 * The grid's arithmetic on exact decimals (quantities have at most 4 decimals): the change against the previous
 * version and whether a commitment falls short, without floating-point rounding.
 */
const scale = 10_000n;
export function units(q: string): bigint {
  const negative = q.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? q.slice(1) : q).split('.');
  const u = BigInt(whole || '0') * scale + BigInt(fraction.padEnd(4, '0').slice(0, 4) || '0');
  return negative ? -u : u;
}
export function unitsText(u: bigint): string {
  const negative = u < 0n;
  const a = negative ? -u : u;
  const fraction = (a % scale).toString().padStart(4, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${a / scale}${fraction ? `.${fraction}` : ''}`;
}

/** The demand's change against the previous version: null when unchanged or there was none. */
export function changeOf(qty: string, previous: string | null): bigint | null {
  if (previous === null) return null;
  const d = units(qty) - units(previous);
  return d === 0n ? null : d;
}

/** A commitment below demand where it binds (firm, trade-off): it needs a reason and is a shortfall. */
export const isShort = (qty: string, committed: string, zone: ForecastZone) =>
  zone !== 'forecast' && units(committed) < units(qty);

/** A commitment the vendor changed on the page, not yet sent (`qty` null: back to the demand as published). */
export type Draft = { part: string; period: string; qty: string | null; reason: string };
export const cellKey = (part: string, period: string) => `${part}\u0000${period}`;

/**
 * What a commitment sends: every bucket whose commitment is not the demand — those committed so before (the server
 * resets the rest to the demand), then the drafts over them.
 */
export function answersOf(
  parts: readonly ForecastPart[],
  drafts: ReadonlyMap<string, Draft>,
): CommitBucket[] {
  const out = new Map<string, CommitBucket>();
  for (const part of parts)
    for (const c of part.Cells)
      if (c.COMMITTED !== null && c.COMMITTED !== c.QTY)
        out.set(cellKey(part.PART_NO, c.PERIOD), {
          PART_NO: part.PART_NO,
          PERIOD: c.PERIOD,
          QTY: c.COMMITTED,
          ...(c.REASON ? { REASON: c.REASON } : {}),
        });
  for (const [key, d] of drafts) {
    if (d.qty === null) out.delete(key);
    else
      out.set(key, {
        PART_NO: d.part,
        PERIOD: d.period,
        QTY: d.qty,
        ...(d.reason ? { REASON: d.reason } : {}),
      });
  }
  return [...out.values()];
}

/** The parts a search (number or name) and the "only changed" switch leave. */
export function partsShown(
  parts: readonly ForecastPart[],
  search: string,
  onlyChanged: boolean,
): ForecastPart[] {
  const term = search.trim().toLowerCase();
  return parts.filter(
    (p) =>
      (!term || p.PART_NO.toLowerCase().includes(term) || (p.PART_NAME ?? '').toLowerCase().includes(term)) &&
      (!onlyChanged || p.Cells.some((c) => changeOf(c.QTY, c.PREVIOUS) !== null)),
  );
}
