import { CheckSquareOutlined, PrinterOutlined, ScanOutlined } from '@ant-design/icons';
import type { InnerLabel, OuterBoxAction, OuterBoxState } from '@srm/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Drawer, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '../../app/components/Table.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { formatDecimal } from '../../platform/list-table/index.ts';
import { cellText } from '../../platform/list-table/print.ts';
import { usePrint } from '../../platform/print/usePrint.ts';
import { type BoxDetail, boxMay, type LabelSource, labelApi } from './labelApi.ts';
import { labelTableColumns } from './labelColumns.tsx';

const boxStateColor: Record<OuterBoxState, string> = { open: 'blue', voided: 'red' };

type Props = {
  id: number | null;
  onClose: () => void;
  /** The list behind shows counts: reload it after a change. */
  onChanged: () => void;
  onVerify: (outerNo: string) => void;
};

/**
 * An outer box with its labels: unpack some or all (all voids the box), print it, verify it by scanning, as far as
 * its state allows (the contract's `outerBoxTransitions`).
 */
export function BoxDrawer({ id, onClose, onChanged, onVerify }: Props) {
  const { t } = useTranslation();
  const { field } = useCaptions('label');
  const { print, printing } = usePrint();
  const { query, chosen, setChosen, busy, unpack } = useBoxUnpack(id, onChanged, onClose);
  const box = query.data;
  const source = box?.SOURCE ?? 'note';
  const may = (action: OuterBoxAction) => boxMay(action, box?.STATE);

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={Math.min(960, window.innerWidth)}
      title={
        box ? (
          <span>
            {t('label.drawer.title')} <span className="label-mono">{box.OUTER_NO}</span>
          </span>
        ) : (
          t('label.drawer.title')
        )
      }
      extra={
        box && (
          <Space wrap>
            <Button
              icon={<PrinterOutlined />}
              disabled={!may('print')}
              loading={printing}
              onClick={() => void print(() => labelApi.outerPrint([box.ID]), `box-${box.OUTER_NO}`)}
            >
              {t('label.actions.print')}
            </Button>
            <Button icon={<ScanOutlined />} disabled={!may('verify')} onClick={() => onVerify(box.OUTER_NO)}>
              {t('label.actions.verify')}
            </Button>
          </Space>
        )
      }
      data-testid="label-box-drawer"
    >
      {query.isError && <Alert type="error" showIcon title={query.error.message} />}
      {box && (
        <>
          <BoxFacts box={box} source={source} />
          <Space className="label-drawer-actions" style={{ margin: '12px 0' }} wrap>
            <Button
              disabled={!may('unpack') || chosen.length === 0}
              loading={busy}
              onClick={() => void unpack(chosen)}
              data-testid="label-unpack-selected"
            >
              {t('label.actions.unpackSelected', { count: chosen.length })}
            </Button>
            <Button
              danger
              disabled={!may('void') || box.LABEL_COUNT === 0}
              loading={busy}
              onClick={() => void unpack()}
              data-testid="label-unpack-all"
            >
              {t('label.actions.unpackAll')}
            </Button>
          </Space>
          <Table<InnerLabel>
            size="small"
            rowKey="ID"
            dataSource={box.Labels}
            columns={labelTableColumns(field, source)}
            pagination={false}
            scroll={{ x: 780 }}
            rowSelection={
              may('unpack')
                ? { selectedRowKeys: chosen, onChange: (k) => setChosen(k.map(Number)) }
                : undefined
            }
          />
        </>
      )}
    </Drawer>
  );
}

/** The box `id`, the labels ticked in it, and unpacking them (or all, which voids the box) after asking. */
function useBoxUnpack(id: number | null, onChanged: () => void, onClose: () => void) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  // A new box (or owner) starts with nothing ticked.
  const [shown, setShown] = useState(id);
  if (shown !== id) {
    setShown(id);
    setChosen([]);
  }
  const query = useQuery({
    queryKey: ['label', 'outer', id],
    queryFn: ({ signal }) => labelApi.outerGet(id ?? 0, signal),
    enabled: id !== null,
  });
  const box = query.data;

  const unpack = async (labelIds?: number[]) => {
    if (!box) return;
    const all = labelIds === undefined;
    const ok = await modal.confirm({
      title: t('label.confirm.unpackTitle'),
      content: all
        ? t('label.confirm.unpackAll', { box: box.OUTER_NO, count: box.LABEL_COUNT })
        : t('label.confirm.unpackSome', { box: box.OUTER_NO, count: labelIds.length }),
      okText: t('label.actions.unpack'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
    });
    if (!ok) return;
    setBusy(true);
    try {
      await labelApi.unpack(box.ID, labelIds);
      void message.success(t('label.msg.unpacked', { count: labelIds?.length ?? box.LABEL_COUNT }));
      setChosen([]);
      onChanged();
      if (all) onClose();
      else await client.invalidateQueries({ queryKey: ['label', 'outer', id] });
    } catch {
      // shown by the shell's toast
    } finally {
      setBusy(false);
    }
  };

  return { query, chosen, setChosen, busy, unpack };
}

/** The box's barcode text, state, origin (a note, or a manual batch), vendor, contents, prints and verification. */
function BoxFacts({ box, source }: { box: BoxDetail; source: LabelSource }) {
  const { t } = useTranslation();
  const { field } = useCaptions('label');
  return (
    <Descriptions
      size="small"
      bordered
      column={2}
      items={[
        {
          key: 'GS1',
          label: field('GS1_TEXT'),
          span: 2,
          children: <span className="label-mono">{box.GS1_TEXT}</span>,
        },
        {
          key: 'STATE',
          label: field('STATE'),
          children: <Tag color={boxStateColor[box.STATE]}>{t(`label.states.${box.STATE}`)}</Tag>,
        },
        source === 'note'
          ? { key: 'DELIVERY_NO', label: field('DELIVERY_NO'), children: box.DELIVERY_NO ?? '' }
          : { key: 'BATCH_NO', label: field('BATCH_NO'), children: box.BATCH_NO ?? '' },
        {
          key: 'VENDOR',
          label: field('VENDOR_NAME'),
          children: `${box.VENDOR_CODE} ${box.VENDOR_NAME}`,
        },
        { key: 'LABEL_COUNT', label: field('LABEL_COUNT'), children: box.LABEL_COUNT },
        { key: 'TOTAL_QTY', label: field('TOTAL_QTY'), children: formatDecimal(box.TOTAL_QTY) },
        { key: 'PRINT_COUNT', label: field('PRINT_COUNT'), children: box.PRINT_COUNT },
        {
          key: 'VERIFIED_AT',
          label: field('VERIFIED_AT'),
          children: box.VERIFIED_AT ? (
            <Tag color="green" icon={<CheckSquareOutlined />}>
              {cellText(box.VERIFIED_AT)}
            </Tag>
          ) : (
            t('label.cells.notVerified')
          ),
        },
      ]}
    />
  );
}
