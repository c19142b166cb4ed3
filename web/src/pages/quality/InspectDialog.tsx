import { type AttachmentInfo, type InspectionSaved, ncrDueDays } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Descriptions, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentField } from '../../app/components/Attachments.tsx';
import { DateInput } from '../../app/components/DateInput.tsx';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { useCaptions } from '../../platform/captions.ts';
import { currentLanguage } from '../../platform/i18n.ts';
import { formatQty, parseQty, qtyToString, quantityPattern } from '../../platform/quantity.ts';
import { defectOptionsKey, qualityApi, type ReceivedLine } from './qualityApi.ts';

/** The kinds of file an inspection keeps (the server's `inspection` attachment owner). */
export const inspectionFileTypes = ['jpeg', 'png', 'pdf'] as const;

type Values = {
  REJECTED_QTY: string;
  ACCEPTED_QTY: string;
  DEFECT_CODE?: string | null;
  REMARK?: string;
  Attachments: AttachmentInfo[];
  RAISE_NCR: boolean;
  NCR_DESCRIPTION?: string;
  NCR_DUE_DATE?: string;
};

/** Today as the browser knows it, and the NCR's default due date (the server's rule: today + `ncrDueDays`). */
const today = () => dayjs().format('YYYY-MM-DD');
export const defaultNcrDue = () => dayjs().add(ncrDueDays, 'day').format('YYYY-MM-DD');

/** A quantity as typed, scaled (null: not a quantity). */
const typed = (v: unknown) => {
  const s = String(v ?? '').trim();
  return quantityPattern.test(s) ? parseQty(s) : null;
};

/**
 * The inspection form of `line`: the rejected and accepted quantities kept adding up to the received one, the NCR
 * box following the rejected quantity until the user ticks it, a recount's earlier photos.
 */
function useInspectForm(line: ReceivedLine) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  /** Once the user ticks or unticks the NCR box, the rejected quantity no longer decides it. */
  const ncrTouched = useRef(false);
  const received = parseQty(line.RECEIVED_QTY) ?? 0n;

  // A recount keeps the earlier inspection's photos: they are read and put into the field (the save keeps what it
  // sends), unless the user has changed the photos meanwhile.
  const photosTouched = useRef(false);
  const earlierPhotos = useQuery({
    queryKey: ['inspection-photos', line.ID],
    queryFn: ({ signal }) => qualityApi.inspectionPhotos(line.ID, signal),
    enabled: Boolean(line.INSPECTED),
    staleTime: 0,
  });
  useEffect(() => {
    if (earlierPhotos.data && !photosTouched.current)
      form.setFieldValue('Attachments', earlierPhotos.data as AttachmentInfo[]);
  }, [earlierPhotos.data, form]);

  const firstRejected = line.INSPECTED && typed(line.REJECTED_QTY) !== null ? line.REJECTED_QTY : '0';
  const rejectedAtFirst = typed(firstRejected) ?? 0n;
  const initial: Values = {
    REJECTED_QTY: qtyToString(rejectedAtFirst),
    ACCEPTED_QTY: qtyToString(received - rejectedAtFirst),
    DEFECT_CODE: rejectedAtFirst > 0n && line.DEFECT_CODE ? line.DEFECT_CODE : undefined,
    REMARK: line.INSPECTED ? line.REMARK : '',
    Attachments: [],
    // A recount of a line that already has its NCR does not raise another unless asked.
    RAISE_NCR: rejectedAtFirst > 0n && !line.NCR_NO,
    NCR_DESCRIPTION: '',
    NCR_DUE_DATE: defaultNcrDue(),
  };

  /** The NCR switch follows the rejected quantity until the user sets it; nothing rejected, no NCR. */
  const raiseFor = (rejected: bigint) => {
    if (!ncrTouched.current) form.setFieldValue('RAISE_NCR', rejected > 0n && !line.NCR_NO);
    if (rejected === 0n) form.setFieldValue('RAISE_NCR', false);
  };
  /** The other quantity follows the typed one: they add up to the received. */
  const rejectedTyped = (r: bigint | null) => {
    if (r !== null && r <= received) form.setFieldValue('ACCEPTED_QTY', qtyToString(received - r));
    if (r !== null) raiseFor(r);
  };
  const acceptedTyped = (a: bigint | null) => {
    if (a === null || a > received) return;
    form.setFieldValue('REJECTED_QTY', qtyToString(received - a));
    raiseFor(received - a);
  };

  const onValuesChange = (changed: Partial<Values>) => {
    if ('Attachments' in changed) photosTouched.current = true;
    if ('REJECTED_QTY' in changed) {
      rejectedTyped(typed(changed.REJECTED_QTY));
      void form.validateFields(['ACCEPTED_QTY', 'DEFECT_CODE']).catch(() => undefined);
    }
    if ('ACCEPTED_QTY' in changed) {
      acceptedTyped(typed(changed.ACCEPTED_QTY));
      void form.validateFields(['REJECTED_QTY', 'DEFECT_CODE']).catch(() => undefined);
    }
    if ('RAISE_NCR' in changed) ncrTouched.current = true;
  };

  const quantityRule = (which: 'REJECTED_QTY' | 'ACCEPTED_QTY') => ({
    validator: (_: unknown, v: unknown) => {
      const q = typed(v);
      if (String(v ?? '').trim() === '') return Promise.reject(new Error(t('quality.inspect.qtyRequired')));
      if (q === null) return Promise.reject(new Error(t('quality.inspect.qtyFormat')));
      if (q > received)
        return Promise.reject(
          new Error(t('quality.inspect.qtyOver', { received: formatQty(qtyToString(received)) })),
        );
      const other = typed(form.getFieldValue(which === 'REJECTED_QTY' ? 'ACCEPTED_QTY' : 'REJECTED_QTY'));
      if (which === 'ACCEPTED_QTY' && other !== null && q + other !== received)
        return Promise.reject(new Error(t('quality.inspect.qtySum', { received: qtyToString(received) })));
      return Promise.resolve();
    },
  });

  return { form, initial, onValuesChange, quantityRule };
}

