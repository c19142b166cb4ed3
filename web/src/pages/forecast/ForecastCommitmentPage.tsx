import { UploadOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListHandle, type ListRenderers, ScreenList } from '../../platform/list-table/index.ts';
import { ForecastUploadDialog } from './ForecastUploadDialog.tsx';

const zoneColor = { firm: 'red', tradeoff: 'orange', forecast: 'default' } as Record<string, string>;

const renderers: ListRenderers<'ForecastCommitment'> = {
  FORECAST_ZONE: (value, _row, _i, label) => <Tag color={zoneColor[String(value)] ?? 'default'}>{label}</Tag>,
  SHORTFALL_QTY: (_value, _row, _i, text) => <strong className="fc-short">{text}</strong>,
};

/**
 * Forecast commitments (the buyer's, issue #48): every bucket a vendor committed below demand in the firm or trade-off
 * zone of its current version, the largest shortfall first, with the vendor's reason. The buyer publishes versions
 * from Excel here too (a new version supersedes the one its shortfalls were listed against: the list reloads).
 */
export default function ForecastCommitmentPage() {
  const { t } = useTranslation();
  const list = useRef<ListHandle<'ForecastCommitment'>>(null);
  const [uploading, setUploading] = useState(false);
  return (
    <>
      <ScreenList
        ref={list}
        list="ForecastCommitment"
        rowKey="ID"
        renderers={renderers}
        toolbarButtons={
          <Button icon={<UploadOutlined />} onClick={() => setUploading(true)} data-testid="forecast-upload">
            {t('forecast.upload.button')}
          </Button>
        }
      />
      <ForecastUploadDialog
        open={uploading}
        onClose={() => setUploading(false)}
        onUploaded={() => list.current?.reload()}
      />
    </>
  );
}
