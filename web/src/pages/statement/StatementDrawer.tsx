import {
  CheckCircleOutlined,
  CheckOutlined,
  CloseCircleOutlined,
  FileDoneOutlined,
  FileExcelOutlined,
  MinusCircleOutlined,
  PlusOutlined,
  PrinterOutlined,
  SendOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { canDo, type StatementDetail, statementState, statementTransitions } from '@srm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordDrawer } from '../../app/components/RecordDrawer.tsx';
import { downloadFile } from '../../platform/files.ts';
import { usePrint } from '../../platform/print/usePrint.ts';
import { DisputeThread } from '../dispute/DisputeThread.tsx';
import { ApproveGate, HandInInvoicesButton, StatementInvoices } from '../invoice/StatementInvoices.tsx';
import { LinesTable } from './LinesTable.tsx';
import { RejectionTrail } from './RejectionTrail.tsx';
import { AddLinesDialog, ApproveDialog, RejectDialog } from './StateDialogs.tsx';
import { StatementFacts } from './StatementFacts.tsx';
import { StatementStateTag } from './StatementStateTag.tsx';
import { drawerActions, type Side, type StatementAction, statementApi } from './statementApi.ts';
import { dangerous, useStatement } from './useStatement.ts';

const icons: Record<StatementAction, ReactNode> = {
  addLines: <PlusOutlined />,
  removeLines: <MinusCircleOutlined />,
  send: <SendOutlined />,
  void: <StopOutlined />,
  confirm: <CheckOutlined />,
  reject: <CloseCircleOutlined />,
  approve: <CheckCircleOutlined />,
  close: <FileDoneOutlined />,
};

/**
 * One statement (shared by the purchasing, vendor and finance screens): header, the lines with their amounts, the
 * server's totals and rounding rule, and the actions the side may take in its state. A step that cannot be undone
 * asks first and says what will happen; a refusal (409) shows the server's message and the statement is read
 * again.
 */
export function StatementDrawer({
  id,
  side,
  onClose,
}: {
  id: number | null;
  side: Side;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const statement = useStatement(id);
  const { query, s, picked, setPicked, act } = statement;
  const files = useStatementFiles();

  const editable = s ? canDo(statementTransitions, 'removeLines', s.STATE, side) : false;
  const actions = s
    ? drawerActions(s.STATE, side).map((a) => (
        <Button
          key={a}
          type={a === 'send' || a === 'confirm' || a === 'approve' ? 'primary' : 'default'}
          danger={dangerous.includes(a)}
          icon={icons[a]}
          disabled={a === 'removeLines' && picked.length === 0}
          onClick={() => act(a)}
          data-testid={`st-action-${a}`}
        >
          {a === 'removeLines' && picked.length > 0
            ? t('statement.actions.removeLinesCount', { count: picked.length })
            : t(`statement.actions.${a}`)}
        </Button>
      ))
    : [];

  return (
    <RecordDrawer
      open={id !== null}
      onClose={() => {
        setPicked([]);
        onClose();
      }}
      size="min(1400px, 96vw)"
      record={s}
      error={query.error}
      dialogs={s && <StepDialogs s={s} side={side} statement={statement} />}
      loadingTitle={t('statement.detail')}
      waitingClassName="st-loading"
      title={(s) => (
        <Space size={8}>
          <span data-testid="st-number" data-no={s.STATEMENT_NO}>
            {t('statement.detailTitle', { no: s.STATEMENT_NO })}
          </span>
          <span data-testid="st-state">
            <StatementStateTag state={s.STATE} />
          </span>
        </Space>
      )}
      extra={
        <Space wrap size={8}>
          {s && actions.map((a) => <ApproveGate key={a.key} statement={s} button={a} />)}
          {s && <HandInInvoicesButton statement={s} side={side} />}
          {s && <StatementFiles key="files" s={s} files={files} />}
        </Space>
      }
      data-testid="st-drawer"
    >
      {(s) => (
        <div className="st-detail">
          <StatementFacts s={s} />
          {editable && <p className="st-hint st-gap">{t('statement.removeHint')}</p>}
          <LinesTable
            lines={s.Lines}
            totals={s}
            testId="st-lines"
            empty={t('statement.noLines')}
            rowSelection={
              editable
                ? {
                    selectedRowKeys: picked.map(String),
                    onChange: (keys) => setPicked(keys.map(Number)),
                  }
                : undefined
            }
          />
          <div className="st-rounding" data-testid="st-rounding">
            {s.ROUNDING_RULE}
          </div>
          <StatementInvoices statement={s} />
          <RejectionTrail rejections={s.Rejections} />
          {s.STATE !== statementState.draft && (
            <DisputeThread
              kind="statement"
              id={s.ID}
              lines={s.Lines.map((l) => ({
                ID: l.ID,
                SEQ: l.SEQ,
                label:
                  l.LINE_KIND === 'expense'
                    ? (l.BILL_NO ?? '')
                    : `${l.DELIVERY_NO}/${l.LINE_NO} ${l.PART_NO}`,
              }))}
            />
          )}
        </div>
      )}
    </RecordDrawer>
  );
}

/** The steps that ask for more than a yes: lines to add (buyer), a reason to reject (vendor), approval (finance). */
function StepDialogs({
  s,
  side,
  statement: { dialog, setDialog, done },
}: {
  s: StatementDetail;
  side: Side;
  statement: ReturnType<typeof useStatement>;
}) {
  return (
    <>
      {side === 'buyer' && (
        <AddLinesDialog
          open={dialog === 'addLines'}
          statement={s}
          onClose={() => setDialog(null)}
          onDone={(r) => done(r, 'addLines')}
        />
      )}
      {side === 'vendor' && (
        <RejectDialog
          open={dialog === 'reject'}
          statement={s}
          onClose={() => setDialog(null)}
          onDone={(r) => done(r, 'reject')}
        />
      )}
      {side === 'finance' && (
        <ApproveDialog
          open={dialog === 'approve'}
          statement={s}
          onClose={() => setDialog(null)}
          onDone={(r) => done(r, 'approve')}
        />
      )}
    </>
  );
}

/** Print (the statement template's PDF) and the xlsx export, kept by the drawer while statements come and go. */
function useStatementFiles() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const { print, printing } = usePrint();
  const [exporting, setExporting] = useState(false);
  const exportXlsx = async (statement: StatementDetail) => {
    setExporting(true);
    try {
      const result = await statementApi.exportXlsx(statement.ID);
      void client.invalidateQueries({ queryKey: ['shell', 'exportFileList'] });
      await downloadFile(result.FileUrl, result.FileName);
      void message.success(t('statement.msg.exported', { file: result.FileName, count: result.ROWS }));
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e), 8);
    } finally {
      setExporting(false);
    }
  };
  return { print, printing, exporting, exportXlsx };
}

function StatementFiles({
  s,
  files: { print, printing, exporting, exportXlsx },
}: {
  s: StatementDetail;
  files: ReturnType<typeof useStatementFiles>;
}) {
  const { t } = useTranslation();
  return (
    <Space.Compact>
      <Button
        icon={<PrinterOutlined />}
        loading={printing}
        onClick={() => void print(() => statementApi.print(s.ID), s.STATEMENT_NO)}
        data-testid="st-print"
      >
        {t('statement.actions.print')}
      </Button>
      <Button
        icon={<FileExcelOutlined />}
        loading={exporting}
        onClick={() => void exportXlsx(s)}
        data-testid="st-export"
      >
        {t('statement.actions.exportXlsx')}
      </Button>
    </Space.Compact>
  );
}
