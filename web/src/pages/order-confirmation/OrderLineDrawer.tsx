import { FileTextOutlined } from '@ant-design/icons';
import {
  type ConfirmAction,
  confirmActionLabels,
  formatDecimal,
  type LineTimeline,
  scheduleStanding,
} from '@srm/contract';
import { Button, Descriptions, Empty, Space, Timeline } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordDrawer, useRecordQuery } from '../../app/components/RecordDrawer.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { cellText } from '../../platform/list-table/print.ts';
import { ConfirmStateTag } from './ConfirmStateTag.tsx';
import { OrderDrawer } from './OrderDrawer.tsx';
import { orderConfirmationApi, timelineKey } from './orderConfirmationApi.ts';
import { ScheduleChips } from './ScheduleChips.tsx';
import './order-confirmation.css';

type Version = LineTimeline['VERSIONS'][number];

const qty = (v: string) => formatDecimal(v, 0);

const differs = (a: string, b: string) => a !== b;

/** The ERP's current quantity and due date beside the original ones; a changed one is marked. */
function ErpFigures({ line }: { line: LineTimeline }) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  return (
    <table className="oc-erp" data-testid="oc-erp">
      <thead>
        <tr>
          <th scope="col" />
          <th scope="col">{t('order-confirmation.drawer.current')}</th>
          <th scope="col">{t('order-confirmation.drawer.original')}</th>
        </tr>
      </thead>
      <tbody>
        <tr className={differs(line.ORDERED_QTY, line.ORIGINAL_QTY) ? 'oc-changed' : undefined}>
          <th scope="row">{field('ORDERED_QTY')}</th>
          <td className="oc-num" data-testid="oc-erp-qty">
            {qty(line.ORDERED_QTY)}
          </td>
          <td className="oc-num" data-testid="oc-original-qty">
            {qty(line.ORIGINAL_QTY)}
          </td>
        </tr>
        <tr className={differs(line.DUE_DATE, line.ORIGINAL_DUE_DATE) ? 'oc-changed' : undefined}>
          <th scope="row">{field('DUE_DATE')}</th>
          <td data-testid="oc-erp-due">{line.DUE_DATE}</td>
          <td data-testid="oc-original-due">{line.ORIGINAL_DUE_DATE}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** One version of the timeline: who did what, the state it led to, its schedule, reason and ERP figures. */
function VersionEntry({ v }: { v: Version }) {
  const { t, i18n } = useTranslation();
  const { field } = useCaptions();
  const lang = i18n.language === 'en' ? 'en' : 'zh-chs';
  const actionText = (a: Version['ACTION']) =>
    a === 'create' ? t('order-confirmation.drawer.created') : confirmActionLabels[a as ConfirmAction][lang];
  return (
    <div
      className="oc-version"
      data-testid="oc-version"
      data-version={v.VERSION}
      data-action={v.ACTION}
      data-state={v.STATE}
    >
      <div className="oc-version-head">
        <strong>{t('order-confirmation.drawer.version', { n: v.VERSION })}</strong>{' '}
        <span>{actionText(v.ACTION)}</span>{' '}
        <span className="oc-sub">{t(`order-confirmation.actors.${v.ACTOR}`)}</span>{' '}
        <span>
          → <ConfirmStateTag state={v.STATE} />
        </span>
      </div>
      {v.SCHEDULE.length > 0 && (
        <div>
          <ScheduleChips schedule={v.SCHEDULE} standing={scheduleStanding[v.STATE]} />
        </div>
      )}
      {v.REASON && (
        <div className="oc-reason" data-testid="oc-version-reason">
          {field('REASON')}: {v.REASON}
        </div>
      )}
      <div className="oc-sub">
        {t('order-confirmation.drawer.erpFigures', {
          qty: qty(v.ORDERED_QTY),
          due: v.DUE_DATE,
          price: formatDecimal(v.UNIT_PRICE, 2),
        })}
      </div>
      <div className="oc-sub">{`${v.BY ?? ''} ${cellText(v.AT)}`.trim()}</div>
    </div>
  );
}

/**
 * One order line's confirmation (issue #32): the line, the ERP's current figures beside the original ones (they
 * never change through the portal), its schedule — headed by where it stands: agreed, proposed by the vendor,
 * countered by the buyer, or held from before an ERP change (issue #45) — and the timeline of every version: who
 * answered what, countered or changed, with the schedule, reason and ERP figures each held. Opened by a click on a
 * row of the confirmation screens and the order lists; it leaves the list usable (no mask: the next click on a row
 * shows that line), and opens the line's whole order.
 */
export function OrderLineDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const [orderOf, setOrderOf] = useState<number | null>(null);
  const query = useRecordQuery(id, timelineKey, orderConfirmationApi.timeline);
  const line = query.data;

  const versions = line ? [...line.VERSIONS].sort((a, b) => b.VERSION - a.VERSION) : [];
  const standing = line ? scheduleStanding[line.STATE] : 'none';
  return (
    <RecordDrawer
      open={id !== null}
      onClose={onClose}
      size="min(760px, 96vw)"
      // A click on a row opens the drawer: a mask would take the second click of a double-click and close it again.
      mask={false}
      extra={
        line && (
          <Button icon={<FileTextOutlined />} onClick={() => setOrderOf(line.ID)} data-testid="oc-open-order">
            {t('order-confirmation.order.open', { po: line.PO_NO })}
          </Button>
        )
      }
      record={line}
      error={query.error}
      dialogs={<OrderDrawer lineId={orderOf} onClose={() => setOrderOf(null)} />}
      loadingTitle={t('order-confirmation.drawer.loading')}
      waitingClassName="oc-loading"
      title={(line) => (
        <Space size={8}>
          <span data-testid="oc-drawer-title">
            {t('order-confirmation.drawer.title', { po: line.PO_NO, item: line.PO_ITEM })}
          </span>
          <span data-testid="oc-drawer-state">
            <ConfirmStateTag state={line.STATE} />
          </span>
        </Space>
      )}
      data-testid="oc-drawer"
    >
      {(line) => (
        <div className="oc-detail">
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={field('PO_NO')}>{line.PO_NO}</Descriptions.Item>
            <Descriptions.Item label={field('PO_ITEM')}>{line.PO_ITEM}</Descriptions.Item>
            <Descriptions.Item label={field('PART_NO')}>{line.PART_NO}</Descriptions.Item>
            <Descriptions.Item label={field('VENDOR_CODE')}>{line.VENDOR_CODE}</Descriptions.Item>
            <Descriptions.Item label={field('VERSION')}>{line.VERSION}</Descriptions.Item>
          </Descriptions>

          <h4 className="oc-section">{t('order-confirmation.drawer.erp')}</h4>
          <ErpFigures line={line} />

          <h4 className="oc-section" data-testid="oc-schedule-heading" data-standing={standing}>
            {t(`order-confirmation.standing.${standing}`)}
          </h4>
          {line.SCHEDULE.length === 0 ? (
            <span className="oc-sub">{t('order-confirmation.drawer.noSchedule')}</span>
          ) : (
            <ScheduleChips schedule={line.SCHEDULE} standing={standing} testId="oc-agreed" />
          )}

          <h4 className="oc-section">{t('order-confirmation.drawer.versions')}</h4>
          {versions.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <Timeline
              className="oc-timeline"
              data-testid="oc-timeline"
              items={versions.map((v) => ({
                key: v.VERSION,
                color: v.ACTOR === 'erp' ? 'gray' : v.ACTOR === 'buyer' ? 'purple' : 'blue',
                content: <VersionEntry v={v} />,
              }))}
            />
          )}
        </div>
      )}
    </RecordDrawer>
  );
}
