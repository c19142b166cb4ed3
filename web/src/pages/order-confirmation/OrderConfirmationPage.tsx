import { CheckOutlined, CloseCircleOutlined, EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenList } from '../../platform/list-table/index.ts';
import { OrderDrawer } from './OrderDrawer.tsx';
import { OrderLineDrawer } from './OrderLineDrawer.tsx';
import {
  answered,
  asOrdered,
  figuresOf,
  type LineFigures,
  orderConfirmationApi,
} from './orderConfirmationApi.ts';
import { RefuseDialog, ScheduleDialog } from './ScheduleDialog.tsx';
import { useConfirmationPage } from './useConfirmationPage.tsx';
import './order-confirmation.css';

/**
 * Order confirmation (the vendor, issue #32): its order lines to answer. Many lines are accepted at once (those of
 * the selection the state machine lets the vendor accept, each with the version the list showed); one line gets a
 * proposed schedule (a date and quantity, or a split) or is refused with a reason. A click on a row (or on its item)
 * opens the line's timeline, a click on its order number the whole order; a bulk accept asks first, naming how many
 * lines it answers.
 */
export function OrderConfirmationPage() {
  const { t } = useTranslation();
  const page = useConfirmationPage<'OrderConfirmation'>('vendor');
  const [dialog, setDialog] = useState<null | { kind: 'propose' | 'refuse'; line: LineFigures }>(null);
  const acceptable = page.allowing('accept');
  const proposable = page.single('propose');
  const refusable = page.single('refuse');
  const close = () => setDialog(null);
  const title = dialog
    ? t(`order-confirmation.dialog.${dialog.kind}`, {
        po: dialog.line.PO_NO,
        item: dialog.line.PO_ITEM,
        part: dialog.line.PART_NO,
      })
    : '';
  return (
    <div className="oc-page">
      <ScreenList
        ref={page.table}
        list="OrderConfirmation"
        rowKey="ID"
        rowSelection="multi-page"
        onSelectionChange={page.setSelected}
        onRowClick={page.openRow}
        onRowDoubleClick={page.openRow}
        renderers={page.renderers}
        toolbarButtons={
          <>
            <Button
              type="primary"
              icon={<CheckOutlined />}
              disabled={acceptable.length === 0}
              loading={page.busy === 'accept'}
              onClick={() =>
                page.bulk('accept', acceptable, () =>
                  orderConfirmationApi.accept({ LINES: acceptable.map(answered) }),
                )
              }
              data-testid="oc-accept"
            >
              {page.countLabel('accept', acceptable.length)}
            </Button>
            <Button
              icon={<EditOutlined />}
              disabled={!proposable}
              onClick={() => proposable && setDialog({ kind: 'propose', line: figuresOf(proposable) })}
              data-testid="oc-propose"
            >
              {page.label('propose')}
            </Button>
            <Button
              danger
              icon={<CloseCircleOutlined />}
              disabled={!refusable}
              onClick={() => refusable && setDialog({ kind: 'refuse', line: figuresOf(refusable) })}
              data-testid="oc-refuse"
            >
              {page.label('refuse')}
            </Button>
          </>
        }
      />
      <ScheduleDialog
        open={dialog?.kind === 'propose'}
        title={title}
        okText={page.label('propose')}
        line={dialog?.line ?? null}
        initial={dialog ? asOrdered(dialog.line) : []}
        onClose={close}
        onSubmit={(SCHEDULE, REASON) =>
          page.answer(
            'propose',
            () => orderConfirmationApi.propose({ ...answered(dialog!.line), SCHEDULE, REASON }),
            close,
          )
        }
      />
      <RefuseDialog
        open={dialog?.kind === 'refuse'}
        title={title}
        okText={page.label('refuse')}
        onClose={close}
        onSubmit={(REASON) =>
          page.answer(
            'refuse',
            () => orderConfirmationApi.refuse({ ...answered(dialog!.line), REASON }),
            close,
          )
        }
      />
      <OrderLineDrawer id={page.openId} onClose={() => page.setOpenId(null)} />
      <OrderDrawer lineId={page.orderOf} onClose={() => page.setOrderOf(null)} />
    </div>
  );
}

export default OrderConfirmationPage;
