import type { CellRenderer } from '../../platform/list-table/index.ts';
import { formatQty } from './decimal.ts';
import { StatusTag } from './status.tsx';

/** A quantity cell: right-aligned, thousands separators, exactly the decimals the value has. */
export const quantityCell: CellRenderer = (value) => <span className="dn-num">{formatQty(value)}</span>;
export const statusCell: CellRenderer = (value) => <StatusTag status={value} />;

/** Renderers of the quantity fields of the delivery lists and reports. */
export function quantityRenderers(fields: string[]): Record<string, CellRenderer> {
  return Object.fromEntries(fields.map((f) => [f, quantityCell]));
}
