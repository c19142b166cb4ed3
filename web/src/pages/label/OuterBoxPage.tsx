import { InboxOutlined, PrinterOutlined, ScanOutlined } from '@ant-design/icons';
import { Button, Segmented } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../app/components/LinkButton.tsx';
import {
  type ListField,
  type ListHandle,
  type ListRenderers,
  type ListRow,
  pastedListSearch,
  ScreenList,
} from '../../platform/list-table/index.ts';
import { usePrint } from '../../platform/print/usePrint.ts';
import { BoxDrawer } from './BoxDrawer.tsx';
import { boxMay, type LabelSource, labelApi } from './labelApi.ts';
import { labelCells } from './labelCells.tsx';
import { PackDialog } from './PackDialog.tsx';
import { ScanPackDialog } from './ScanPackDialog.tsx';
import { ScanVerifyPanel } from './ScanVerifyPanel.tsx';
import { type LabelOwner, SourcePicker } from './SourcePicker.tsx';
import './label.css';

/** The lists of the two outer-box screens: note boxes, or boxes of manual batches. */
type OuterBoxList = 'OuterBoxLabelManagement' | 'DnbarcodeHandmadeOutBox';
type BoxRow = ListRow<OuterBoxList>;

/** The two outer-box screens differ by this declaration: where the labels come from, and the screen's list. */
export type OuterBoxScreen = { source: LabelSource; list: OuterBoxList };

export const outerBoxScreens = {
  note: { source: 'note', list: 'OuterBoxLabelManagement' },
  manual: { source: 'manual', list: 'DnbarcodeHandmadeOutBox' },
} as const satisfies Record<string, OuterBoxScreen>;

/** Box and note numbers are searched by a pasted list, one a line (boxes of manual batches have no note). */
const columnSearch = pastedListSearch<
  ListField<'OuterBoxLabelManagement'> | ListField<'DnbarcodeHandmadeOutBox'>
>('OUTER_NO', 'DELIVERY_NO');

/**
 * Outer boxes (PRODUCT §6): pack a note's (or batch's) labels by ticking them or by scanning, open a box to
 * unpack or print it, print the selected boxes, and verify a box by scanning (`?mode=verify`, `&box=` to start
 * with one). What a box allows is the contract's `outerBoxTransitions` (an open box: everything, a voided one:
 * nothing).
 */
export function OuterBoxPage({ screen }: { screen: OuterBoxScreen }) {
  const { t } = useTranslation();
  const table = useRef<ListHandle<OuterBoxList>>(null);
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode') === 'verify' ? 'verify' : 'list';
  const verifyBox = params.get('box');
  const [selected, setSelected] = useState<BoxRow[]>([]);
  const [picking, setPicking] = useState(false);
  const [owner, setOwner] = useState<LabelOwner | null>(null);
  const [scanning, setScanning] = useState(false);
  const [drawer, setDrawer] = useState<number | null>(null);
  const { print, printing } = usePrint();
  const renderers = useMemo<ListRenderers<OuterBoxList>>(
    () => ({
      ...labelCells(t),
      OUTER_NO: (value, row) => (
        <LinkButton className="label-link label-mono" onClick={() => setDrawer(row.ID)}>
          {value}
        </LinkButton>
      ),
    }),
    [t],
  );

  const setMode = (next: 'list' | 'verify', box?: string) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        q.delete('mode');
        q.delete('box');
        if (next === 'verify') q.set('mode', 'verify');
        if (box) q.set('box', box);
        return q;
      },
      { replace: true },
    );

  const reload = () => table.current?.reload();
  const ids = selected.filter((r) => boxMay('print', r.STATE)).map((r) => r.ID);
  const one = selected.length === 1 && boxMay('pack', selected[0]?.STATE) ? selected[0] : null;
  const target = useMemo(
    () => (one?.OUTER_NO ? { id: one.ID, no: one.OUTER_NO, count: one.LABEL_COUNT ?? 0 } : null),
    [one],
  );

  return (
    <div className="label-page">
      <Segmented
        value={mode}
        onChange={(v) => setMode(v as 'list' | 'verify')}
        options={[
          { value: 'list', label: t('label.modes.boxes'), icon: <InboxOutlined /> },
          { value: 'verify', label: t('label.modes.verify'), icon: <ScanOutlined /> },
        ]}
        aria-label={t('label.modes.name')}
        data-testid="label-mode"
      />
      {mode === 'verify' ? (
        <ScanVerifyPanel key={verifyBox ?? ''} initialBox={verifyBox} />
      ) : (
        <ScreenList<OuterBoxList>
          ref={table}
          list={screen.list}
          rowKey="ID"
          rowSelection="multi-page"
          onSelectionChange={setSelected}
          onRowDoubleClick={(row) => setDrawer(row.ID)}
          columnSearch={columnSearch}
          renderers={renderers}
          toolbarButtons={
            <>
              <Button
                type="primary"
                icon={<InboxOutlined />}
                onClick={() => setPicking(true)}
                data-testid="label-new-box"
              >
                {t('label.actions.newBoxBySelection')}
              </Button>
              <Button icon={<ScanOutlined />} onClick={() => setScanning(true)} data-testid="label-scan-pack">
                {target
                  ? t('label.actions.scanIntoBox', { box: target.no })
                  : t('label.actions.packByScanning')}
              </Button>
              <Button
                icon={<PrinterOutlined />}
                disabled={!ids.length}
                loading={printing}
                onClick={() => void print(() => labelApi.outerPrint(ids), 'boxes')}
                data-testid="label-print-boxes"
              >
                {t('label.actions.printBoxes', { count: ids.length })}
              </Button>
            </>
          }
        />
      )}
      <SourcePicker
        open={picking}
        source={screen.source}
        audited
        title={t(screen.source === 'note' ? 'label.dialogs.chooseNote' : 'label.dialogs.chooseBatch')}
        okText={t('label.actions.next')}
        onClose={() => setPicking(false)}
        onPick={(o) => {
          setPicking(false);
          setOwner(o);
        }}
      />
      <PackDialog
        owner={owner}
        onClose={() => setOwner(null)}
        onPacked={() => {
          setOwner(null);
          reload();
        }}
      />
      <ScanPackDialog
        open={scanning}
        target={target}
        onClose={() => {
          setScanning(false);
          reload();
        }}
      />
      <BoxDrawer
        id={drawer}
        onClose={() => setDrawer(null)}
        onChanged={reload}
        onVerify={(no) => {
          setDrawer(null);
          setMode('verify', no);
        }}
      />
    </div>
  );
}

export const OuterBoxLabelManagementPage = () => <OuterBoxPage screen={outerBoxScreens.note} />;
export const DnbarcodeHandmadeOutBoxPage = () => <OuterBoxPage screen={outerBoxScreens.manual} />;
