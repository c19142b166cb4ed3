import { Dropdown, type MenuProps } from 'antd';
import type { ReactElement } from 'react';

type Props = {
  /** The key of the entry in use, ticked in the menu. */
  selected: string[];
  items: NonNullable<MenuProps['items']>;
  onPick: (key: string) => void;
  /** The header tool that opens the menu. */
  children: ReactElement;
};

/** A header tool's menu of choices (language, size, environment): opened by a click, below the tool at its right. */
export function HeaderMenu({ selected, items, onPick, children }: Props) {
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ selectable: true, selectedKeys: selected, items, onClick: ({ key }) => onPick(key) }}
    >
      {children}
    </Dropdown>
  );
}
