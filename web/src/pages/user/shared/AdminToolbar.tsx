import type { ReactNode } from 'react';
import { SearchInput } from '../../../app/components/SearchInput.tsx';

type Props = {
  /** The tab's buttons, at the left. */
  children: ReactNode;
  /** The filter box's placeholder and accessible name. */
  label: string;
  /** A small box (the role tabs' checklists), 200 wide; else 240. */
  small?: boolean;
  /** Filters as the user types. */
  onFilter?: (text: string) => void;
  /** Searches when the user presses Enter or the search button. */
  onSearch?: (text: string) => void;
};

/**
 * The toolbar over an administration tab (menus, buttons, a role's menus, buttons and holders): the tab's buttons,
 * and its filter box at the right end.
 */
export function AdminToolbar({ children, label, small, onFilter, onSearch }: Props) {
  return (
    <div className="admin-toolbar">
      {children}
      <SearchInput
        allowClear
        {...(small ? { size: 'small' as const } : {})}
        placeholder={label}
        aria-label={label}
        style={{ width: small ? 200 : 240, marginLeft: 'auto' }}
        {...(onFilter ? { onChange: (e) => onFilter(e.target.value) } : {})}
        {...(onSearch ? { onSearch } : {})}
      />
    </div>
  );
}
