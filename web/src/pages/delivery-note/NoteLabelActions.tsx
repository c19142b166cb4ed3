import { BarcodeOutlined, PrinterOutlined } from '@ant-design/icons';
import type { DeliveryNoteDetail } from '@srm/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePrint } from '../../platform/print/usePrint.ts';
import { labelApi, labelRoutes, noteLabelCount } from '../label/labelApi.ts';
import { useGenerateLabels } from '../label/useGenerateLabels.ts';

/** Notes with labels: audited (they are generated then), shipped and received. */
const labelled = new Set([2, 4, 5]);

/**
 * The note's print and label buttons (issue #12): "Print delivery note" renders the note through its kind's
 * default template; "Labels" opens the inner-label screen on this note, generating the labels first when an
 * audited note has none.
 */
export function NoteLabelActions({ note }: { note: DeliveryNoteDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { print, printing } = usePrint();
  const generate = useGenerateLabels();
  const [opening, setOpening] = useState(false);

  const openLabels = async () => {
    setOpening(true);
    try {
      const count = await noteLabelCount(note.ID).catch(() => 0);
      if (
        count === 0 &&
        note.STATUS === 2 &&
        (await generate({ id: note.ID, no: note.DELIVERY_NO })) === null
      )
        return;
      const q = new URLSearchParams({ noteId: String(note.ID), no: note.DELIVERY_NO });
      navigate(`${labelRoutes.inner}?${q}`);
    } finally {
      setOpening(false);
    }
  };

  return (
    <>
      <Button
        icon={<PrinterOutlined />}
        loading={printing}
        onClick={() => void print(() => labelApi.printNote(note.ID, note.NOTE_KIND), note.DELIVERY_NO)}
        data-testid="dn-action-printNote"
      >
        {t('label.note.printNote')}
      </Button>
      {labelled.has(note.STATUS) && (
        <Button
          icon={<BarcodeOutlined />}
          loading={opening}
          onClick={() => void openLabels()}
          data-testid="dn-action-labels"
        >
          {t('label.note.labels')}
        </Button>
      )}
    </>
  );
}
