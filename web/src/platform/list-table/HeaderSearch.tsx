import { CloseCircleFilled, FilterOutlined } from '@ant-design/icons';
import { Button, DatePicker, Input, InputNumber, Popover, Select, theme } from 'antd';
import dayjs from 'dayjs';
import { type KeyboardEvent, memo, type ReactNode, type SyntheticEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../app/components/DateRangePicker.tsx';
import { formatDateRange, joinLines, parseDateRange, splitLines } from './logic.ts';
import type { ColumnSearch } from './types.ts';

/** Clicks and keys inside the search must not sort the column or reach the table. */
const stop = (e: SyntheticEvent) => e.stopPropagation();
const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab from a date-range search move to the control after (before) it. antd's range picker locks the
 * focus on its start date while that is empty (rc-picker's useFocusLock sends a focus on the end date back), so Tab
 * would never leave it: a keyboard trap (#15 item 9). Enter still goes from the start date to the end date.
 */
const leaveOnTab = (e: KeyboardEvent<HTMLElement>) => {
  if (e.key !== 'Tab') return;
  const box = e.currentTarget;
  const all = [...document.querySelectorAll<HTMLElement>(tabbable)].filter(
    (el) => !box.contains(el) && el.checkVisibility(),
  );
  const after = all.filter((el) => box.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  const before = all.filter((el) => box.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING);
  const next = e.shiftKey ? before.at(-1) : after[0];
  if (!next) return;
  e.preventDefault();
  e.stopPropagation();
  next.focus();
};

type Props = {
  field: string;
  /** The column's caption in the user's language: the search is named by it ("搜索 订单号"), not by the field. */
  caption: string;
  search: ColumnSearch;
  value: string;
  onSearch: (field: string, value: string) => void;
};

/**
 * Column header inline search (spec §2.4 item 7). Text and number search on Enter (or when cleared); the
 * dropdown, dates and range on change; the multi-line list when its popover is confirmed. The value sent is
 * the spec §5 format of each type.
 */
export const HeaderSearch = memo(function HeaderSearch({ field, caption, search, value, onSearch }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = (next: string) => {
    setDraft(next);
    if (next !== value) onSearch(field, next);
  };
  const common = { size: 'small' as const, 'aria-label': `${t('list-table.search.placeholder')} ${caption}` };
  let input: ReactNode;
  switch (search.type) {
    case 2:
      input = (
        <Select
          {...common}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('list-table.search.select')}
          value={value || undefined}
          options={search.options ?? []}
          onChange={(v) => commit(v === undefined || v === null ? '' : String(v))}
          popupMatchSelectWidth={false}
          style={{ width: '100%' }}
        />
      );
      break;
    case 3:
      input = (
        <InputNumber
          {...common}
          value={draft === '' ? null : Number(draft)}
          onChange={(v) => setDraft(v === null || v === undefined ? '' : String(v))}
          onPressEnter={() => commit(draft)}
          onBlur={() => commit(draft)}
          style={{ width: '100%' }}
        />
      );
      break;
    case 4:
      input = (
        <DatePicker
          {...common}
          value={value ? dayjs(value, 'YYYY-MM-DD') : null}
          format="YYYY-MM-DD"
          onChange={(d) => commit(d ? d.format('YYYY-MM-DD') : '')}
          style={{ width: '100%' }}
        />
      );
      break;
    case 5: {
      const range = value ? parseDateRange(value) : null;
      input = (
        <DateRangePicker
          {...common}
          value={range ? [dayjs(range[0]), dayjs(range[1])] : null}
          format="YYYY-MM-DD"
          placeholder={[t('list-table.search.start'), t('list-table.search.end')]}
          onChange={(d) => commit(d?.[0] && d[1] ? formatDateRange(d[0].toDate(), d[1].toDate()) : '')}
          style={{ width: '100%' }}
        />
      );
      break;
    }
    case 6:
      input = <LinesSearch caption={caption} value={value} onCommit={commit} />;
      break;
    default:
      input = (
        <Input
          {...common}
          // The clear button is named (axe: a control needs a name), as a person hears it.
          allowClear={{
            clearIcon: (
              <CloseCircleFilled role="img" aria-label={`${t('list-table.search.clear')} ${caption}`} />
            ),
          }}
          placeholder={t('list-table.search.placeholder')}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            // Clearing with the × searches at once; typing waits for Enter.
            if (e.target.value === '' && value !== '') commit('');
          }}
          onPressEnter={() => commit(draft.trim())}
          style={{ width: '100%' }}
        />
      );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the header's sort click
    <div
      className="lt-header-search"
      data-field={field}
      onClick={stop}
      onKeyDown={stop}
      onMouseDown={stop}
      // Tab leaves a date range as it leaves every other search (a range still empty or half-chosen searches
      // nothing).
      onKeyDownCapture={search.type === 5 ? leaveOnTab : undefined}
    >
      {input}
    </div>
  );
});

/** Type 6: a box showing the joined values; a popover with one value per line, confirmed with OK. */
function LinesSearch({
  caption,
  value,
  onCommit,
}: {
  caption: string;
  value: string;
  onCommit: (v: string) => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(splitLines(value));
  useEffect(() => setText(splitLines(value)), [value]);
  const content = (
    <div style={{ width: 220 }}>
      <Input.TextArea
        aria-label={`${t('list-table.search.lines')} ${caption}`}
        autoSize={{ minRows: 5, maxRows: 12 }}
        placeholder={t('list-table.search.lines')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 8 }}>
        <Button
          size="small"
          onClick={() => {
            setText('');
            onCommit('');
            setOpen(false);
          }}
        >
          {t('list-table.search.clear')}
        </Button>
        <Button
          size="small"
          type="primary"
          onClick={() => {
            onCommit(joinLines(text));
            setOpen(false);
          }}
        >
          {t('list-table.ok')}
        </Button>
      </div>
    </div>
  );
  return (
    <Popover content={content} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft">
      <Input
        size="small"
        readOnly
        aria-label={`${t('list-table.search.placeholder')} ${caption}`}
        placeholder={t('list-table.search.lines')}
        value={value}
        style={{ width: '100%' }}
        suffix={<FilterOutlined style={{ color: value ? token.colorPrimary : token.colorTextQuaternary }} />}
      />
    </Popover>
  );
}
