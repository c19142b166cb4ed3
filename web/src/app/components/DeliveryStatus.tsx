import { type DeliveryStatus, deliveryStatus, deliveryStatusColor } from '@srm/contract';
import { Tag } from 'antd';
import { useCaptions } from '../../platform/captions.ts';

/** Note STATUS codes 1–5 in the order of the spec (§4): 1 grey, 2 orange, 3 red, 4 blue, 5 green. */
export const statusCodes = Object.values(deliveryStatus) as DeliveryStatus[];

export function StatusTag({ status }: { status: unknown }) {
  const { value } = useCaptions();
  const code = Number(status) as DeliveryStatus;
  if (!statusCodes.includes(code)) return status === null || status === undefined ? null : String(status);
  return (
    <Tag color={deliveryStatusColor[code]} data-status={code} className="dn-status">
      {value('STATUS', code)}
    </Tag>
  );
}

/** Options of the per-module order status filter, as coloured tags (the header search takes the list's OPTIONS). */
export function useStatusOptions() {
  const { value } = useCaptions();
  return statusCodes.map((code) => ({
    value: String(code),
    label: (
      <Tag color={deliveryStatusColor[code]} className="dn-status">
        {value('STATUS', code)}
      </Tag>
    ),
    text: value('STATUS', code),
  }));
}
