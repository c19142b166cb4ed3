import { CheckOutlined, SwapOutlined } from '@ant-design/icons';
import type { LineTimeline, ScheduleLine } from '@srm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenList } from '../../platform/list-table/index.ts';
import { OrderDrawer } from './OrderDrawer.tsx';
import { OrderLineDrawer } from './OrderLineDrawer.tsx';
import {
  answered,
  asOrdered,
  type ConfirmationRow,
  dayOf,
  figuresOf,
  type LineFigures,
  orderConfirmationApi,
  plainQty,
  timelineKey,
} from './orderConfirmationApi.ts';
import { ScheduleDialog } from './ScheduleDialog.tsx';
import { useConfirmationPage } from './useConfirmationPage.tsx';
import './order-confirmation.css';

/**
 * What the buyer counters from: the vendor's last proposed schedule (from the line's versions), else the promised
 * date and quantity the list shows, else the line as ordered (a refused line).
 */
export function counterStart(
  row: ConfirmationRow,
  line: LineFigures,
  timeline: LineTimeline | null,
): ScheduleLine[] {
  const proposal = timeline
    ? [...timeline.VERSIONS].sort((a, b) => b.VERSION - a.VERSION).find((v) => v.SCHEDULE.length > 0)
    : undefined;
  if (proposal) return proposal.SCHEDULE.map((l) => ({ DATE: dayOf(l.DATE), QTY: plainQty(l.QTY) }));
  if (row.PROMISED_DATE && row.PROMISED_QTY)
    return [{ DATE: dayOf(row.PROMISED_DATE), QTY: plainQty(row.PROMISED_QTY) }];
  return asOrdered(line);
}

/**
 * Confirmation review (the buyer, issue #32): the vendors' proposals, refusals and unanswered lines by age. Many
 * proposals are confirmed at once (those of the selection the state machine lets the buyer confirm); one proposal or
 * refusal is countered with a schedule of the buyer's, which goes back to the vendor. It opens on what waits for the
 * buyer (the header search "waiting on: buyer", which the user may clear to see the lines waiting for vendors too).
 * A click on a row (or on its item) opens the line's timeline, a click on its order number the whole order; a bulk
 * confirm asks first, naming how many lines it answers.
 */
/** The review queue's first view (issue #45): the lines waiting for the buyer, proposals and refusals. */
const waitingForTheBuyer = { WAITING_ON: 'buyer' };

export function ConfirmationReviewPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const page = useConfirmationPage<'ConfirmationReview'>('buyer');
  const [counter, setCounter] = useState<null | { line: LineFigures; start: ScheduleLine[] }>(null);
  const [loading, setLoading] = useState(false);
  const confirmable = page.allowing('confirm');
  const counterable = page.single('counter');

  const openCounter = async (row: ConfirmationRow) => {
    const line = figuresOf(row);
    setLoading(true);
    const timeline = await client
      .fetchQuery({
        queryKey: timelineKey(line.ID),
        queryFn: ({ signal }) => orderConfirmationApi.timeline(line.ID, signal),
        staleTime: 0,
      })
      .catch(() => null);
    setLoading(false);
    setCounter({ line, start: counterStart(row, line, timeline) });
  };
  const close = () => setCounter(null);
  return (
    <div className="oc-page">
      <ScreenList
        ref={page.table}
        list="ConfirmationReview"
        rowKey="ID"
        rowSelection="multi-page"
        onSelectionChange={page.setSelected}
        onRowClick={page.openRow}
        onRowDoubleClick={page.openRow}
        renderers={page.renderers}
        initialFilter={waitingForTheBuyer}
        toolbarButtons={
          <>
            <Button
              type="primary"
              icon={<CheckOutlined />}
              disabled={confirmable.length === 0}
              loading={page.busy === 'confirm'}
              onClick={() =>
                page.bulk('confirm', confirmable, () =>
                  orderConfirmationApi.confirm({ LINES: confirmable.map(answered) }),
                )
              }
              data-testid="oc-confirm"
            >
              {page.countLabel('confirm', confirmable.length)}
            </Button>
            <Button
              icon={<SwapOutlined />}
              disabled={!counterable}
              loading={loading}
              onClick={() => counterable && void openCounter(counterable)}
              data-testid="oc-counter"
            >
              {page.label('counter')}
            </Button>
          </>
        }
      />
      <ScheduleDialog
        open={counter !== null}
        title={
          counter
            ? t('order-confirmation.dialog.counter', {
                po: counter.line.PO_NO,
                item: counter.line.PO_ITEM,
                part: counter.line.PART_NO,
              })
            : ''
        }
        okText={page.label('counter')}
        line={counter?.line ?? null}
        initial={counter?.start ?? []}
        onClose={close}
        onSubmit={(SCHEDULE, REASON) =>
          page.answer(
            'counter',
            () => orderConfirmationApi.counter({ ...answered(counter!.line), SCHEDULE, REASON }),
            close,
          )
        }
      />
      <OrderLineDrawer id={page.openId} onClose={() => page.setOpenId(null)} />
      <OrderDrawer lineId={page.orderOf} onClose={() => page.setOrderOf(null)} />
    </div>
  );
}

export default ConfirmationReviewPage;
