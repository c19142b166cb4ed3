import { EyeOutlined, PlusOutlined, SlidersOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../app/components/LinkButton.tsx';
import {
  type ListField,
  type ListHandle,
  type ListRenderers,
  type ListRow,
  pastedListSearch,
  ScreenList,
} from '../../platform/list-table/index.ts';
import { NewStatementDialog } from './NewStatementDialog.tsx';
import { StatementDrawer } from './StatementDrawer.tsx';
import { StatementStateTag } from './StatementStateTag.tsx';
import { type Side, type StatementListCode, statementLists } from './statementApi.ts';
import { ToleranceDialog } from './ToleranceDialog.tsx';
import './statement.css';

const columnSearch = pastedListSearch<ListField<StatementListCode>>('STATEMENT_NO');

/**
 * A statement header list (ReconBillMstManage, /Vendor, /Finance): the server's declaration, the statement number
 * (or a double-click) opening the shared detail drawer with the side's actions; purchasing also builds new ones.
 */
export function StatementsPage({ side }: { side: Side }) {
  const { t } = useTranslation();
  const table = useRef<ListHandle<StatementListCode>>(null);
  const [selected, setSelected] = useState<ListRow<StatementListCode>[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [tolerances, setTolerances] = useState(false);
  const renderers = useMemo<ListRenderers<StatementListCode>>(
    () => ({
      STATE: (value, _row, _i, text) => <StatementStateTag state={value} text={text} />,
      STATEMENT_NO: (value, row) => (
        <LinkButton className="st-link" onClick={() => setOpenId(row.ID)} data-testid="st-open">
          {value}
        </LinkButton>
      ),
    }),
    [],
  );
  const one = selected.length === 1 ? selected[0]!.ID : null;
  return (
    <div className="st-page" data-side={side}>
      <ScreenList
        ref={table}
        list={statementLists[side]}
        rowKey="ID"
        rowSelection="page"
        onSelectionChange={setSelected}
        onRowDoubleClick={(row) => setOpenId(row.ID)}
        renderers={renderers}
        columnSearch={columnSearch}
        toolbarButtons={
          <>
            {side === 'buyer' && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setCreating(true)}
                data-testid="st-new"
              >
                {t('statement.actions.new')}
              </Button>
            )}
            <Button
              icon={<EyeOutlined />}
              disabled={one === null}
              onClick={() => setOpenId(one)}
              data-testid="st-view"
            >
              {t('statement.actions.view')}
            </Button>
            {side === 'finance' && (
              <Button
                icon={<SlidersOutlined />}
                onClick={() => setTolerances(true)}
                data-testid="st-tolerances"
              >
                {t('statement.actions.tolerances')}
              </Button>
            )}
          </>
        }
      />
      <StatementDrawer id={openId} side={side} onClose={() => setOpenId(null)} />
      {side === 'finance' && <ToleranceDialog open={tolerances} onClose={() => setTolerances(false)} />}
      {side === 'buyer' && (
        <NewStatementDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(s) => {
            setCreating(false);
            table.current?.reload();
            setOpenId(s.ID);
          }}
        />
      )}
    </div>
  );
}

export const ReconBillMstManagePage = () => <StatementsPage side="buyer" />;
export const ReconBillMstManageVendorPage = () => <StatementsPage side="vendor" />;
export const ReconBillMstManageFinancePage = () => <StatementsPage side="finance" />;
