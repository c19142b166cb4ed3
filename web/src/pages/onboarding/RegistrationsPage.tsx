import { EyeOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ListHandle,
  type ListRenderers,
  type ListRow,
  ScreenList,
} from '../../platform/list-table/index.ts';
import { isRegistrationState } from './onboardingApi.ts';
import { RegistrationDrawer, registrationStateColor } from './RegistrationDrawer.tsx';

const renderers: ListRenderers<'VendorRegistrations'> = {
  STATE: (value, _row, _index, text) => (
    <Tag
      color={isRegistrationState(value) ? registrationStateColor[value] : undefined}
      data-state={value ?? undefined}
    >
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
  const table = useRef<ListHandle<'VendorRegistrations'>>(null);
  const [selected, setSelected] = useState<ListRow<'VendorRegistrations'>[]>([]);
  const [open, setOpen] = useState<number | null>(null);
  const one = selected.length === 1 ? selected[0]! : null;

  return (
    <>
      <ScreenList
        ref={table}
        list="VendorRegistrations"
        rowKey="ID"
        rowSelection="page"
        onSelectionChange={setSelected}
        onRowDoubleClick={(row) => setOpen(row.ID)}
        renderers={renderers}
        toolbarExtra={
          <Button
            type="primary"
            icon={<EyeOutlined />}
            disabled={!one}
            onClick={() => one && setOpen(one.ID)}
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
