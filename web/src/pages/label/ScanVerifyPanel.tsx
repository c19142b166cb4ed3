import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  ReloadOutlined,
} from '@ant-design/icons';
import type { ScanResult, ScanVerdict } from '@srm/contract';
import { Button, Space, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelApi } from './labelApi.ts';
import { ScanInput, type ScanInputHandle } from './ScanInput.tsx';

type Progress = Pick<ScanResult, 'SCANNED' | 'EXPECTED' | 'MISSING' | 'COMPLETE'>;
/** One judged scan: a verdict of the server, or a refusal (`error`) when the call itself failed. */
type Judged = {
  seq: number;
  code: string;
  verdict: ScanVerdict | 'error';
  other?: string | null;
  error?: string;
};

/** Green for the right box; orange for what is harmless but needs a look; red for a wrong label. */
export const verdictTone: Record<Judged['verdict'], 'ok' | 'warn' | 'bad'> = {
  this_box: 'ok',
  repeated: 'warn',
  unpacked: 'warn',
  other_box: 'bad',
  other_note: 'bad',
  voided: 'bad',
  unknown: 'bad',
  error: 'bad',
};
const toneIcon = {
  ok: <CheckCircleFilled aria-hidden />,
  warn: <ExclamationCircleFilled aria-hidden />,
  bad: <CloseCircleFilled aria-hidden />,
};
const history = 12;

/**
 * Scan to verify packing (PRODUCT §6): scan an outer box, then its inner labels one by one; each scan is judged
 * at once, large enough to read from a few metres, announced to screen readers (aria-live) and without sound.
 * The running count, the labels still missing and "box complete" come from the server's answer. The scan field
 * keeps the focus, so a packer works with the scanner only.
 */
export function ScanVerifyPanel({ initialBox }: { initialBox?: string | null }) {
  const { t } = useTranslation();
  const { box, setBox, progress, boxError, scans, start, scan } = useScanVerify(initialBox);
  const labelInput = useRef<ScanInputHandle>(null);

  return (
    <div className="label-verify" data-testid="label-verify">
      {!box ? (
        <BoxStep error={boxError} onScan={start} />
      ) : (
        <>
          <div className="label-verify-head">
            <h2 className="label-verify-step">
              {t('label.verify.checking')} <span className="label-mono">{box}</span>
            </h2>
            <Space>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => void start(box).then(() => labelInput.current?.focus())}
              >
                {t('label.verify.restart')}
              </Button>
              <Button onClick={() => setBox(null)} data-testid="label-verify-other-box">
                {t('label.verify.otherBox')}
              </Button>
            </Space>
          </div>
          <ScanInput
            key="label"
            ref={labelInput}
            label={t('label.verify.labelInput')}
            placeholder={t('label.verify.labelPlaceholder')}
            onScan={scan}
            testId="label-verify-input"
          />
          <div className="label-verify-body">
            <div>
              <LastVerdict last={scans[0]} />
              {progress && <ScanProgress progress={progress} />}
            </div>
            <ScanHistory scans={scans} />
          </div>
        </>
      )}
    </div>
  );
}

