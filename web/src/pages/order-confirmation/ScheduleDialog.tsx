import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type ScheduleLine, type ScheduleProblem, scheduleProblems } from '@srm/contract';
import { Button, Input } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../app/components/DateInput.tsx';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { lengthLimit, tooLong } from '../../app/components/lengthLimit.ts';
import type { LineFigures } from './orderConfirmationApi.ts';

/** The longest reason the server takes (contract `scheduleBody`, `refuseBody`). */
export const reasonMax = 512;
/** The most schedule lines a promise holds (contract `schedule`). */
const maxLines = 20;
const quantityText = /^\d{1,14}(\.\d{1,4})?$/;
const dateText = /^\d{4}-\d{2}-\d{2}$/;

type EditLine = { key: number; DATE: string; QTY: string };
/** What the dialog finds wrong before the contract's rules can be asked: a missing date, a quantity not a number. */
type FormProblem = { kind: 'dateMissing'; row: number } | { kind: 'qtyFormat'; row: number };

/** The organisation's day as the browser knows it (the server checks again on its own clock). */
export const today = () => dayjs().format('YYYY-MM-DD');

const sumText = (lines: readonly EditLine[]) => {
  const total = lines.reduce((s, l) => s + (quantityText.test(l.QTY.trim()) ? Number(l.QTY) : 0), 0);
  return String(Number(total.toFixed(4)));
};

/** A problem in the user's words. */
function Problem({ p }: { p: ScheduleProblem | FormProblem }) {
  const { t } = useTranslation();
  return (
    <div className="oc-problem" role="alert" data-testid="oc-problem" data-kind={p.kind}>
      {p.kind === 'dateMissing' || p.kind === 'qtyFormat'
        ? t(`order-confirmation.problems.${p.kind}`)
        : p.kind === 'overOrdered'
          ? t('order-confirmation.problems.overOrdered', { total: p.total, max: p.max })
          : t(`order-confirmation.problems.${p.kind}`, { date: p.date })}
    </div>
  );
}

const shown = (p: ScheduleProblem | FormProblem, i: number) => <Problem key={i} p={p} />;

/**
 * What keeps the schedule from being sent: the dialog's own checks first, then the contract's rules, each at the
 * line it is about (`problemsAt`) or, for a total over what may be delivered, under all of them (`over`).
 */
function useScheduleCheck(lines: EditLine[], line: LineFigures | null, reason: string) {
  const formProblems: FormProblem[] = lines.flatMap((l, row) => [
    ...(dateText.test(l.DATE) ? [] : [{ kind: 'dateMissing' as const, row }]),
    ...(quantityText.test(l.QTY.trim()) ? [] : [{ kind: 'qtyFormat' as const, row }]),
  ]);
  const schedule: ScheduleLine[] = lines.map((l) => ({ DATE: l.DATE, QTY: l.QTY.trim() }));
  const ruleProblems: ScheduleProblem[] =
    line && formProblems.length === 0
      ? scheduleProblems(schedule, {
          ordered: line.ORDERED_QTY,
          overPct: line.OVER_PCT ?? '0',
          today: today(),
        }).filter((p) => p.kind !== 'overOrdered' || line.OVER_PCT !== null)
      : [];
  const reasonTooLong = tooLong(reason.trim(), reasonMax);
  const blocked = formProblems.length > 0 || ruleProblems.length > 0 || reasonTooLong || lines.length === 0;
  const problemsAt = (row: number) => [
    ...formProblems.filter((p) => p.row === row),
    // A date given twice is said at its second line, the other date problems at every line holding the date.
    ...ruleProblems.filter(
      (p) =>
        p.kind !== 'overOrdered' &&
        p.date === lines[row]?.DATE &&
        (p.kind !== 'dateTwice' || lines.findIndex((l) => l.DATE === p.date) !== row),
    ),
  ];
  const over = ruleProblems.filter((p) => p.kind === 'overOrdered');
  return { schedule, reasonTooLong, blocked, problemsAt, over };
}

