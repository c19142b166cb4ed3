import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, type InputRef } from 'antd';
import type { SearchProps } from 'antd/es/input/Search';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * antd's search box with its search button named in the user's language (issue #15 item 7): antd's own button
 * shows only an icon, and icons are decoration (build/decorative-icons.ts), so it would be a button without a
 * name. Every search box of the app is this one.
 */
export function SearchInput({ ref, ...props }: Omit<SearchProps, 'enterButton'> & { ref?: Ref<InputRef> }) {
  const { t } = useTranslation();
  return (
    <Input.Search
      {...props}
      ref={ref}
      enterButton={<Button icon={<SearchOutlined />} aria-label={t('common.search')} />}
    />
  );
}
