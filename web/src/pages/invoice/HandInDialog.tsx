import { AuditOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { formatMoney, type InvoiceDetail, type InvoiceMatch, invoiceStands } from '@srm/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, type FormInstance, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { bodyOf, emptyInvoice, type HandInValues, updatesFor, valuesOfInvoice } from './handIn.ts';
import { InvoiceFields } from './InvoiceFields.tsx';
import { type InvoiceBody, invoiceApi, matchOfRefusal, statementInvoicesKey } from './invoiceApi.ts';
import { MatchResult } from './MatchResult.tsx';
import './invoice.css';

/** The statement the invoices are handed in on: its currency (fixed) and the tax rates it bills. */
export type HandInStatement = {
  ID: number;
  STATEMENT_NO: string;
  CURRENCY: string;
  rates: readonly string[];
  TOTAL_AMOUNT?: string;
  TOTAL_TAX?: string;
  TOTAL_WITH_TAX?: string;
};

/** New invoices on a confirmed statement, or a rejected one corrected. */
export type HandInMode = { kind: 'submit' } | { kind: 'resubmit'; invoice: InvoiceDetail };

/** At most this many invoices a submission (the contract's). */
const maxInvoices = 20;
const reasonMax = 512;

const keyOf = (invoices: InvoiceBody[]) => JSON.stringify(invoices);

/**
 * Check and submit: the check is the server's match (nothing written); submitting outside tolerance needs the
 * vendor's reason, and a refusal that carries the match (409) shows it.
 */
function useHandIn(
  form: FormInstance<HandInValues>,
  statement: HandInStatement,
  mode: HandInMode,
  onDone: (count: number) => void,
) {
  const [match, setMatch] = useState<{ result: InvoiceMatch; key: string } | null>(null);
  const [doing, setDoing] = useState<'check' | 'submit' | null>(null);
  /** Asked for the reason this many times (the reason field checks itself and comes into view each time). */
  const [askReason, setAskReason] = useState(0);
  const { error, busy, submit, reset } = useSubmit();

  /** The invoices as the API takes them, once their fields are valid (the reason is not one of them). */
  const read = async () => {
    const ok = await form
      .validateFields([['Invoices']], { recursive: true })
      .then(() => true)
      .catch(() => false);
    if (!ok) return null;
    const values: HandInValues['Invoices'] = form.getFieldValue('Invoices') ?? [];
    const invoices = values.map((v) => bodyOf(v, statement.CURRENCY));
    return { invoices, key: keyOf(invoices) };
  };
  const runMatch = async (invoices: InvoiceBody[], key: string) => {
    const result = await invoiceApi.match({ STATEMENT_ID: statement.ID, Invoices: invoices });
    setMatch({ result, key });
    return result;
  };
  const check = () => {
    setDoing('check');
    setAskReason(0);
    return submit(async () => {
      const got = await read();
      if (got) await runMatch(got.invoices, got.key);
    }).finally(() => setDoing(null));
  };
  const send = async (invoices: InvoiceBody[], REASON: string | undefined) => {
    const reason = REASON ? { REASON } : {};
    if (mode.kind === 'resubmit') {
      await invoiceApi.resubmit({ ...invoices[0]!, ID: mode.invoice.ID, ...reason });
      return 1;
    }
    return (await invoiceApi.submit({ STATEMENT_ID: statement.ID, Invoices: invoices, ...reason })).Invoices
      .length;
  };
  const handIn = () => {
    setDoing('submit');
    return submit(async () => {
      const r = await read();
      if (!r) return;
      // The last check holds while the invoices stay as they were checked; else they are checked now.
      const m = match?.key === r.key ? match.result : await runMatch(r.invoices, r.key);
      const reason = String(form.getFieldValue('REASON') ?? '').trim();
      if (!m.WITHIN && (!reason || reason.length > reasonMax)) {
        setAskReason((n) => n + 1);
        return;
      }
      try {
        onDone(await send(r.invoices, m.WITHIN ? undefined : reason));
      } catch (e) {
        const refused = matchOfRefusal(e);
        if (refused) setMatch({ result: refused, key: r.key });
        throw e;
      }
    }).finally(() => setDoing(null));
  };
  const clear = () => {
    setMatch(null);
    setAskReason(0);
    reset();
  };
  return { match, error, busy, doing, askReason, check, handIn, clear };
}

/** The statement's figures and what was handed in on it already (those invoices count in the match too). */
function StatementLine({ statement, replacing }: { statement: HandInStatement; replacing: number | null }) {
  const { t } = useTranslation();
  const standing = useQuery({
    queryKey: statementInvoicesKey(statement.ID),
    queryFn: ({ signal }) => invoiceApi.ofStatement(statement.ID, signal),
  });
  const others = (standing.data ?? []).filter((i) => invoiceStands(i.STATE) && i.ID !== replacing);
  return (
    <div className="inv-hint inv-gap" data-testid="inv-handin-statement">
      {statement.TOTAL_WITH_TAX !== undefined && (
        <p className="inv-line">
          {t('invoice.handIn.statementFigures', {
            no: statement.STATEMENT_NO,
            amount: formatMoney(statement.TOTAL_AMOUNT),
            tax: formatMoney(statement.TOTAL_TAX),
            total: formatMoney(statement.TOTAL_WITH_TAX),
            currency: statement.CURRENCY,
          })}
        </p>
      )}
      {others.length > 0 && (
        <p className="inv-line">
          {t('invoice.handIn.standing', {
            count: others.length,
            numbers: others.map((i) => i.INVOICE_NO).join(', '),
          })}
        </p>
      )}
    </div>
  );
}

/**
 * Outside tolerance: why the vendor hands the invoices in anyway (they reach finance flagged). Each time submitting
 * stopped for want of it (`ask`), the field says so and comes into view — also when it has just appeared.
 */
function ReasonField({ ask, recording }: { ask: number; recording: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<HandInValues>();
  useEffect(() => {
    if (ask === 0) return;
    form.validateFields(['REASON']).catch(() => undefined);
    form.scrollToField('REASON', { block: 'center' });
  }, [ask, form]);
  return (
    <>
      <Alert
        type="warning"
        showIcon
        className="inv-gap"
        title={t('invoice.handIn.flaggedTitle')}
        description={t(recording ? 'invoice.handIn.recordFlagged' : 'invoice.handIn.flagged')}
        data-testid="inv-flag-warning"
      />
      <Form.Item
        name="REASON"
        label={t(recording ? 'invoice.handIn.recordReason' : 'invoice.handIn.reason')}
        rules={[
          { required: true, whitespace: true, message: t('invoice.handIn.reasonRequired') },
          { max: reasonMax },
        ]}
      >
        <Input.TextArea rows={3} {...lengthLimit(reasonMax, true)} data-testid="inv-reason" />
      </Form.Item>
    </>
  );
}

/** The invoices of the hand-in, one card each, and "add another" (not when correcting one). */
function InvoiceCards({
  statement,
  resubmit,
  onUploading,
}: {
  statement: HandInStatement;
  resubmit: InvoiceDetail | null;
  onUploading: (key: number, busy: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Form.List name="Invoices">
      {(fields, { add, remove }) => (
        <>
          {fields.map(({ key, name }) => (
            <InvoiceFields
              key={key}
              index={name}
              currency={statement.CURRENCY}
              rates={statement.rates}
              keptFile={Boolean(resubmit?.ATTACHMENT_ID)}
              onRemove={fields.length > 1 ? () => remove(name) : undefined}
              // Answered with the same state when nothing changed: the field reports after every render.
              onUploading={(busy) => onUploading(key, busy)}
            />
          ))}
          {!resubmit && (
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= maxInvoices}
              onClick={() => add(emptyInvoice(statement.rates))}
              data-testid="inv-add"
            >
              {t('invoice.handIn.add')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}

/**
 * The hand-in (issue #47): one or more invoices or credit notes on a statement the vendor confirmed — or a rejected
 * invoice corrected — each with its rates (the tax pre-computed, editable) and its PDF; checked against the statement
 * by the server before it is submitted. `recording`: finance records the invoices of a vendor that does not use the
 * portal (the same dialog, its words finance's).
 */
export function HandInDialog({
  open,
  statement,
  mode,
  recording = false,
  onClose,
}: {
  open: boolean;
  statement: HandInStatement;
  mode: HandInMode;
  recording?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<HandInValues>();
  const [uploading, setUploading] = useState<Record<number, boolean>>({});
  const resubmit = mode.kind === 'resubmit' ? mode.invoice : null;
  const done = (count: number) => {
    void client.invalidateQueries({ queryKey: ['invoice'] });
    void client.invalidateQueries({ queryKey: ['list'] });
    void client.invalidateQueries({ queryKey: ['statement', statement.ID] });
    void message.success(
      resubmit
        ? t('invoice.msg.resubmitDone', { no: resubmit.INVOICE_NO })
        : t(recording ? 'invoice.msg.recordDone' : 'invoice.msg.submitDone', {
            count,
            no: statement.STATEMENT_NO,
          }),
    );
    onClose();
  };
  const hand = useHandIn(form, statement, mode, done);
  const invoices = Form.useWatch('Invoices', form);
  const current = keyOf((invoices ?? []).map((v) => bodyOf(v, statement.CURRENCY)));
  const { clear } = hand;

  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form only when the dialog opens
  useEffect(() => {
    if (!open) return;
    clear();
    setUploading({});
    form.resetFields();
    form.setFieldsValue({
      Invoices: [resubmit ? valuesOfInvoice(resubmit) : emptyInvoice(statement.rates)],
      REASON: '',
    });
  }, [open]);

  const count = invoices?.length ?? 1;
  const outside = hand.match !== null && !hand.match.result.WITHIN;
  return (
    <DraggableModal
      open={open}
      title={
        resubmit
          ? t('invoice.handIn.resubmitTitle', { no: resubmit.INVOICE_NO })
          : t(recording ? 'invoice.handIn.recordTitle' : 'invoice.handIn.title', {
              no: statement.STATEMENT_NO,
            })
      }
      width="min(1080px, 96vw)"
      onCancel={onClose}
      forceRender
      // Above the statement's or the invoice's drawer it is opened from.
      zIndex={1100}
      className="inv-handin-modal"
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="check"
          icon={<AuditOutlined />}
          loading={hand.doing === 'check'}
          disabled={hand.busy}
          onClick={() => void hand.check()}
          data-testid="inv-check"
        >
          {t('invoice.handIn.check')}
        </Button>,
        <Button
          key="submit"
          type="primary"
          icon={<SendOutlined />}
          loading={hand.doing === 'submit'}
          disabled={hand.busy || Object.values(uploading).some(Boolean)}
          onClick={() => void hand.handIn()}
          data-testid="inv-submit"
        >
          {resubmit ? t('invoice.handIn.resubmit') : t('invoice.handIn.submit', { count })}
        </Button>,
      ]}
    >
      <div data-testid="inv-handin">
        {resubmit?.REJECT_REASON && (
          <Alert
            type="error"
            showIcon
            className="inv-gap"
            title={t('invoice.rejectedBecause')}
            description={resubmit.REJECT_REASON}
          />
        )}
        <StatementLine statement={statement} replacing={resubmit?.ID ?? null} />
        <Form
          form={form}
          // Field ids of their own: a statement's hand-in and an invoice's correction may both be in the page.
          name={resubmit ? 'invResubmit' : 'invHandIn'}
          layout="vertical"
          className="inv-form"
          requiredMark
          onValuesChange={(changed, all) => {
            for (const [path, value] of updatesFor(changed, all)) form.setFieldValue(path, value);
          }}
        >
          <InvoiceCards
            statement={statement}
            resubmit={resubmit}
            onUploading={(key, busy) => setUploading((u) => (u[key] === busy ? u : { ...u, [key]: busy }))}
          />
          {hand.match && <MatchResult match={hand.match.result} stale={hand.match.key !== current} />}
          {outside && <ReasonField ask={hand.askReason} recording={recording} />}
        </Form>
        <Refusal error={hand.error} testId="inv-handin-error" />
      </div>
    </DraggableModal>
  );
}
