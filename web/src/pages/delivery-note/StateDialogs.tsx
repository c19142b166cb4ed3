import type { DeliveryLine, DeliveryNoteDetail } from '@srm/contract';
import { Button, Form, Input, type TableColumnsType, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Consequences } from '../../app/components/ConfirmAction.tsx';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { formatQty, maxQty, parseQty, qty, qtyToString, quantityPattern } from '../../platform/quantity.ts';
import { consequencesOf } from './consequences.ts';

type Base = { open: boolean; note: DeliveryNoteDetail; onClose: () => void };

/** Ship (2 → 4, vendor): logistics company (ATTRIBUTE1) and tracking number (ATTRIBUTE2), both required. */
export function ShipDialog({
  open,
  note,
  onClose,
  onSubmit,
}: Base & { onSubmit: (company: string, tracking: string) => Promise<void> }) {
  const { t } = useTranslation();
  const { field: caption } = useCaptions('delivery-note');
  const [form] = Form.useForm<{ company: string; tracking: string }>();
  const { error, busy, submit, reset } = useSubmit();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) {
      reset();
      form.setFieldsValue({ company: note.ATTRIBUTE1 ?? '', tracking: note.ATTRIBUTE2 ?? '' });
    }
  }, [open]);
  const ok = async () => {
    // Missing fields are shown on the form itself.
    const values = await form.validateFields().catch(() => null);
    if (values) await submit(() => onSubmit(values.company.trim(), values.tracking.trim()));
  };
  return (
    <DraggableModal
      open={open}
      title={t('delivery-note.dialogs.ship', { no: note.DELIVERY_NO })}
      onCancel={onClose}
      onOk={() => void ok()}
      okText={t('delivery-note.actions.ship')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'dn-ship-ok' }}
      forceRender
    >
      <Consequences items={consequencesOf('ship', note.NOTE_KIND, t)} testId="dn-ship-consequences" />
      <Form form={form} layout="vertical">
        <Form.Item
          name="company"
          label={caption('ATTRIBUTE1')}
          rules={[
            { required: true, whitespace: true, message: t('delivery-note.msg.companyRequired') },
            { max: 64 },
          ]}
        >
          <Input data-autofocus {...lengthLimit(64)} data-testid="dn-ship-company" />
        </Form.Item>
        <Form.Item
          name="tracking"
          label={caption('ATTRIBUTE2')}
          rules={[
            { required: true, whitespace: true, message: t('delivery-note.msg.trackingRequired') },
            { max: 64 },
          ]}
        >
          <Input {...lengthLimit(64)} data-testid="dn-ship-tracking" onPressEnter={() => void ok()} />
        </Form.Item>
      </Form>
      <Refusal error={error} testId="dn-dialog-error" />
    </DraggableModal>
  );
}

