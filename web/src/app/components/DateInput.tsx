import { DatePicker, type DatePickerProps, type GetRef } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';

/** How every date of the app is written, in both languages. */
export const dateFormat = 'YYYY-MM-DD';

type Props = Omit<
  DatePickerProps,
  'value' | 'onChange' | 'format' | 'picker' | 'showTime' | 'multiple' | 'defaultValue'
> & {
  /** The date as the API carries it (`YYYY-MM-DD`), or empty. */
  value?: string | null;
  onChange?: (value: string) => void;
};

/** The text when it is a whole, real date in `YYYY-MM-DD` (not 2026-02-30), else null. */
const wholeDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text).format(dateFormat) === text ? text : null;

/**
 * A date field holding the API's `YYYY-MM-DD` text (#45 item 10). The browser's own date input (type date) writes the
 * date in the browser's locale (11/30/2026, 2026/11/30) whatever the portal's language; this one writes it as the
 * rest of the app does. A date outside what is allowed is not greyed out here: the form's rule says why it is refused,
 * where antd would drop a typed date without a word.
 *
 * A date typed whole and left by a click elsewhere (the dialog's OK) is kept, as the browser's field kept it: antd
 * takes a typed date on Enter or Tab only and puts the old one back on such a click, so the OK sent the old date.
 */
export function DateInput({ value, onChange, onKeyDown, ...props }: Props) {
  const day = value ? dayjs(value) : null;
  const picker = useRef<GetRef<typeof DatePicker>>(null);
  const typed = useRef<string | null>(null);
  const commit = (text: string) => {
    typed.current = null;
    if (text !== (value ?? '')) onChange?.(text);
  };
  const commitTyped = useRef(commit);
  commitTyped.current = commit;
  useEffect(() => {
    const box = picker.current?.nativeElement;
    if (!box) return;
    const onInput = (e: Event) => {
      typed.current = wholeDate((e.target as HTMLInputElement).value);
    };
    const onLeave = () => {
      if (typed.current) commitTyped.current(typed.current);
    };
    box.addEventListener('input', onInput);
    box.addEventListener('focusout', onLeave);
    return () => {
      box.removeEventListener('input', onInput);
      box.removeEventListener('focusout', onLeave);
    };
  }, []);
  return (
    <DatePicker
      {...props}
      ref={picker}
      format={dateFormat}
      value={day?.isValid() ? day : null}
      onKeyDown={(e, preventDefault) => {
        // Escape puts the old date back on purpose.
        if (e.key === 'Escape') typed.current = null;
        onKeyDown?.(e, preventDefault);
      }}
      onChange={(d) => {
        const picked = Array.isArray(d) ? d[0] : d;
        commit(picked ? picked.format(dateFormat) : '');
      }}
    />
  );
}
