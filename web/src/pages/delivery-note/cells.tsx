import { StatusTag } from '../../app/components/DeliveryStatus.tsx';
import type { CellRenderer } from '../../platform/list-table/index.ts';

/** A note STATUS as its coloured tag (the list's own label text prints). */
export const statusCell: CellRenderer = (value) => <StatusTag status={value} />;
