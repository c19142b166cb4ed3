import { DatePicker } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './components.module.css';

/**
 * antd's RangePicker without its silent reordering (#36 item 8). With antd's `order` on, a range typed or picked
 * end first is swapped, so the dates change without a word. Here a range whose end is before its start is refused
 * where it was typed: the picker turns red, the message under it says why, and `onChange` is not called (what was
 * there stays). Every date range of the app is this one.
 */
export function DateRangePicker({ onChange, status, ...props }: RangePickerProps) {
  const { t } = useTranslation();
  const [reversed, setReversed] = useState(false);
  // Dates alone compare by day; with a time, by the minute shown.
  const unit = props.showTime ? 'minute' : 'day';
  return (
    <>
      <DatePicker.RangePicker
        {...props}
        order={false}
        status={reversed ? 'error' : status}
        onChange={(dates, texts) => {
          if (dates?.[0] && dates[1]?.isBefore(dates[0], unit)) {
            setReversed(true);
            return;
          }
          setReversed(false);
          onChange?.(dates, texts);
        }}
      />
      {reversed && (
        <div className={styles.rangeReversed} role="alert" data-testid="date-range-reversed">
          {t('common.dateRangeReversed')}
        </div>
      )}
    </>
  );
}
