import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setTableTools, useTableTools } from '../table-tools.ts';
import { HeaderTool } from './HeaderTool.tsx';

/** The table-toolbar switch (spec §2.2; `tableTools`, default off): shows the lists' configuration tools. */
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
