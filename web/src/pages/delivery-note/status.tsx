import { type DeliveryStatus, deliveryStatus, deliveryStatusColor } from '@srm/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Note STATUS codes 1–5 in the order of the spec (§4): 1 grey, 2 orange, 3 red, 4 blue, 5 green. */
export const statusCodes = Object.values(deliveryStatus) as DeliveryStatus[];

export function StatusTag({ status }: { status: unknown }) {
  const { t } = useTranslation();
  const code = Number(status) as DeliveryStatus;
  if (!statusCodes.includes(code)) return status === null || status === undefined ? null : String(status);
  return (
    <Tag color={deliveryStatusColor[code]} data-status={code} className="dn-status">
      {t(`deliveryNote.status.${code}`)}
    </Tag>
  );
}

/** Options of the per-module order status filter, as coloured tags (the header search takes the list's OPTIONS). */
export function useStatusOptions() {
  const { t } = useTranslation();
  return statusCodes.map((code) => ({
    value: String(code),
    label: (
      <Tag color={deliveryStatusColor[code]} className="dn-status">
        {t(`deliveryNote.status.${code}`)}
      </Tag>
    ),
    text: t(`deliveryNote.status.${code}`),
  }));
}
