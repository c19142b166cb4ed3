import { FileSearchOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OneRowButton } from '../../app/components/OneRowButton.tsx';
import {
  type ListRenderers,
  type ListRow,
  ScreenList,
  useListSelection,
} from '../../platform/list-table/index.ts';
import { NcrDrawer, NcrStateTag } from './NcrDrawer.tsx';
import './quality.css';

/**
 * Nonconformance reports (Quality/Ncr, issue #33): the organisation's NCRs (a vendor's own), overdue ones
 * highlighted. A double-click or "Open" shows one in a drawer, where the vendor answers in 8D steps and quality
 * accepts, returns or closes it. Columns, captions and labels are the server's list declaration (`quality.list.ts`).
 */
export default function NcrPage() {
  const { t } = useTranslation();
  const { table, one, listProps } = useListSelection<'Ncr'>();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = useCallback((row: ListRow<'Ncr'>) => setOpenId(row.ID), []);

  const renderers = useMemo<ListRenderers<'Ncr'>>(
    () => ({
      STATE: (value, _row, _index, text) => <NcrStateTag state={value} text={text} />,
      // An overdue row is marked by its tag; the row's cells take the warning colour from it (quality.css).
      OVERDUE: (value, _row, _index, text) =>
        value === 'Y' ? (
          <Tag color="red" className="q-overdue" data-overdue="true">
            {text}
          </Tag>
        ) : (
          text
        ),
    }),
    [],
  );

  return (
    <div className="q-page q-ncr-page">
      <ScreenList
        {...listProps}
        list="Ncr"
        rowKey="ID"
        rowSelection="page"
        onRowDoubleClick={open}
        renderers={renderers}
        toolbarButtons={
          <OneRowButton
            type="primary"
            icon={<FileSearchOutlined />}
            action={one && (() => open(one))}
            data-testid="ncr-open"
          >
            {t('quality.actions.open')}
          </OneRowButton>
        }
      />
      <NcrDrawer id={openId} onClose={() => setOpenId(null)} onChanged={() => table.current?.reload()} />
    </div>
  );
}
