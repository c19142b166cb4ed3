import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setTableTools, useTableTools } from '../table-tools.ts';
import { HeaderTool } from './HeaderTool.tsx';

/** Shows or hides the list screens' table toolbars (spec §2.2; `tableTools`, default hidden). */
export function TableToolsToggle() {
  const { t } = useTranslation();
  const visible = useTableTools();
  return (
    <HeaderTool
      label={t(visible ? 'shell.header.hideTableTools' : 'shell.header.showTableTools')}
      data-testid="shell-table-tools"
      aria-pressed={visible}
      active={visible}
      icon={<ToolOutlined />}
      onClick={() => setTableTools(!visible)}
    />
  );
}
