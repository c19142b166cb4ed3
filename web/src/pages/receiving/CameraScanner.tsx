import { Alert, Button, Modal } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './DockReceiving.module.css';

/**
 * The browser's own barcode reader (Shape Detection API), not in TypeScript's DOM types: Chrome on Android has it,
 * so a phone without a scanner reads box labels with its rear camera and no library is shipped for it.
 */
type BarcodeDetectorLike = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type BarcodeDetectorClass = {
  new (options?: { formats?: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
};
const detectorClass = () => (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/** GS1-128 (outer box SSCC), the inner labels' barcodes and 2D codes. */
const wanted = ['code_128', 'code_39', 'ean_13', 'qr_code', 'data_matrix'];
/** How often a frame is read, and how long the same code stays in view before it counts as a new scan. */
const everyMs = 200;
const sameCodeMs = 2500;

/**
 * The rear camera in a dialog: every code it reads goes to `onCode` (the scan field's handler), the same code once
 * while it stays in view. `children` (the scan feedback) is shown under the picture. The camera stops on closing.
 */
export default function CameraScanner(props: {
  onCode: (code: string) => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const onCode = useRef(props.onCode);
  onCode.current = props.onCode;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const seen = new Map<string, number>();
    const start = async () => {
      const Detector = detectorClass();
      if (!Detector) return;
      const supported = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [];
      const formats = wanted.filter((f) => supported.includes(f));
      const detector = new Detector(formats.length ? { formats } : undefined);
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play();
      const read = async () => {
        if (stopped) return;
        const v = video.current;
        if (v && v.readyState >= 2) {
          const codes = await detector.detect(v).catch(() => []);
          const now = Date.now();
          for (const { rawValue } of codes) {
            const last = seen.get(rawValue);
            seen.set(rawValue, now);
            if (rawValue && (last === undefined || now - last > sameCodeMs)) onCode.current(rawValue);
          }
        }
        timer = setTimeout(() => void read(), everyMs);
      };
      void read();
    };
    start().catch((e: unknown) => {
      if (!stopped)
        setError(t('receiving.camera.failed', { msg: e instanceof Error ? e.message : String(e) }));
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [t]);

  return (
    <Modal
      open
      title={t('receiving.camera.title')}
      onCancel={props.onClose}
      destroyOnHidden
      width="min(560px, calc(100vw - 16px))"
      centered
      footer={
        <Button
          size="large"
          onClick={props.onClose}
          className={styles.bigButton}
          data-testid="dock-camera-close"
        >
          {t('receiving.camera.close')}
        </Button>
      }
    >
      {error ? (
        <Alert type="error" showIcon title={error} data-testid="dock-camera-error" />
      ) : (
        <>
          <video
            ref={video}
            className={styles.video}
            muted
            playsInline
            aria-label={t('receiving.camera.hint')}
          />
          <p className={styles.cameraHint}>{t('receiving.camera.hint')}</p>
        </>
      )}
      {props.children}
    </Modal>
  );
}
