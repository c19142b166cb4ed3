import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { labelApi } from './labelApi.ts';
import { ScanInput, type ScanInputHandle } from './ScanInput.tsx';

type Box = { id: number; no: string; count: number };
type Result = { seq: number; code: string; outcome: 'ok' | 'warn' | 'bad'; text: string };

type Props = {
  open: boolean;
  /** A box to add to (the one selected in the list); without it the first scan makes a new box. */
  target: Box | null;
  onClose: () => void;
};

/**
 * Pack by scanning: every scanned label number goes into the box at once (`pack` with LABEL_NOS), and the answer
 * shows next to the scan: the box it went into, or why not (another note, packed already, voided…). The first
 * scan of a new box creates it; "New box" starts the next one.
 */
export function ScanPackDialog({ open, target, onClose }: Props) {
  const { t } = useTranslation();
  const [box, setBox] = useState<Box | null>(target);
  const [results, setResults] = useState<Result[]>([]);
  const seq = useRef(0);
  const input = useRef<ScanInputHandle>(null);
  useEffect(() => {
    if (open) {
      setBox(target);
      setResults([]);
    }
  }, [open, target]);
  // The box of the next scan, read inside queued scans (state would be stale in their closures).
  const boxRef = useRef(box);
  boxRef.current = box;

  const scan = async (code: string) => {
    seq.current += 1;
    const n = seq.current;
    const current = boxRef.current;
    let result: Result;
    try {
      const answer = await labelApi.pack(
        { ...(current ? { OUTER_ID: current.id } : {}), LABEL_NOS: [code] },
        { silent: true },
      );
      const next: Box = answer
        ? { id: answer.ID, no: answer.OUTER_NO, count: answer.LABEL_COUNT }
        : { id: current?.id ?? 0, no: current?.no ?? '', count: (current?.count ?? 0) + 1 };
      boxRef.current = next;
      setBox(next);
      // Scanned again: it was in this box already and nothing changed (say so, not "packed").
      result = answer?.ALREADY_PACKED?.includes(code)
        ? {
            seq: n,
            code,
            outcome: 'warn',
            text: t('label.scanPack.already', { code, box: next.no, count: next.count }),
          }
        : {
            seq: n,
            code,
            outcome: 'ok',
            text: t('label.scanPack.packed', { code, box: next.no, count: next.count }),
          };
    } catch (e) {
      result = {
        seq: n,
        code,
        outcome: 'bad',
        text: t('label.scanPack.refused', { code, msg: e instanceof Error ? e.message : String(e) }),
      };
    }
    setResults((r) => [result, ...r].slice(0, 50));
  };

  return (
    <DraggableModal
      open={open}
      width={640}
      title={t('label.dialogs.scanPack')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('label.actions.done')}</Button>}
      destroyOnHidden
      // antd focuses the dialog's close button once it has opened: a scanner's first Enter would close it.
      afterOpenChange={(opened) => opened && input.current?.focus()}
    >
      <Space className="label-hint" wrap>
        <span data-testid="label-scan-pack-box">
          {box
            ? t('label.scanPack.intoBox', { box: box.no, count: box.count })
            : t('label.scanPack.newBoxNext')}
        </span>
        {box && (
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => {
              boxRef.current = null;
              setBox(null);
              input.current?.focus();
            }}
          >
            {t('label.actions.newBox')}
          </Button>
        )}
      </Space>
      <ScanInput
        ref={input}
        label={t('label.scanPack.input')}
        placeholder={t('label.verify.labelPlaceholder')}
        onScan={scan}
        testId="label-scan-pack-input"
      />
      <ol
        className="label-history label-scan-results"
        role="log"
        aria-live="polite"
        data-testid="label-scan-pack-results"
      >
        {results.map((r) => (
          <li key={r.seq} className={`label-history-${r.outcome}`}>
            {r.outcome === 'ok' ? (
              <CheckCircleFilled aria-hidden />
            ) : r.outcome === 'warn' ? (
              <ExclamationCircleFilled aria-hidden />
            ) : (
              <CloseCircleFilled aria-hidden />
            )}{' '}
            {r.text}
          </li>
        ))}
      </ol>
    </DraggableModal>
  );
}
