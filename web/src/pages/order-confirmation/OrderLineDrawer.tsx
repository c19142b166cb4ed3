import { type ConfirmAction, confirmActionLabels, formatDecimal, type LineTimeline } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, Result, Space, Spin, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCaptions } from '../../platform/captions.ts';
import { cellText } from '../../platform/list-table/print.ts';
import { ConfirmStateTag } from './ConfirmStateTag.tsx';
import { orderConfirmationApi, timelineKey } from './orderConfirmationApi.ts';
import './order-confirmation.css';

type Version = LineTimeline['VERSIONS'][number];
type Schedule = LineTimeline['SCHEDULE'];

const qty = (v: string) => formatDecimal(v, 0);

/** A schedule as "1 Dec 600 · 15 Dec 400" (each line a chip). */
function ScheduleText({ schedule, testId }: { schedule: Schedule; testId?: string }) {
  const { t } = useTranslation();
  if (schedule.length === 0)
    return <span className="oc-sub">{t('order-confirmation.drawer.noSchedule')}</span>;
  return (
    <span className="oc-schedule-text" data-testid={testId}>
      {schedule.map((l) => (
        <span key={l.DATE} className="oc-chip" data-date={l.DATE} data-qty={l.QTY}>
          {l.DATE} × <span className="oc-num">{qty(l.QTY)}</span>
        </span>
      ))}
    </span>
  );
}

/**
 * One order line's confirmation (issue #32): the line, the ERP's current figures beside the original ones (they
 * never change through the portal), the agreed schedule and the timeline of every version: who answered what,
 * countered or changed, with the schedule, reason and ERP figures each held. Opened by a double-click on the
 * confirmation screens and exported for the order lists.
 */
export function OrderLineDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { field } = useCaptions();
  const lang = i18n.language === 'en' ? 'en' : 'zh-chs';
  const query = useQuery({
    queryKey: timelineKey(id ?? 0),
    queryFn: ({ signal }) => orderConfirmationApi.timeline(id ?? 0, signal),
    enabled: id !== null,
  });
  const line = query.data;
  const actionText = (a: Version['ACTION']) =>
    a === 'create' ? t('order-confirmation.drawer.created') : confirmActionLabels[a as ConfirmAction][lang];
  const differs = (a: string, b: string) => a !== b;

  const versions = line ? [...line.VERSIONS].sort((a, b) => b.VERSION - a.VERSION) : [];
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="min(760px, 96vw)"
      title={
        line ? (
          <Space size={8}>
            <span data-testid="oc-drawer-title">
              {t('order-confirmation.drawer.title', { po: line.PO_NO, item: line.PO_ITEM })}
            </span>
            <span data-testid="oc-drawer-state">
              <ConfirmStateTag state={line.STATE} />
            </span>
          </Space>
        ) : (
          t('order-confirmation.drawer.loading')
        )
      }
      data-testid="oc-drawer"
    >
      {!line ? (
        query.isError ? (
          <Result status="warning" title={query.error.message} />
        ) : (
          <Spin className="oc-loading" />
        )
      ) : (
        <div className="oc-detail">
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={field('PO_NO')}>{line.PO_NO}</Descriptions.Item>
            <Descriptions.Item label={field('PO_ITEM')}>{line.PO_ITEM}</Descriptions.Item>
            <Descriptions.Item label={field('PART_NO')}>{line.PART_NO}</Descriptions.Item>
            <Descriptions.Item label={field('VENDOR_CODE')}>{line.VENDOR_CODE}</Descriptions.Item>
            <Descriptions.Item label={field('VERSION')}>{line.VERSION}</Descriptions.Item>
          </Descriptions>

          <h4 className="oc-section">{t('order-confirmation.drawer.erp')}</h4>
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

          <h4 className="oc-section">{t('order-confirmation.drawer.schedule')}</h4>
          <ScheduleText schedule={line.SCHEDULE} testId="oc-agreed" />

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
                content: (
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
                        <ScheduleText schedule={v.SCHEDULE} />
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
                ),
              }))}
            />
          )}
        </div>
      )}
    </Drawer>
  );
}
