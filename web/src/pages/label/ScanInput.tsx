import { ScanOutlined } from '@ant-design/icons';
import { Input, type InputRef } from 'antd';
import { forwardRef, useImperativeHandle, useRef, useState } from 'react';

type Props = {
  /** Called once per scan with the trimmed text; scans arriving while one runs wait their turn, in order. */
  onScan: (code: string) => Promise<void> | void;
  placeholder?: string;
  label: string;
  disabled?: boolean;
  size?: 'middle' | 'large';
  testId?: string;
};

export type ScanInputHandle = { focus: () => void };

/**
 * The input of a keyboard-wedge scanner: the scanner types the code and presses Enter. Each Enter hands the text
 * over and clears the field at once, so the next scan can follow while the first is being judged; the field
 * takes the focus back after every scan, so a packer never has to reach for the mouse.
 */
export const ScanInput = forwardRef<ScanInputHandle, Props>(function ScanInput(
  { onScan, placeholder, label, disabled, size = 'large', testId },
  ref,
) {
  const input = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const queue = useRef<Promise<void>>(Promise.resolve());
  const focus = () => input.current?.focus({ cursor: 'end' });
  useImperativeHandle(ref, () => ({ focus }));

  const submit = (value: string) => {
    const code = value.trim();
    setText('');
    if (!code) return;
    queue.current = queue.current
      .then(() => onScan(code))
      .catch(() => undefined)
      .finally(focus);
  };

  return (
    <Input
      ref={input}
      size={size}
      autoFocus
      autoComplete="off"
      spellCheck={false}
      prefix={<ScanOutlined aria-hidden />}
      aria-label={label}
      placeholder={placeholder}
      value={text}
      disabled={disabled}
      onChange={(e) => setText(e.target.value)}
      // onKeyDown rather than antd's onPressEnter, which takes no second Enter until the key is released: a
      // scanner's next code may begin before that.
      onKeyDown={(e) => {
        if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
        e.preventDefault();
        // The field's own value, not the state: a scanner's Enter can follow its last keystroke at once.
        submit(e.currentTarget.value);
      }}
      data-testid={testId}
      className="label-scan-input"
    />
  );
});
