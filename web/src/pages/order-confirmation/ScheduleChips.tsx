import { formatDecimal, type ScheduleStanding, scheduleOfCellText } from '@srm/contract';
import { useTranslation } from 'react-i18next';
import type { CellRenderer } from '../../platform/list-table/index.ts';
import { standingOf } from './orderConfirmationApi.ts';
import './order-confirmation.css';

type Delivery = { DATE: string; QTY: string };

const qty = (v: string) => formatDecimal(v, 0);

/**
 * A schedule as its deliveries (issue #45): each date with its quantity, so a split of 1,500 and 1,300 reads as two
 * deliveries, never as one date and 2,800. A schedule not agreed yet says so before its deliveries (`labelled`: the
 * lists, where nothing else on the cell says it); `next` marks the delivery a new delivery-note line takes.
 */
export function ScheduleChips({
  schedule,
  standing,
  labelled = false,
  next,
  testId,
}: {
  schedule: readonly Delivery[];
  standing: ScheduleStanding;
  labelled?: boolean;
  next?: string | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (schedule.length === 0) return null;
  const pending = standing !== 'agreed' && standing !== 'none';
  return (
    <span
      className={`oc-schedule-text${pending ? ' oc-pending' : ''}`}
      data-testid={testId}
      data-standing={standing}
    >
      {labelled && pending && (
        <span className="oc-standing" data-testid="oc-standing">
          {t(`order-confirmation.standingShort.${standing}`)}
        </span>
      )}
      {schedule.map((l) => {
        const isNext = next !== undefined && next !== null && l.DATE === next;
        return (
          <span
            key={l.DATE}
            className={`oc-chip${isNext ? ' oc-chip-next' : ''}`}
            data-date={l.DATE}
            data-qty={l.QTY}
            data-next={isNext || undefined}
            title={isNext ? t('order-confirmation.nextDelivery') : undefined}
          >
            {l.DATE} × <span className="oc-num">{qty(l.QTY)}</span>
          </span>
        );
      })}
    </span>
  );
}

/**
 * The SCHEDULE cell of a list (the contract's `scheduleCellText`), labelled by the row's CONFIRM_STATE when not agreed
 * yet; with `next`, the row's PROMISED_DATE (the agreed delivery due next) is marked. It prints and exports as the
 * list's text.
 */
export const scheduleRenderer =
  (options: { next?: boolean } = {}): CellRenderer =>
  (value, row, _index, text) => (
    <span className="oc-schedule-cell" title={text}>
      <ScheduleChips
        schedule={scheduleOfCellText(value)}
        standing={standingOf(row.CONFIRM_STATE)}
        labelled
        next={
          options.next
            ? typeof row.PROMISED_DATE === 'string'
              ? row.PROMISED_DATE.slice(0, 10)
              : null
            : undefined
        }
      />
    </span>
  );
