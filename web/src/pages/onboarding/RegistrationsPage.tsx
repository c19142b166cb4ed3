import { EyeOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OneRowButton } from '../../app/components/OneRowButton.tsx';
import { type ListRenderers, ScreenList, useListSelection } from '../../platform/list-table/index.ts';
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
  const { table, one, listProps } = useListSelection<'VendorRegistrations'>();
  const [open, setOpen] = useState<number | null>(null);

  return (
    <>
      <ScreenList
        {...listProps}
        list="VendorRegistrations"
        rowKey="ID"
        rowSelection="page"
        onRowDoubleClick={(row) => setOpen(row.ID)}
        renderers={renderers}
        toolbarExtra={
          <OneRowButton
            type="primary"
            icon={<EyeOutlined />}
            action={one && (() => setOpen(one.ID))}
            data-testid="registration-open"
          >
            {t('onboarding.registration.open')}
          </OneRowButton>
        }
      />
      <RegistrationDrawer id={open} onClose={() => setOpen(null)} onChanged={() => table.current?.reload()} />
    </>
  );
}
