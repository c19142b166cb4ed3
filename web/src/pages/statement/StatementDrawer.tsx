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
import {
  canDo,
  formatMoney,
  type StatementDetail,
  statementState,
  statementTransitions,
} from '@srm/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Drawer, Result, Space, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptions } from '../../platform/captions.ts';
import { downloadFile } from '../../platform/files.ts';
import { cellText } from '../../platform/list-table/print.ts';
import { usePrint } from '../../platform/print/usePrint.ts';
import { DisputeThread } from '../dispute/DisputeThread.tsx';
import { LinesTable } from './LinesTable.tsx';
import { RejectionTrail } from './RejectionTrail.tsx';
import { AddLinesDialog, ApproveDialog, RejectDialog } from './StateDialogs.tsx';
import { StatementStateTag } from './StatementStateTag.tsx';
import {
  drawerActions,
  type Side,
  type StatementAction,
  statementApi,
  statementQueryKey,
} from './statementApi.ts';

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
const dangerous: StatementAction[] = ['void', 'reject', 'removeLines'];

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
  const { field } = useCaptions('statement');
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<null | 'addLines' | 'reject' | 'approve'>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const { print, printing } = usePrint();
  const [exporting, setExporting] = useState(false);
  const query = useQuery({
    queryKey: statementQueryKey(id ?? 0),
    queryFn: ({ signal }) => statementApi.get(id ?? 0, signal),
    enabled: id !== null,
  });
  const s = query.data;

  const done = (result: StatementDetail, action: StatementAction) => {
    client.setQueryData(statementQueryKey(result.ID), result);
    void client.invalidateQueries({ queryKey: ['list'] });
    void client.invalidateQueries({ queryKey: ['statement', 'eligible'] });
    void message.success(t(`statement.msg.${action}Done`, { no: result.STATEMENT_NO }));
    setDialog(null);
    setPicked([]);
  };
  const run = async (action: StatementAction, call: () => Promise<StatementDetail>) => {
    try {
      done(await call(), action);
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e), 8);
      void query.refetch();
      void client.invalidateQueries({ queryKey: ['list'] });
    }
  };
  const ask = (action: StatementAction, call: () => Promise<StatementDetail>, values: object = {}) =>
    s &&
    modal.confirm({
      title: t(`statement.ask.${action}Title`, { no: s.STATEMENT_NO }),
      content: t(`statement.ask.${action}`, {
        no: s.STATEMENT_NO,
        vendor: `${s.VENDOR_CODE} ${s.VENDOR_NAME}`,
        count: s.LINE_COUNT,
        total: `${formatMoney(s.TOTAL_WITH_TAX)} ${s.CURRENCY}`,
        ...values,
      }),
      okText: t(`statement.actions.${action}`),
      okButtonProps: { danger: dangerous.includes(action), 'data-testid': 'st-ask-ok' },
      cancelText: t('common.cancel'),
      onOk: () => run(action, call),
    });

  const act = (action: StatementAction) => {
    if (!s) return;
    if (action === 'addLines' || action === 'reject' || action === 'approve') setDialog(action);
    else if (action === 'removeLines')
      ask('removeLines', () => statementApi.removeLines(s.ID, picked), { count: picked.length });
    else ask(action, () => statementApi[action](s.ID));
  };

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
  const files = s && (
    <Space.Compact key="files">
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

  const time = (who: string | null, at: unknown) => (at ? `${who ?? ''} ${cellText(at)}`.trim() : '');
  const rejectedLines = s?.Lines.filter((l) => l.LINE_STATE === 'rejected').length ?? 0;
  return (
    <Drawer
      open={id !== null}
      onClose={() => {
        setPicked([]);
        onClose();
      }}
      size="min(1400px, 96vw)"
      title={
        s ? (
          <Space size={8}>
            <span data-testid="st-number" data-no={s.STATEMENT_NO}>
              {t('statement.detailTitle', { no: s.STATEMENT_NO })}
            </span>
            <span data-testid="st-state">
              <StatementStateTag state={s.STATE} />
            </span>
          </Space>
        ) : (
          t('statement.detail')
        )
      }
      extra={
        <Space wrap size={8}>
          {actions}
          {files}
        </Space>
      }
      data-testid="st-drawer"
    >
      {!s ? (
        query.isError ? (
          <Result status="warning" title={query.error.message} />
        ) : (
          <Spin className="st-loading" />
        )
      ) : (
        <div className="st-detail">
          {s.STATE === statementState.rejected && (s.REJECT_REASON || rejectedLines > 0) && (
            <Alert
              type="error"
              showIcon
              className="st-gap"
              data-testid="st-rejected-alert"
              title={t('statement.rejectedBy', { who: s.REJECTED_BY ?? '', count: rejectedLines })}
              description={s.REJECT_REASON ?? undefined}
            />
          )}
          {s.OVERRIDE_REASON && (
            <Alert
              type="warning"
              showIcon
              className="st-gap"
              data-testid="st-override-alert"
              title={t('statement.approvedOutside', { who: s.APPROVED_BY ?? '' })}
              description={s.OVERRIDE_REASON}
            />
          )}
          <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 4 }} className="st-descriptions">
            <Descriptions.Item label={field('VENDOR_NAME')} span={2}>
              {s.VENDOR_CODE} {s.VENDOR_NAME}
            </Descriptions.Item>
            <Descriptions.Item label={field('CURRENCY')}>{s.CURRENCY}</Descriptions.Item>
            <Descriptions.Item label={field('PERIOD')}>{s.PERIOD}</Descriptions.Item>
            <Descriptions.Item label={field('TOTAL_AMOUNT')}>
              <span className="st-num">{formatMoney(s.TOTAL_AMOUNT)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={field('TOTAL_TAX')}>
              <span className="st-num">{formatMoney(s.TOTAL_TAX)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={field('TOTAL_WITH_TAX')} span={2}>
              <strong className="st-num st-big" data-testid="st-header-with-tax">
                {formatMoney(s.TOTAL_WITH_TAX)} {s.CURRENCY}
              </strong>
            </Descriptions.Item>
            <Descriptions.Item label={field('CREATED_BY')}>
              {time(s.CREATED_BY, s.CREATETIME)}
            </Descriptions.Item>
            <Descriptions.Item label={t('statement.sent')}>{time(s.SENT_BY, s.SENT_AT)}</Descriptions.Item>
            <Descriptions.Item label={field('CONFIRMED_AT')}>
              {time(s.CONFIRMED_BY, s.CONFIRMED_AT)}
            </Descriptions.Item>
            <Descriptions.Item label={t('statement.approved')}>
              {time(s.APPROVED_BY, s.APPROVED_AT)}
            </Descriptions.Item>
            {s.INVOICE_NO && (
              <>
                <Descriptions.Item label={field('INVOICE_NO')}>{s.INVOICE_NO}</Descriptions.Item>
                <Descriptions.Item label={field('INVOICE_DATE')}>{s.INVOICE_DATE}</Descriptions.Item>
                <Descriptions.Item label={field('INVOICE_AMOUNT')}>
                  <span className="st-num">{formatMoney(s.INVOICE_AMOUNT)}</span>
                </Descriptions.Item>
                <Descriptions.Item label={field('INVOICE_TAX')}>
                  <span className="st-num">{formatMoney(s.INVOICE_TAX)}</span>
                </Descriptions.Item>
              </>
            )}
            {s.CLOSED_AT && (
              <Descriptions.Item label={t('statement.closed')}>
                {time(s.CLOSED_BY, s.CLOSED_AT)}
              </Descriptions.Item>
            )}
            {s.VOIDED_AT && (
              <Descriptions.Item label={t('statement.voided')}>
                {time(s.VOIDED_BY, s.VOIDED_AT)}
              </Descriptions.Item>
            )}
          </Descriptions>
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
      {s && side === 'buyer' && (
        <AddLinesDialog
          open={dialog === 'addLines'}
          statement={s}
          onClose={() => setDialog(null)}
          onDone={(r) => done(r, 'addLines')}
        />
      )}
      {s && side === 'vendor' && (
        <RejectDialog
          open={dialog === 'reject'}
          statement={s}
          onClose={() => setDialog(null)}
          onDone={(r) => done(r, 'reject')}
        />
      )}
      {s && side === 'finance' && (
        <ApproveDialog
          open={dialog === 'approve'}
          statement={s}
          onClose={() => setDialog(null)}
          onDone={(r) => done(r, 'approve')}
        />
      )}
    </Drawer>
  );
}
