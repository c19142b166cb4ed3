import { formatDecimal } from '@srm/contract';
import { Descriptions, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { lengthLimit } from '../../app/components/lengthLimit.ts';

import type { ForecastCellData } from './forecastApi.ts';
import { type Draft, isShort } from './forecastFigures.ts';

const quantityPattern = /^\d{1,14}(\.\d{1,4})?$/;

type Props = {
  editing: { part: string; cell: ForecastCellData } | null;
  draft: Draft | undefined;
  onClose: () => void;
  onSave: (draft: Draft) => void;
};

/**
 * One bucket's commitment: the quantity the vendor can deliver and, below demand in the firm or trade-off zone, why
 * (the buyer reads it on Forecast commitments). Saved on the page; the toolbar's commit sends every change at once.
 */
export function CommitCellDialog({ editing, draft, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const [qty, setQty] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!editing) return;
    const c = editing.cell;
    setQty(draft ? (draft.qty ?? c.QTY) : (c.COMMITTED ?? c.QTY));
    setReason(draft ? draft.reason : (c.REASON ?? ''));
    setTouched(false);
  }, [editing, draft]);
  if (!editing) return null;
  const cell = editing.cell;
  const valid = quantityPattern.test(qty.trim());
  const short = valid && isShort(cell.QTY, qty.trim(), cell.ZONE);
  const problem = !valid
    ? t('forecast.edit.badQty')
    : short && !reason.trim()
      ? t('forecast.edit.reasonNeeded', { zone: t(`forecast.zone.${cell.ZONE}`) })
      : reason.trim().length > 512
        ? t('forecast.edit.reasonLong')
        : null;
  const save = () => {
    setTouched(true);
    if (problem) return;
    const value = qty.trim();
    onSave({
      part: editing.part,
      period: cell.PERIOD,
      qty: value === cell.QTY ? null : value,
      reason: short ? reason.trim() : '',
    });
  };
  return (
    <DraggableModal
      open
      title={t('forecast.edit.title', { part: editing.part, period: cell.PERIOD })}
      onCancel={onClose}
      onOk={save}
      okText={t('forecast.edit.keep')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'fc-edit-save' }}
      destroyOnHidden
    >
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('forecast.edit.zone')}>
          {t(`forecast.zone.${cell.ZONE}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('forecast.edit.demand')}>{formatDecimal(cell.QTY, 0)}</Descriptions.Item>
        <Descriptions.Item label={t('forecast.edit.previous')}>
          {cell.PREVIOUS === null ? '—' : formatDecimal(cell.PREVIOUS, 0)}
        </Descriptions.Item>
      </Descriptions>
      <div className="fc-field">
        <label htmlFor="fc-edit-qty">{t('forecast.edit.qty')}</label>
        <Input
          id="fc-edit-qty"
          value={qty}
          onChange={(e) => setQty(e.target.value)}
          inputMode="decimal"
          data-testid="fc-edit-qty"
          data-autofocus
          status={touched && !valid ? 'error' : undefined}
        />
      </div>
      {short ? (
        <div className="fc-field">
          <label htmlFor="fc-edit-reason">{t('forecast.edit.reason')}</label>
          <Input.TextArea
            id="fc-edit-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            {...lengthLimit(512, true)}
            autoSize={{ minRows: 2, maxRows: 5 }}
            data-testid="fc-edit-reason"
            status={touched && !reason.trim() ? 'error' : undefined}
          />
        </div>
      ) : null}
      {touched && problem ? (
        <Typography.Text type="danger" role="alert" data-testid="fc-edit-problem">
          {problem}
        </Typography.Text>
      ) : null}
    </DraggableModal>
  );
}