/** Void (1 → 3 vendor or buyer, 2 → 3 buyer) with a reason. */
export function VoidDialog({
  open,
  note,
  onClose,
  onSubmit,
}: Base & { onSubmit: (reason: string) => Promise<void> }) {
  const { t } = useTranslation();
  const { field: caption } = useCaptions('delivery-note');
  const [form] = Form.useForm<{ reason: string }>();
  const { error, busy, submit, reset } = useSubmit();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) {
      reset();
      form.resetFields();
    }
  }, [open]);
  const ok = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) await submit(() => onSubmit(values.reason.trim()));
  };
  return (
    <DraggableModal
      open={open}
      title={t('delivery-note.dialogs.void', { no: note.DELIVERY_NO })}
      onCancel={onClose}
      onOk={() => void ok()}
      okText={t('delivery-note.actions.void')}
      okButtonProps={{ danger: true, 'data-testid': 'dn-void-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      forceRender
    >
      <Consequences items={consequencesOf('void', note.NOTE_KIND, t)} testId="dn-void-consequences" />
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={caption('VOID_REASON')}
          rules={[
            { required: true, whitespace: true, message: t('delivery-note.msg.reasonRequired') },
            { max: 256 },
          ]}
        >
          <Input.TextArea data-autofocus rows={3} {...lengthLimit(256, true)} data-testid="dn-void-reason" />
        </Form.Item>
      </Form>
      <Refusal error={error} testId="dn-dialog-error" />
    </DraggableModal>
  );
}

type ReceiveRow = DeliveryLine & { received: string };

/** Why a received quantity cannot be sent, or null. */
function receiveProblem(r: ReceiveRow, t: TFunction): string | null {
  const v = r.received.trim();
  if (!v) return t('delivery-note.cell.required');
  if (/^-\s*\d/.test(v)) return t('delivery-note.cell.receivedNegative');
  if (!quantityPattern.test(v)) return t('delivery-note.cell.format');
  const max = qty(r.DELIVERY_QTY) + qty(r.SPARE_QTY);
  if (qty(v) > max) return t('delivery-note.cell.receivedMax', { max: qtyToString(max) });
  return null;
}

/** A received quantity; Enter and ↓ go to the next line's, ↑ to the line above. Its problem is said under it. */
function ReceivedInput({
  row: r,
  index: i,
  problem: p,
  label,
  onChange,
}: {
  row: ReceiveRow;
  index: number;
  problem: string | null;
  label: string;
  onChange: (received: string) => void;
}) {
  return (
    <>
      <Input
        size="small"
        className="dn-input-num"
        inputMode="decimal"
        value={r.received}
        status={p ? 'error' : undefined}
        aria-invalid={p ? true : undefined}
        aria-describedby={p ? `dn-receive-problem-${i}` : undefined}
        aria-label={label}
        data-testid={`dn-receive-${i}`}
        onFocus={(e) => e.currentTarget.select()}
        onKeyDown={(e) => {
          const step = e.key === 'Enter' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
          const next = step
            ? e.currentTarget
                .closest('table')
                ?.querySelector<HTMLInputElement>(`[data-testid="dn-receive-${i + step}"]`)
            : null;
          if (next) {
            e.preventDefault();
            next.focus();
          }
        }}
        onChange={(e) => onChange(e.target.value)}
      />
      {p && (
        <div
          id={`dn-receive-problem-${i}`}
          className="dn-cell-error"
          role="alert"
          data-testid={`dn-receive-problem-${i}`}
        >
          {p}
        </div>
      )}
    </>
  );
}

/** Only a quantity the dialog accepts has a shortage (−1 is not a shortage of delivered + 1). */
function Shortage({ row: r, index: i, accepted }: { row: ReceiveRow; index: number; accepted: boolean }) {
  const v = accepted ? parseQty(r.received) : null;
  const short = v === null ? null : maxQty(0n, qty(r.DELIVERY_QTY) - v);
  return (
    <span
      className={short && short > 0n ? 'dn-num dn-shortage' : 'dn-num'}
      data-testid={`dn-receive-shortage-${i}`}
    >
      {short === null ? '' : formatQty(qtyToString(short))}
    </span>
  );
}

/** A held button says why (a disabled button gets no pointer events: the tooltip sits on its wrapper). */
function ReceiveOk({
  problems,
  busy,
  onOk,
}: {
  problems: { line: number; text: string }[];
  busy: boolean;
  onOk: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Tooltip
      title={
        problems.length > 0
          ? problems.map((p) => (
              <div key={p.line}>
                {t('delivery-note.dialogs.lineProblem', { line: p.line, problem: p.text })}
              </div>
            ))
          : undefined
      }
    >
      <span className="dn-held-why" data-testid="dn-receive-ok-why">
        <Button
          type="primary"
          loading={busy}
          disabled={problems.length > 0}
          onClick={onOk}
          data-testid="dn-receive-ok"
        >
          {t('delivery-note.actions.receive')}
        </Button>
      </span>
    </Tooltip>
  );
}

/**
 * Receive (4 → 5, buyer): the received quantity per line, defaulting to what was delivered; less is a shortage,
 * at most delivered + spares (the server's rule). A quantity it cannot send says why under the field and on the
 * held button (#36 item 6); a shortage shows only for a quantity it accepts.
 */
export function ReceiveDialog({
  open,
  note,
  onClose,
  onSubmit,
}: Base & { onSubmit: (lines: { ID: number; RECEIVED_QTY: string }[]) => Promise<void> }) {
  const { t } = useTranslation();
  const { field: caption } = useCaptions('delivery-note');
  const { error, busy, submit, reset } = useSubmit();
  const [rows, setRows] = useState<ReceiveRow[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) {
      reset();
      setRows(note.Lines.map((l) => ({ ...l, received: l.DELIVERY_QTY })));
    }
  }, [open]);
  const problem = (r: ReceiveRow) => receiveProblem(r, t);
  const problems = rows.flatMap((r) => {
    const p = problem(r);
    return p ? [{ line: r.LINE_NO, text: p }] : [];
  });
  const f = caption;
  const columns: TableColumnsType<ReceiveRow> = [
    { key: 'LINE_NO', title: '#', dataIndex: 'LINE_NO', width: 40, align: 'right' },
    { key: 'po', title: f('PO_NO_ITEM'), width: 130, render: (_, r) => `${r.PO_NO}/${r.PO_ITEM}` },
    {
      key: 'PART',
      title: f('PART_NO'),
      width: 160,
      ellipsis: true,
      render: (_, r) => `${r.PART_NO} ${r.PART_NAME}`,
    },
    {
      key: 'DELIVERY_QTY',
      title: f('DELIVERY_QTY'),
      width: 96,
      align: 'right',
      render: (_, r) => <span className="dn-num">{formatQty(r.DELIVERY_QTY)}</span>,
    },
    {
      key: 'received',
      title: f('RECEIVED_QTY'),
      width: 120,
      render: (_, r, i) => (
        <ReceivedInput
          row={r}
          index={i}
          problem={problem(r)}
          label={`${f('RECEIVED_QTY')} ${r.PO_NO}/${r.PO_ITEM}`}
          onChange={(received) => setRows((rs) => rs.map((x) => (x.ID === r.ID ? { ...x, received } : x)))}
        />
      ),
    },
    {
      key: 'shortage',
      title: f('SHORTAGE_QTY'),
      width: 90,
      align: 'right',
      render: (_, r, i) => <Shortage row={r} index={i} accepted={problem(r) === null} />,
    },
  ];
  const ok = () =>
    submit(() =>
      onSubmit(
        rows
          .filter((r) => qty(r.received) !== qty(r.DELIVERY_QTY))
          .map((r) => ({ ID: r.ID, RECEIVED_QTY: r.received.trim() })),
      ),
    );
  return (
    <DraggableModal
      open={open}
      title={t('delivery-note.dialogs.receive', { no: note.DELIVERY_NO })}
      width="min(820px, 94vw)"
      onCancel={onClose}
      footer={[
        <Button
          key="full"
          onClick={() => setRows((rs) => rs.map((r) => ({ ...r, received: r.DELIVERY_QTY })))}
        >
          {t('delivery-note.dialogs.allInFull')}
        </Button>,
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <ReceiveOk key="ok" problems={problems} busy={busy} onOk={() => void ok()} />,
      ]}
    >
      <Consequences items={consequencesOf('receive', note.NOTE_KIND, t)} testId="dn-receive-consequences" />
      <p className="dn-hint">{t('delivery-note.dialogs.receiveHint')}</p>
      <Table<ReceiveRow>
        size="small"
        bordered
        rowKey="ID"
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ y: 360 }}
      />
      <Refusal error={error} testId="dn-dialog-error" />
    </DraggableModal>
  );
}
