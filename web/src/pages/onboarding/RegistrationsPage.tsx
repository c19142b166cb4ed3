import { EyeOutlined } from '@ant-design/icons';
import type { RegistrationState } from '@srm/contract';
import { Button, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CellRenderer,
  type ListTableHandle,
  type Row,
  ScreenList,
} from '../../platform/list-table/index.ts';
import { RegistrationDrawer, registrationStateColor } from './RegistrationDrawer.tsx';

const renderers: Record<string, CellRenderer> = {
  STATE: (value, _row, _index, text) => (
    <Tag color={registrationStateColor[value as RegistrationState]} data-state={String(value)}>
      {text}
    </Tag>
  ),
};

/**
 * Supplier registrations (Supplier/Registrations, issue #34): the companies that registered through an invitation.
 * A double-click or "Open" shows one in the drawer with what the caller may decide: a buyer reviews the company
 * (vendor code, administrator role), finance approves the bank account, which creates the vendor and its first
 * administrator account. Columns, captions and labels are the server's list declaration's.
 */
export default function RegistrationsPage() {
  const { t } = useTranslation();
  const table = useRef<ListTableHandle>(null);
  const [selected, setSelected] = useState<Row[]>([]);
  const [open, setOpen] = useState<number | null>(null);
  const one = selected.length === 1 ? selected[0]! : null;

  return (
    <>
      <ScreenList
        ref={table}
        screen="VendorRegistrations"
        rowKey="ID"
        rowSelection="page"
        onSelectionChange={setSelected}
        onRowDoubleClick={(row) => setOpen(Number(row.ID))}
        renderers={renderers}
        toolbarExtra={
          <Button
            type="primary"
            icon={<EyeOutlined />}
            disabled={!one}
            onClick={() => one && setOpen(Number(one.ID))}
            data-testid="registration-open"
          >
            {t('onboarding.registration.open')}
          </Button>
        }
      />
      <RegistrationDrawer id={open} onClose={() => setOpen(null)} onChanged={() => table.current?.reload()} />
    </>
  );
}