/** The box being checked, the server's count for it and the scans judged so far, newest first. */
function useScanVerify(initialBox: string | null | undefined) {
  const { t } = useTranslation();
  const [box, setBox] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [boxError, setBoxError] = useState<string | null>(null);
  const [scans, setScans] = useState<Judged[]>([]);
  const seq = useRef(0);

  const start = async (outerNo: string) => {
    setBoxError(null);
    try {
      const answer = await labelApi.scanStart(outerNo);
      setBox(outerNo);
      setScans([]);
      setProgress({
        SCANNED: answer?.SCANNED ?? 0,
        EXPECTED: answer?.EXPECTED ?? 0,
        MISSING: answer?.MISSING ?? [],
        COMPLETE: answer?.COMPLETE ?? false,
      });
    } catch (e) {
      setBox(null);
      setBoxError(
        t('label.verify.boxRefused', { no: outerNo, msg: e instanceof Error ? e.message : String(e) }),
      );
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: start once for the box the screen was opened with
  useEffect(() => {
    if (initialBox) void start(initialBox);
  }, [initialBox]);

  const scan = async (code: string) => {
    if (!box) return;
    seq.current += 1;
    const n = seq.current;
    let judged: Judged;
    try {
      const r = await labelApi.scan(box, code);
      judged = { seq: n, code, verdict: r.VERDICT, other: r.OTHER_OUTER_NO };
      setProgress({ SCANNED: r.SCANNED, EXPECTED: r.EXPECTED, MISSING: r.MISSING, COMPLETE: r.COMPLETE });
    } catch (e) {
      judged = { seq: n, code, verdict: 'error', error: e instanceof Error ? e.message : String(e) };
    }
    setScans((s) => [judged, ...s].slice(0, history));
  };

  return { box, setBox, progress, boxError, scans, start, scan };
}

function useVerdictText() {
  const { t } = useTranslation();
  return (j: Judged) =>
    j.verdict === 'error'
      ? t('label.verify.error', { code: j.code, msg: j.error })
      : t(`label.verdict.${j.verdict}`, { code: j.code, other: j.other ?? '' });
}

/** The first step: scan the outer box; a box the server refuses is said in the live region. */
function BoxStep({ error, onScan }: { error: string | null; onScan: (outerNo: string) => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="label-verify-step">{t('label.verify.scanBox')}</h2>
      <ScanInput
        key="box"
        label={t('label.verify.boxInput')}
        placeholder={t('label.verify.boxPlaceholder')}
        onScan={onScan}
        testId="label-verify-box-input"
      />
      <div className="label-verdict-live" role="status" aria-live="assertive" aria-atomic="true">
        {error && (
          <div className="label-verdict label-verdict-bad" data-testid="label-verify-box-error">
            {toneIcon.bad}
            <span>{error}</span>
          </div>
        )}
      </div>
    </>
  );
}

/** The last scan's verdict, large and announced at once. */
function LastVerdict({ last }: { last: Judged | undefined }) {
  const verdictText = useVerdictText();
  const tone = last ? verdictTone[last.verdict] : null;
  return (
    <div className="label-verdict-live" role="status" aria-live="assertive" aria-atomic="true">
      {last && tone && (
        <div
          key={last.seq}
          className={`label-verdict label-verdict-${tone}`}
          data-testid="label-verdict"
          data-verdict={last.verdict}
        >
          {toneIcon[tone]}
          <span>{verdictText(last)}</span>
        </div>
      )}
    </div>
  );
}

/** The running count, "box complete", and the labels still missing, as the server counts them. */
function ScanProgress({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  return (
    <>
      <div
        className={`label-count${progress.COMPLETE ? ' label-count-complete' : ''}`}
        data-testid="label-verify-count"
      >
        <span className="label-sr-only">
          {t('label.verify.countAria', { scanned: progress.SCANNED, expected: progress.EXPECTED })}
        </span>
        <span className="label-count-figure" aria-hidden>
          {progress.SCANNED} / {progress.EXPECTED}
        </span>
        {progress.COMPLETE && (
          <span className="label-complete" data-testid="label-verify-complete" role="status">
            <CheckCircleFilled aria-hidden /> {t('label.verify.complete')}
          </span>
        )}
      </div>
      {!progress.COMPLETE && progress.MISSING.length > 0 && (
        <div className="label-missing" data-testid="label-verify-missing">
          <div className="label-missing-title">
            {t('label.verify.missing', { count: progress.MISSING.length })}
          </div>
          <Space wrap size={[4, 4]}>
            {progress.MISSING.map((no) => (
              <Tag key={no} className="label-mono">
                {no}
              </Tag>
            ))}
          </Space>
        </div>
      )}
    </>
  );
}

function ScanHistory({ scans }: { scans: Judged[] }) {
  const { t } = useTranslation();
  const verdictText = useVerdictText();
  return (
    <ol className="label-history" aria-label={t('label.verify.history')} data-testid="label-verify-history">
      {scans.map((j) => (
        <li key={j.seq} className={`label-history-${verdictTone[j.verdict]}`}>
          {toneIcon[verdictTone[j.verdict]]} {verdictText(j)}
        </li>
      ))}
    </ol>
  );
}
