import { AuditOutlined, PictureOutlined } from '@ant-design/icons';
import type { InspectionSaved } from '@srm/contract';
import { App, Button, Space, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../app/components/LinkButton.tsx';
import {
  type ListRenderers,
  type ListRow,
  ScreenList,
  useListSelection,
} from '../../platform/list-table/index.ts';
import { parseQty } from '../../platform/quantity.ts';
import { useSession } from '../../platform/session.ts';
import { InspectDialog } from './InspectDialog.tsx';
import { PhotosDialog } from './PhotosDialog.tsx';
import { inspectionStateColor, isInspectionState, type ReceivedLine, receivedLineOf } from './qualityApi.ts';
import './quality.css';

/**
 * Incoming inspection (Quality/Inspection, issue #33): the received lines of delivery and outsourced notes with
 * their inspection. Quality staff inspect one line at a time (the selected one, or a double-click): accepted and
 * rejected quantities, a defect code, photos, and a nonconformance report for the vendor. A vendor sees its own
 * lines read-only: what it shipped against what was received, accepted and rejected, why, and the NCR raised.
 * Columns, captions and labels are the server's list declaration (`quality.list.ts`).
 */
export function InspectionList({ staff }: { staff: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { one, refresh, listProps } = useListSelection<'Inspection'>();
  const [inspecting, setInspecting] = useState<ReceivedLine | null>(null);
  const [photosOf, setPhotosOf] = useState<{ ID: number; DELIVERY_NO: string } | null>(null);
  const inspect = useCallback((row: ListRow<'Inspection'>) => setInspecting(receivedLineOf(row)), []);

  const saved = (s: InspectionSaved) => {
    const no = inspecting?.DELIVERY_NO ?? '';
    setInspecting(null);
    void message.success(
      s.NCR_NO ? t('quality.msg.inspectedNcr', { no, ncr: s.NCR_NO }) : t('quality.msg.inspected', { no }),
    );
    refresh();
  };

  const renderers = useMemo<ListRenderers<'Inspection'>>(
    () => ({
      INSPECTION_STATE: (value, _row, _index, text) =>
        isInspectionState(value) ? (
          <Tag color={inspectionStateColor[value]} data-state={value}>
            {text}
          </Tag>
        ) : (
          text
        ),
      // Received short of what was shipped: the vendor sees the difference at a glance.
      RECEIVED_QTY: (value, row, _index, text) => {
        const received = parseQty(value);
        const shipped = parseQty(row.DELIVERY_QTY);
        return received !== null && shipped !== null && received < shipped ? (
          <span className="q-short" data-short="true">
            {text}
          </span>
        ) : (
          text
        );
      },
      // The inspection's photos: the count opens them (staff and the vendor alike).
      PHOTOS: (value, row, _index, text) =>
        value !== null && value > 0 ? (
          <LinkButton
            icon={<PictureOutlined />}
            onClick={(e) => {
              e.stopPropagation();
              setPhotosOf({ ID: row.ID, DELIVERY_NO: row.DELIVERY_NO ?? '' });
            }}
            aria-label={t('quality.photos.open', { count: value })}
            data-testid="qi-photos-open"
          >
            {text}
          </LinkButton>
        ) : (
          text
        ),
      REJECTED_QTY: (value, _row, _index, text) =>
        (parseQty(value) ?? 0n) > 0n ? (
          <span className="q-rejected" data-rejected="true">
            {text}
          </span>
        ) : (
          text
        ),
    }),
    [t],
  );

  return (
    <div className="q-page">
      <ScreenList
        {...listProps}
        list="Inspection"
        rowKey="ID"
        rowSelection={staff ? 'page' : undefined}
        onRowDoubleClick={staff ? inspect : undefined}
        renderers={renderers}
        toolbarExtra={
          staff ? (
            <Space wrap size={8}>
              <Button
                type="primary"
                icon={<AuditOutlined />}
                disabled={!one}
                onClick={() => one && inspect(one)}
                data-testid="qi-inspect"
              >
                {t('quality.actions.inspect')}
              </Button>
            </Space>
          ) : undefined
        }
      />
      {inspecting && <InspectDialog line={inspecting} onClose={() => setInspecting(null)} onSaved={saved} />}
      {photosOf && <PhotosDialog line={photosOf} onClose={() => setPhotosOf(null)} />}
    </div>
  );
}

export default function InspectionPage() {
  const staff = !useSession().userInfo?.VENDOR_CODE;
  return <InspectionList staff={staff} />;
}
