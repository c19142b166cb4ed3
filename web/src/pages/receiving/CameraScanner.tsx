import { Alert, Button, Modal } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './DockReceiving.module.css';

/**
 * A barcode reader as the Shape Detection API has it (not in TypeScript's DOM types): the browser's own, or the
 * ponyfill's with the same interface.
 */
type BarcodeDetectorLike = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type BarcodeDetectorClass = {
  new (options?: { formats?: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
};
const nativeDetector = () =>
  (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/**
 * The browser's reader, else the ZXing ponyfill (a maintained port, `barcode-detector`) with its WebAssembly served
 * by the portal (never a CDN: plants run the portal offline). Loaded only when the camera opens.
 */
async function detectorClass(): Promise<BarcodeDetectorClass> {
  const native = nativeDetector();
  if (native) return native;
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file),
    },
  });
  return BarcodeDetector as unknown as BarcodeDetectorClass;
}

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
      const Detector = await detectorClass();
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
