import {
  CheckSquareOutlined,
  ControlOutlined,
  DownloadOutlined,
  FilterOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  InsertRowRightOutlined,
  PrinterOutlined,
  ReloadOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { Badge, Button, Divider, Tooltip, theme } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTableTools } from '../../app/shell/table-tools.ts';
import { usePermission } from '../session.ts';

type Props = {
  extra?: ReactNode;
  canExport: boolean;
  exporting: boolean;
  fetching: boolean;
  fullScreen: boolean;
  /** Conditions of the advanced query in force (a badge on its button). */
  queryCount: number;
  /** Multi-page selection mode: the selected-records button and its count. */
  selectedCount: number | null;
  onExport: () => void;
  onPrint: () => void;
  onRefresh: () => void;
  onQuery: () => void;
  onSetting: () => void;
  onColumns: () => void;
  onQuickColumns: (e: MouseEvent) => void;
  onSelected: () => void;
  onFullScreen: () => void;
};

function Tool(props: {
  label: string;
  icon: ReactNode;
  onClick: (e: MouseEvent) => void;
  loading?: boolean;
}) {
  return (
    <Tooltip title={props.label} mouseEnterDelay={0.4}>
      <Button
        type="text"
        aria-label={props.label}
        icon={props.icon}
        loading={props.loading}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

/**
 * The list toolbar (spec §2.4 item 1): export, print, refresh always; advanced query and quick columns by
 * permission key; the two configuration tools (advanced setting, column configuration) by permission key while
 * the header's table-tools switch is on (spec §2.2, `tableTools`, default off: everyday users get a calm toolbar,
 * administrators switch the configuration tools on); the selected-records button only in multi-page selection mode;
 * the full-screen toggle.
 */
export function ListToolbar(props: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const label = (k: string) => t(`list-table.toolbar.${k}`);
  const canQuery = usePermission('SeniorSearch');
  const configuring = useTableTools();
  const canSetting = usePermission('SeniorSetting') && configuring;
  const canColumns = usePermission('SeniorColumn') && configuring;
  const canQuick = usePermission('BaseColumn');
  return (
    <div className="lt-toolbar" role="toolbar" aria-label={t('list-table.toolbar.title')}>
      <div className="lt-toolbar-left">{props.extra}</div>
      <div className="lt-toolbar-tools">
        {props.canExport && (
          <Tool
            label={label('export')}
            icon={<DownloadOutlined />}
            loading={props.exporting}
            onClick={props.onExport}
          />
        )}
        <Tool label={label('print')} icon={<PrinterOutlined />} onClick={props.onPrint} />
        <Tool
          label={label('refresh')}
          icon={<ReloadOutlined spin={props.fetching} />}
          onClick={props.onRefresh}
        />
        {(canQuery || canSetting || canColumns || canQuick) && <Divider orientation="vertical" />}
        {canQuery && (
          <Tool
            label={label('seniorSearch')}
            icon={
              <Badge count={props.queryCount} size="small" color={token.colorPrimary} offset={[4, -2]}>
                <FilterOutlined style={{ color: props.queryCount ? token.colorPrimary : undefined }} />
              </Badge>
            }
            onClick={props.onQuery}
          />
        )}
        {canSetting && (
          <Tool label={label('seniorSetting')} icon={<SettingOutlined />} onClick={props.onSetting} />
        )}
        {canColumns && (
          <Tool label={label('seniorColumn')} icon={<ControlOutlined />} onClick={props.onColumns} />
        )}
        {canQuick && (
          <Tool
            label={label('baseColumn')}
            icon={<InsertRowRightOutlined />}
            onClick={props.onQuickColumns}
          />
        )}
        <Divider orientation="vertical" />
        {props.selectedCount !== null && (
          <Tool
            // The count the badge shows is in the name too (WCAG 2.5.3, axe's label-content-name-mismatch).
            label={props.selectedCount ? `${label('selected')} ${props.selectedCount}` : label('selected')}
            icon={
              <Badge count={props.selectedCount} size="small" overflowCount={99999} offset={[4, -2]}>
                <CheckSquareOutlined />
              </Badge>
            }
            onClick={props.onSelected}
          />
        )}
        <Tool
          label={label(props.fullScreen ? 'exitFullScreen' : 'fullScreen')}
          icon={props.fullScreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={props.onFullScreen}
        />
      </div>
    </div>
  );
}
