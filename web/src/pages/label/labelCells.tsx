import { CheckCircleOutlined, InboxOutlined, PrinterOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { CellRenderer } from '../../platform/list-table/index.ts';

/**
 * Cell looks of the label lists. The texts are the list's own (the renderer's `text`, from the server's OPTIONS)
 * where it has them, so a tag prints and exports what it shows.
 */
const stateColor: Record<string, string> = { active: 'green', open: 'blue', voided: 'red' };

export function labelCells(t: TFunction): Record<string, CellRenderer> {
  return {
    STATE: (value, _row, _i, text) => (
      <Tag color={stateColor[String(value)] ?? 'default'} data-state={String(value)}>
        {text}
      </Tag>
    ),
    PRINT_COUNT: (value) =>
      Number(value) > 0 ? (
        <Tag
          icon={<PrinterOutlined />}
          color="blue"
          title={t('label.cells.printedTimes', { count: Number(value) })}
        >
          {String(value)}
        </Tag>
      ) : (
        <span className="lt-muted">{t('label.cells.notPrinted')}</span>
      ),
    OUTER_NO: (value) =>
      value ? (
        <Tag icon={<InboxOutlined />} color="purple" className="label-mono">
          {String(value)}
        </Tag>
      ) : (
        <span className="lt-muted">{t('label.cells.notPacked')}</span>
      ),
    VERIFIED_AT: (value, _row, _i, text) =>
      value ? (
        <Tag icon={<CheckCircleOutlined />} color="green">
          {text}
        </Tag>
      ) : (
        <span className="lt-muted">{t('label.cells.notVerified')}</span>
      ),
  };
}
