import {
  CheckOutlined,
  DeleteOutlined,
  EditOutlined,
  ExclamationCircleOutlined,
  EyeOutlined,
  PlusOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { type ExpenseBill, expenseBillDirections, expenseBillStates } from '@srm/contract';
import { App, Button, Space } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../app/components/LinkButton.tsx';
import {
  type ListField,
  type ListRenderers,
  type ListRow,
  pastedListSearch,
  ScreenList,
  useListSelection,
} from '../../platform/list-table/index.ts';
import { useSession } from '../../platform/session.ts';
import { BillDetail, BillStateTag } from './BillDetail.tsx';
import { BillEditor } from './BillEditor.tsx';
import { type BillAction, billActionsOf, billApi, canDoBill } from './billApi.ts';
import { type BillRef, useBillActions } from './useBillActions.tsx';
import './expense-bill.css';

const columnSearch = pastedListSearch<ListField<'ExpenseBill'>>('BILL_NO');

/**
 * What the actions need of a list row: its state and direction as the contract knows them (null: a value the
 * contract does not know, so no action applies), empty texts for empty columns.
 */
function billRefOf(row: ListRow<'ExpenseBill'>): BillRef | null {
  const state = expenseBillStates.find((s) => s === row.STATE);
  const direction = expenseBillDirections.find((d) => d === row.DIRECTION);
  if (!state || !direction) return null;
  return {
    ID: row.ID,
    BILL_NO: row.BILL_NO ?? '',
    STATE: state,
    VENDOR_CODE: row.VENDOR_CODE ?? '',
    VENDOR_NAME: row.VENDOR_NAME ?? '',
    AMOUNT_WITH_TAX: row.AMOUNT_WITH_TAX ?? '',
    CURRENCY: row.CURRENCY ?? '',
    DIRECTION: direction,
  };
}

const icons: Record<BillAction, ReactNode> = {
  edit: <EditOutlined />,
  send: <SendOutlined />,
  delete: <DeleteOutlined />,
  confirm: <CheckOutlined />,
  dispute: <ExclamationCircleOutlined />,
};

/**
 * Expense bills (PRODUCT §7, issue #13). Buyers write drafts (a drawer with the tax as the server computes it),
 * send them, edit or delete a draft or disputed one; the vendor confirms a sent bill or disputes it with a reason.
 * The list is the server's declaration; the bill number (or a double-click) opens the detail drawer.
 */
export default function ExpenseBillPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const isVendor = Boolean(useSession().userInfo?.VENDOR_CODE);
  const actor = isVendor ? 'vendor' : 'buyer';
  const { table, selected, clear, listProps } = useListSelection<'ExpenseBill'>();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ bill: ExpenseBill | null } | null>(null);
  const { run, dialogs } = useBillActions((action) => {
    if (action === 'delete') setDetailId(null);
    clear();
  });

  const act = async (action: BillAction, bill: BillRef) => {
    if (action !== 'edit') return run(action, bill);
    try {
      setEditing({ bill: await billApi.get(bill.ID) });
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e));
    }
  };
  const actions = billActionsOf(actor);
  const buttons = (bill: BillRef | null, where: 'toolbar' | 'detail') =>
    actions.map((action) => {
      const allowed = bill !== null && canDoBill(action, bill.STATE, actor);
      if (where === 'detail' && !allowed) return null;
      return (
        <Button
          key={action}
          icon={icons[action]}
          danger={action === 'delete' || action === 'dispute'}
          disabled={!allowed}
          onClick={() => bill && void act(action, bill)}
          data-testid={`eb-${where}-${action}`}
        >
          {t(`expense-bill.actions.${action}`)}
        </Button>
      );
    });

  const renderers = useMemo<ListRenderers<'ExpenseBill'>>(
    () => ({
      STATE: (value, _row, _i, text) => <BillStateTag state={value} text={text} />,
      BILL_NO: (value, row) => (
        <LinkButton className="eb-link" onClick={() => setDetailId(row.ID)} data-testid="eb-open">
          {value}
        </LinkButton>
      ),
    }),
    [],
  );

  const chosen = selected.length === 1 ? selected[0] : undefined;
  const one = chosen ? billRefOf(chosen) : null;
  return (
    <div className="eb-page">
      <ScreenList
        {...listProps}
        list="ExpenseBill"
        rowKey="ID"
        rowSelection="page"
        onRowDoubleClick={(row) => setDetailId(row.ID)}
        renderers={renderers}
        columnSearch={columnSearch}
        toolbarButtons={
          <>
            {!isVendor && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing({ bill: null })}
                data-testid="eb-new"
              >
                {t('expense-bill.actions.new')}
              </Button>
            )}
            <Button
              icon={<EyeOutlined />}
              disabled={!chosen}
              onClick={() => chosen && setDetailId(chosen.ID)}
              data-testid="eb-toolbar-detail"
            >
              {t('expense-bill.actions.detail')}
            </Button>
            {buttons(one, 'toolbar')}
          </>
        }
      />
      <BillDetail
        id={detailId}
        onClose={() => setDetailId(null)}
        actions={(bill) => <Space size={8}>{buttons(bill, 'detail')}</Space>}
      />
      {!isVendor && (
        <BillEditor
          open={editing !== null}
          bill={editing?.bill ?? null}
          onClose={() => setEditing(null)}
          onSaved={(bill) => {
            setEditing(null);
            table.current?.reload();
            void message.success(t('expense-bill.msg.saveDone', { no: bill.BILL_NO }));
            setDetailId(bill.ID);
          }}
        />
      )}
      {dialogs}
    </div>
  );
}