/**
 * Inspects one received line (quality staff, issue #33): the received quantity is shown, the rejected quantity
 * (0 at first) and the accepted one are kept adding up to it as either is typed; a rejection needs a defect code of
 * the catalogue and may send the vendor a nonconformance report (on by default) with a description and a due date.
 * Photos are uploaded at once and kept by the save. The server's refusal (a 400, a 409 when a statement bills the
 * line) shows in the dialog, which stays open. Mounted per opening.
 */
export function InspectDialog({
  line,
  onClose,
  onSaved,
}: {
  line: ReceivedLine;
  onClose: () => void;
  onSaved: (saved: InspectionSaved) => void;
}) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const { form, initial, onValuesChange, quantityRule } = useInspectForm(line);
  const { error, busy, submit } = useSubmit();
  const [uploading, setUploading] = useState(false);
  const rejectedText = Form.useWatch('REJECTED_QTY', form) ?? initial.REJECTED_QTY;
  const raise = Form.useWatch('RAISE_NCR', form) ?? initial.RAISE_NCR;
  const rejected = typed(rejectedText);
  const rejecting = rejected !== null && rejected > 0n;

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const r = typed(v.REJECTED_QTY) ?? 0n;
    const sending = r > 0n && v.RAISE_NCR;
    await submit(async () =>
      onSaved(
        await qualityApi.inspect({
          DELIVERY_LINE_ID: line.ID,
          ACCEPTED_QTY: qtyToString(typed(v.ACCEPTED_QTY) ?? 0n),
          REJECTED_QTY: qtyToString(r),
          DEFECT_CODE: r > 0n ? (v.DEFECT_CODE ?? null) : null,
          REMARK: v.REMARK?.trim() || null,
          ATTACHMENT_IDS: (v.Attachments ?? []).map((a) => a.ID),
          RAISE_NCR: sending,
          NCR_DESCRIPTION: sending ? v.NCR_DESCRIPTION?.trim() || null : null,
          NCR_DUE_DATE: sending ? (v.NCR_DUE_DATE ?? null) : null,
        }),
      ),
    );
  };

  return (
    <DraggableModal
      open
      width={620}
      title={t(line.INSPECTED ? 'quality.inspect.titleAgain' : 'quality.inspect.title', {
        no: line.DELIVERY_NO,
        line: line.LINE_NO,
      })}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('quality.inspect.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, disabled: uploading, 'data-testid': 'qi-save' }}
      destroyOnHidden
    >
      <div data-testid="qi-dialog">
        <LineFacts line={line} />
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={initial}
          onValuesChange={onValuesChange}
          preserve={false}
          requiredMark
          className="q-form"
        >
          <div className="q-grid">
            <Form.Item
              name="REJECTED_QTY"
              label={field('REJECTED_QTY')}
              required
              rules={[quantityRule('REJECTED_QTY')]}
            >
              <Input inputMode="decimal" className="q-num-input" data-testid="qi-rejected" data-autofocus />
            </Form.Item>
            <Form.Item
              name="ACCEPTED_QTY"
              label={field('ACCEPTED_QTY')}
              required
              dependencies={['REJECTED_QTY']}
              rules={[quantityRule('ACCEPTED_QTY')]}
            >
              <Input inputMode="decimal" className="q-num-input" data-testid="qi-accepted" />
            </Form.Item>
          </div>
          <DefectField rejecting={rejecting} />
          <Form.Item name="REMARK" label={field('REMARK')} rules={[{ max: 500 }]}>
            <Input.TextArea rows={2} {...lengthLimit(500)} data-testid="qi-remark" />
          </Form.Item>
          <Form.Item
            name="Attachments"
            label={field('PHOTOS')}
            // The extensions in capitals: the common hint's lower-case ones read as English words in Chinese.
            extra={`${t('quality.inspect.photosHint')}${line.INSPECTED ? t('quality.inspect.photosRecount') : ''}`}
          >
            <AttachmentField
              kind="inspection"
              types={inspectionFileTypes}
              onUploading={setUploading}
              testId="qi-photos"
            />
          </Form.Item>
          <NcrFields line={line} rejecting={rejecting} raise={raise} />
        </Form>
        <Refusal error={error} testId="qi-error" />
      </div>
    </DraggableModal>
  );
}