/** One (date, quantity) line of the schedule, its problems under it once a send was tried. */
function ScheduleRow({
  l,
  row,
  problems,
  tried,
  removable,
  onEdit,
  onRemove,
}: {
  l: EditLine;
  row: number;
  problems: (ScheduleProblem | FormProblem)[];
  tried: boolean;
  removable: boolean;
  onEdit: (patch: Partial<EditLine>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="oc-schedule-row" data-testid="oc-schedule-row">
      <div className="oc-schedule-fields">
        <DateInput
          value={l.DATE}
          aria-label={t('order-confirmation.schedule.dateOf', { n: row + 1 })}
          status={
            tried && problems.some((p) => p.kind !== 'qtyFormat' && p.kind !== 'zeroQty')
              ? 'error'
              : undefined
          }
          onChange={(date) => onEdit({ DATE: date })}
          data-testid="oc-date"
          data-autofocus={row === 0 ? true : undefined}
        />
        <Input
          inputMode="decimal"
          value={l.QTY}
          aria-label={t('order-confirmation.schedule.qtyOf', { n: row + 1 })}
          status={
            tried && problems.some((p) => p.kind === 'qtyFormat' || p.kind === 'zeroQty')
              ? 'error'
              : undefined
          }
          onChange={(e) => onEdit({ QTY: e.target.value })}
          className="oc-num-input"
          data-testid="oc-qty"
        />
        <Button
          icon={<DeleteOutlined />}
          disabled={!removable}
          aria-label={t('order-confirmation.schedule.remove', { n: row + 1 })}
          onClick={onRemove}
          data-testid="oc-remove-row"
        />
      </div>
      {tried && problems.map(shown)}
    </div>
  );
}

/** A new row of a split: a week after the last one, with what the schedule still lacks of the ordered quantity. */
function nextRow(ls: EditLine[], line: LineFigures | null): EditLine {
  return {
    key: Math.max(-1, ...ls.map((l) => l.key)) + 1,
    DATE: weekAfter(ls.at(-1)?.DATE ?? today()),
    QTY: line
      ? stillOpen(
          line.ORDERED_QTY,
          ls.map((l) => l.QTY),
        )
      : '',
  };
}

/** The line as ordered: quantity, due date and, where the order allows one, the over-delivery allowance. */
function LineHint({ line }: { line: LineFigures }) {
  const { t } = useTranslation();
  return (
    <p className="oc-hint" data-testid="oc-schedule-line">
      {line.OVER_PCT === null
        ? t('order-confirmation.schedule.ordered', { qty: line.ORDERED_QTY, due: line.DUE_DATE })
        : t('order-confirmation.schedule.line', {
            qty: line.ORDERED_QTY,
            due: line.DUE_DATE,
            pct: line.OVER_PCT,
          })}
    </p>
  );
}

/**
 * The schedule a vendor proposes (or a buyer counters) for one order line: one or more (date, quantity) lines,
 * several for a split, pre-filled by the caller (the line as ordered, or the other side's proposal). Before
 * anything is sent the contract's `scheduleProblems` checks it (a date in the past or given twice, a zero
 * quantity, a total over what may be delivered), each problem shown at its line; the server's refusal (a 409:
 * someone answered the line meanwhile) shows in the dialog. Enter sends, Esc closes.
 */
export function ScheduleDialog({
  open,
  title,
  okText,
  line,
  initial,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  okText: string;
  line: LineFigures | null;
  initial: ScheduleLine[];
  onClose: () => void;
  onSubmit: (schedule: ScheduleLine[], reason: string | undefined) => Promise<void>;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [lines, setLines] = useState<EditLine[]>([]);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const { error, busy, submit, reset } = useSubmit();
  // biome-ignore lint/correctness/useExhaustiveDependencies: start again each time the dialog opens
  useEffect(() => {
    if (!open) return;
    setLines(initial.map((l, i) => ({ key: i, DATE: l.DATE, QTY: l.QTY })));
    setReason('');
    setTried(false);
    reset();
  }, [open]);

  const { schedule, reasonTooLong, blocked, problemsAt, over } = useScheduleCheck(lines, line, reason);

  const ok = () => {
    setTried(true);
    if (blocked || busy) return;
    return submit(() => onSubmit(schedule, reason.trim() || undefined));
  };

  const edit = (key: number, patch: Partial<EditLine>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const add = () => setLines((ls) => [...ls, nextRow(ls, line)]);

  return (
    <DraggableModal
      open={open}
      title={title}
      width={560}
      onCancel={onClose}
      onOk={() => void ok()}
      okText={okText}
      okButtonProps={{ 'data-testid': 'oc-schedule-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <div data-testid="oc-schedule-dialog">
        {line && <LineHint line={line} />}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void ok();
          }}
          aria-label={title}
        >
          <fieldset className="oc-schedule">
            <legend className="oc-legend">{t('order-confirmation.schedule.title')}</legend>
            <div className="oc-schedule-head" aria-hidden>
              <span>{t('order-confirmation.schedule.date')}</span>
              <span>{t('order-confirmation.schedule.qty')}</span>
            </div>
            {lines.map((l, row) => (
              <ScheduleRow
                key={l.key}
                l={l}
                row={row}
                problems={problemsAt(row)}
                tried={tried}
                removable={lines.length !== 1}
                onEdit={(patch) => edit(l.key, patch)}
                onRemove={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
              />
            ))}
            <div className="oc-schedule-foot">
              <Button
                icon={<PlusOutlined />}
                disabled={lines.length >= maxLines}
                onClick={add}
                data-testid="oc-add-row"
              >
                {t('order-confirmation.schedule.add')}
              </Button>
              <span className="oc-total" data-testid="oc-total">
                {t('order-confirmation.schedule.total', {
                  total: sumText(lines),
                  ordered: line?.ORDERED_QTY ?? '',
                })}
              </span>
            </div>
            {tried && over.map(shown)}
          </fieldset>
          <label className="oc-label" htmlFor={`${ids}-reason`}>
            {t('order-confirmation.schedule.reason')}
          </label>
          <Input
            id={`${ids}-reason`}
            value={reason}
            {...lengthLimit(reasonMax)}
            status={reasonTooLong ? 'error' : undefined}
            onChange={(e) => setReason(e.target.value)}
            data-testid="oc-reason"
          />
          {/* Enter in any field sends. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </form>
        <Refusal error={error} testId="oc-dialog-error" />
      </div>
    </DraggableModal>
  );
}

/** Refuse a line (the vendor): the reason is required. Enter sends, Esc closes. */
export function RefuseDialog({
  open,
  title,
  okText,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  okText: string;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const { error, busy, submit, reset } = useSubmit();
  // biome-ignore lint/correctness/useExhaustiveDependencies: start again each time the dialog opens
  useEffect(() => {
    if (!open) return;
    setReason('');
    setTried(false);
    reset();
  }, [open]);
  const missing = !reason.trim();
  const over = tooLong(reason.trim(), reasonMax);
  const ok = () => {
    setTried(true);
    if (missing || over || busy) return;
    return submit(() => onSubmit(reason.trim()));
  };
  return (
    <DraggableModal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => void ok()}
      okText={okText}
      okButtonProps={{ danger: true, 'data-testid': 'oc-refuse-ok' }}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void ok();
        }}
        aria-label={title}
        data-testid="oc-refuse-dialog"
      >
        <label className="oc-label oc-required" htmlFor={`${ids}-reason`}>
          {t('order-confirmation.refuse.reason')}
        </label>
        <Input
          id={`${ids}-reason`}
          value={reason}
          {...lengthLimit(reasonMax)}
          status={(tried && missing) || over ? 'error' : undefined}
          aria-required
          aria-invalid={tried && missing}
          onChange={(e) => setReason(e.target.value)}
          data-testid="oc-refuse-reason"
          data-autofocus
        />
        {tried && missing && (
          <div className="oc-problem" role="alert" data-testid="oc-problem" data-kind="reasonMissing">
            {t('order-confirmation.refuse.reasonMissing')}
          </div>
        )}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
      <Refusal error={error} testId="oc-dialog-error" />
    </DraggableModal>
  );
}

/** The date seven days after `date` (YYYY-MM-DD), or `date` itself when it is not a date yet. */
function weekAfter(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7);
  return d.toISOString().slice(0, 10);
}

const scale = 10_000n;
const unitsOf = (q: string): bigint | null => {
  const m = /^(\d{1,14})(?:\.(\d{1,4}))?$/.exec(q.trim());
  return m ? BigInt(m[1]!) * scale + BigInt((m[2] ?? '').padEnd(4, '0')) : null;
};

/** What the schedule still lacks of the ordered quantity, exactly ('' when nothing or when a quantity is not a number). */
function stillOpen(ordered: string, quantities: string[]): string {
  const total = unitsOf(String(ordered));
  const given = quantities.map((q) => (q.trim() === '' ? 0n : unitsOf(q)));
  if (total === null || given.some((g) => g === null)) return '';
  const left = total - given.reduce<bigint>((a, b) => a + (b ?? 0n), 0n);
  if (left <= 0n) return '';
  const fraction = (left % scale).toString().padStart(4, '0').replace(/0+$/, '');
  return `${left / scale}${fraction ? `.${fraction}` : ''}`;
}
