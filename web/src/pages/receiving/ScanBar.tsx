import { CameraOutlined, ScanOutlined } from '@ant-design/icons';
import { Button, Input, type InputRef } from 'antd';
import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './DockReceiving.module.css';

export type ScanBarHandle = { focus: () => void };

type Props = {
  /** Called once per scan with the text as typed (trimmed, never empty). */
  onScan: (code: string) => void;
  /** Shown only when the browser reads barcodes itself (`BarcodeDetector`): opens the camera. */
  onCamera?: () => void;
};

/**
 * The scan field of a keyboard-wedge scanner (it types the code and presses Enter) or of thumbs: large, focused on
 * opening and again after every scan, so a worker never reaches for it. Each Enter hands the text over and clears the
 * field at once, so the next scan can follow while the first is being judged. The Scan button does what Enter does.
 */
export const ScanBar = forwardRef<ScanBarHandle, Props>(function ScanBar({ onScan, onCamera }, ref) {
  const { t } = useTranslation();
  const input = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const focus = () => input.current?.focus({ cursor: 'end' });
  useImperativeHandle(ref, () => ({ focus }));

  const submit = (value: string) => {
    const code = value.trim();
    setText('');
    focus();
    if (code) onScan(code);
  };

  return (
    <div className={styles.scanBar}>
      <Input
        ref={input}
        size="large"
        autoFocus
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        prefix={<ScanOutlined aria-hidden />}
        aria-label={t('receiving.scan.label')}
        placeholder={t('receiving.scan.placeholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        // onKeyDown rather than antd's onPressEnter, which takes no second Enter until the key is released: a
        // scanner's next code may begin before that. The field's own value, not the state: a scanner's Enter can
        // follow its last keystroke at once.
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
          e.preventDefault();
          submit(e.currentTarget.value);
        }}
        className={styles.scanInput}
        data-testid="dock-scan-input"
      />
      <div className={styles.scanButtons}>
        <Button
          size="large"
          type="primary"
          icon={<ScanOutlined aria-hidden />}
          onClick={() => submit(text)}
          className={styles.bigButton}
          data-testid="dock-scan-submit"
        >
          {t('receiving.scan.submit')}
        </Button>
        {onCamera && (
          <Button
            size="large"
            icon={<CameraOutlined aria-hidden />}
            onClick={onCamera}
            className={styles.bigButton}
            data-testid="dock-camera"
          >
            {t('receiving.scan.camera')}
          </Button>
        )}
      </div>
    </div>
  );
});
