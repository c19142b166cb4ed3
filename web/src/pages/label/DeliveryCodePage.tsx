import { BarcodeOutlined, FileDoneOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  type ListField,
  type ListHandle,
  type ListRow,
  pastedListSearch,
  ScreenList,
} from '../../platform/list-table/index.ts';
import { usePrint } from '../../platform/print/usePrint.ts';
import { equals, labelApi } from './labelApi.ts';
import { labelCells } from './labelCells.tsx';
import { type LabelOwner, SourcePicker } from './SourcePicker.tsx';
import { useGenerateLabels } from './useGenerateLabels.ts';
import './label.css';

const columnSearch = pastedListSearch<ListField<'DeliveryCode'>>('LABEL_NO', 'DELIVERY_NO', 'PART_NO');

/**
 * Inner box labels of notes (DeliveryCode, PRODUCT §6): generate a note's labels, print the selected ones or
 * all of a note. `?noteId=&no=` in the address shows one note's labels (the note screen's "Labels" opens it so).
 */
export default function DeliveryCodePage() {
  const { t } = useTranslation();
  const table = useRef<ListHandle<'DeliveryCode'>>(null);
  const [params, setParams] = useSearchParams();
  const noteId = Number(params.get('noteId')) || null;
  const noteNo = params.get('no') ?? String(noteId ?? '');
  const [selected, setSelected] = useState<ListRow<'DeliveryCode'>[]>([]);
  const [picker, setPicker] = useState<null | 'generate' | 'print'>(null);
  const { print, printing } = usePrint();
  const generate = useGenerateLabels();
  const renderers = useMemo(() => labelCells(t), [t]);
  const fixedParams = useMemo(() => (noteId ? [equals('NOTE_ID', noteId)] : undefined), [noteId]);

  const showNote = (note: { id: number; no: string } | null) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        q.delete('noteId');
        q.delete('no');
        if (note) {
          q.set('noteId', String(note.id));
          q.set('no', note.no);
        }
        return q;
      },
      { replace: true },
    );

  const printNote = (note: { id: number; no: string }) =>
    print(() => labelApi.print({ NOTE_ID: note.id }), `labels-${note.no}`);

  const onPick = async (owner: LabelOwner) => {
    if (owner.source !== 'note') return;
    const note = { id: owner.id, no: owner.no };
    if (picker === 'generate') {
      const count = await generate(note);
      if (count === null) return;
      showNote(note);
      table.current?.reload();
    } else {
      await printNote(note);
    }
    setPicker(null);
  };

  const ids = selected.map((r) => r.ID);
  return (
    <div className="label-page">
      <ScreenList
        ref={table}
        list="DeliveryCode"
        rowKey="ID"
        rowSelection="multi-page"
        onSelectionChange={setSelected}
        fixedParams={fixedParams}
        columnSearch={columnSearch}
        renderers={renderers}
        toolbarButtons={
          <>
            {noteId && (
              <Tag closable onClose={() => showNote(null)} color="orange" data-testid="label-note-filter">
                {t('label.filter.note', { no: noteNo })}
              </Tag>
            )}
            <Button
              type="primary"
              icon={<BarcodeOutlined />}
              onClick={() => setPicker('generate')}
              data-testid="label-generate"
            >
              {t('label.actions.generate')}
            </Button>
            <Tooltip title={ids.length ? '' : t('label.msg.selectFirst')}>
              <Button
                icon={<PrinterOutlined />}
                disabled={!ids.length}
                loading={printing && picker === null}
                onClick={() => void print(() => labelApi.print({ IDS: ids }), 'labels')}
                data-testid="label-print-selected"
              >
                {t('label.actions.printSelected', { count: ids.length })}
              </Button>
            </Tooltip>
            <Button
              icon={<FileDoneOutlined />}
              onClick={() => (noteId ? void printNote({ id: noteId, no: noteNo }) : setPicker('print'))}
              data-testid="label-print-note"
            >
              {noteId ? t('label.actions.printThisNote', { no: noteNo }) : t('label.actions.printNote')}
            </Button>
          </>
        }
      />
      <SourcePicker
        open={picker !== null}
        source="note"
        audited={picker === 'generate'}
        title={t(picker === 'generate' ? 'label.dialogs.generate' : 'label.dialogs.printNote')}
        okText={t(picker === 'generate' ? 'label.actions.generate' : 'label.actions.print')}
        onClose={() => setPicker(null)}
        onPick={onPick}
      />
    </div>
  );
}