/** The line as received: part, delivered and received quantity. */
function LineFacts({ line }: { line: ReceivedLine }) {
  const { field } = useCaptions();
  return (
    <Descriptions size="small" bordered column={3} layout="vertical" className="q-facts">
      <Descriptions.Item label={field('PART_NO')}>
        {line.PART_NO} {line.PART_NAME !== line.PART_NO ? line.PART_NAME : ''}
      </Descriptions.Item>
      <Descriptions.Item label={field('DELIVERY_QTY')}>
        <span className="q-num">{formatQty(line.DELIVERY_QTY)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={field('RECEIVED_QTY')}>
        <strong className="q-num" data-testid="qi-received">
          {formatQty(line.RECEIVED_QTY)}
        </strong>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The defect code of the catalogue, required while some quantity is rejected. */
function DefectField({ rejecting }: { rejecting: boolean }) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const lang = currentLanguage();
  const options = useQuery({
    queryKey: defectOptionsKey,
    queryFn: ({ signal }) => qualityApi.defectOptions(signal),
  });
  const defectLabel = (o: { CODE: string; NAME: string; NAME_EN: string }) =>
    `${o.CODE} ${lang === 'en' ? o.NAME_EN || o.NAME : o.NAME}`;
  return (
    <Form.Item
      name="DEFECT_CODE"
      label={field('DEFECT_CODE')}
      required={rejecting}
      dependencies={['REJECTED_QTY']}
      rules={[
        {
          validator: (_, v) =>
            rejecting && !v
              ? Promise.reject(new Error(t('quality.inspect.defectRequired')))
              : Promise.resolve(),
        },
      ]}
    >
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        disabled={!rejecting}
        loading={options.isLoading}
        placeholder={rejecting ? t('quality.inspect.defectPlaceholder') : t('quality.inspect.noDefect')}
        options={(options.data ?? []).map((o) => ({ value: o.CODE, label: defectLabel(o) }))}
        data-testid="qi-defect"
      />
    </Form.Item>
  );
}

/** Whether a rejection raises an NCR, with its description and due date when it does. */
function NcrFields({ line, rejecting, raise }: { line: ReceivedLine; rejecting: boolean; raise: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="q-ncr">
      <Form.Item name="RAISE_NCR" valuePropName="checked" className="q-ncr-check">
        <Checkbox disabled={!rejecting} data-testid="qi-raise-ncr">
          {t('quality.inspect.raiseNcr')}
        </Checkbox>
      </Form.Item>
      {line.NCR_NO && (
        <p className="q-hint" data-testid="qi-existing-ncr">
          {t('quality.inspect.existingNcr', { no: line.NCR_NO })}
        </p>
      )}
      {rejecting && raise && (
        <div className="q-ncr-grid">
          <Form.Item
            name="NCR_DESCRIPTION"
            label={t('quality.inspect.ncrDescription')}
            extra={t('quality.inspect.ncrDescriptionHint')}
            rules={[{ max: 2000 }]}
          >
            <Input.TextArea rows={2} {...lengthLimit(2000)} data-testid="qi-ncr-description" />
          </Form.Item>
          <Form.Item
            name="NCR_DUE_DATE"
            label={t('quality.inspect.ncrDue')}
            extra={t('quality.inspect.ncrDueHint', { days: ncrDueDays })}
            rules={[
              { required: true, message: t('quality.inspect.ncrDueRequired') },
              {
                validator: (_, v) =>
                  v && String(v) < today()
                    ? Promise.reject(new Error(t('quality.inspect.ncrDuePast')))
                    : Promise.resolve(),
              },
            ]}
          >
            <DateInput className="q-date" data-testid="qi-ncr-due" />
          </Form.Item>
        </div>
      )}
    </div>
  );
}
