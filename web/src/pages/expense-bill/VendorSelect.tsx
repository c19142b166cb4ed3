import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findVendors } from './billApi.ts';

type Props = {
  value?: string;
  onChange?: (code: string | undefined) => void;
  disabled?: boolean;
  'data-testid'?: string;
  id?: string;
};

/** A vendor by code: the vendors of the latest notes and bills, searched by code or name as the user types. */
export function VendorSelect({ value, onChange, disabled, id, ...rest }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const vendors = useQuery({
    queryKey: ['expenseBill', 'vendors', search],
    queryFn: ({ signal }) => findVendors(search, signal),
    staleTime: 30_000,
  });
  const options = (vendors.data ?? []).map((v) => ({
    value: v.VENDOR_CODE,
    label: v.VENDOR_NAME ? `${v.VENDOR_CODE} ${v.VENDOR_NAME}` : v.VENDOR_CODE,
  }));
  // A code typed that no list knows yet can still be chosen: the server says whether it exists.
  const code = typed.trim().toUpperCase();
  if (code && !options.some((o) => o.value.toUpperCase() === code))
    options.push({ value: code, label: code });
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: value });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      value={value}
      onChange={(v) => onChange?.(v)}
      disabled={disabled}
      loading={vendors.isFetching}
      options={options}
      placeholder={t('expense-bill.vendorPlaceholder')}
      notFoundContent={vendors.isFetching ? null : t('expense-bill.noVendor')}
      data-testid={rest['data-testid']}
    />
  );
}
