import {
  CheckCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { App, Button, Spin, Tag } from 'antd';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ListHandle,
  type ListRenderers,
  type ListRow,
  ScreenList,
} from '../../platform/list-table/index.ts';
import type { DesignTarget } from './DesignerDrawer.tsx';
import { type NewTemplate, NewTemplateDialog } from './NewTemplateDialog.tsx';
import { PrintSettingsDialog } from './PrintSettingsDialog.tsx';
import { isTemplateKind, printTemplateApi } from './printTemplateApi.ts';
import { blankTemplate } from './template.ts';

// pdfme (designer, fonts, barcodes) is large: the list loads it only when a template is opened.
const TemplateDesigner = lazy(() => import('./TemplateDesigner.tsx'));

type TemplateRow = ListRow<'SysReportTpl'>;

const isDefaultRenderer: ListRenderers<'SysReportTpl'>['IS_DEFAULT'] = (value, _row, _index, text) =>
  value === 'Y' ? <Tag color="green">{text}</Tag> : <span className="lt-muted">{text}</span>;

/** Print templates (SysReportTpl, issue #12): versions of each kind's pdfme templates, one default per kind. */
export function PrintTemplatePage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const table = useRef<ListHandle<'SysReportTpl'>>(null);
  const [selected, setSelected] = useState<TemplateRow[]>([]);
  const [creating, setCreating] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [target, setTarget] = useState<DesignTarget | null>(null);
  const [opening, setOpening] = useState(false);
  const one = selected.length === 1 ? selected[0]! : null;
  const renderers = useMemo<ListRenderers<'SysReportTpl'>>(
    () => ({
      IS_DEFAULT: isDefaultRenderer,
      // The kind's label from the list's OPTIONS; while the server's list declares none, this page's own.
      KIND: (value, _row, _index, text) =>
        text === value && isTemplateKind(value) ? t(`print-template.kinds.${value}`) : text,
    }),
    [t],
  );

  const refresh = () => {
    table.current?.clearSelection();
    setSelected([]);
    table.current?.reload();
  };

  const create = async (value: NewTemplate) => {
    setCreating(false);
    let template = blankTemplate(value.KIND);
    if (value.FROM === 'default') {
      setOpening(true);
      try {
        const found = await printTemplateApi.defaultOf(value.KIND);
        if (found) template = found.TEMPLATE;
        else message.info(t('print-template.msg.noDefault'));
      } catch {
        // Shown by the central request error toast; the designer starts from an empty page.
      } finally {
        setOpening(false);
      }
    }
    setTarget({ KIND: value.KIND, NAME: value.NAME, TEMPLATE: template });
  };

  const edit = async (row: TemplateRow) => {
    setOpening(true);
    try {
      const found = await printTemplateApi.get(row.ID);
      setTarget({
        KIND: found.KIND,
        NAME: found.NAME,
        ID: found.ID,
        VERSION: found.VERSION,
        TEMPLATE: found.TEMPLATE,
      });
    } catch {
      // Shown by the central request error toast.
    } finally {
      setOpening(false);
    }
  };

  const describe = (row: TemplateRow) =>
    `${row.NAME ?? ''} · ${t(`print-template.kinds.${row.KIND ?? ''}`)} · ${t('print-template.designer.version', { version: row.VERSION })}`;

  const setDefault = () => {
    if (!one) return;
    modal.confirm({
      title: t('print-template.confirm.defaultTitle'),
      content: describe(one),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await printTemplateApi.setDefault(one.ID);
          message.success(t('print-template.msg.defaultSet'));
          refresh();
        } catch {
          // Shown by the central request error toast.
        }
      },
    });
  };

  const remove = () => {
    if (!one) return;
    modal.confirm({
      title: t('print-template.confirm.deleteTitle'),
      content: describe(one),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await printTemplateApi.remove(one.ID);
          message.success(t('print-template.msg.deleted'));
          refresh();
        } catch {
          // The server's refusal (e.g. deleting the default) is shown by the central request error toast.
        }
      },
    });
  };

  const toolbar = (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
        {t('print-template.actions.new')}
      </Button>
      <Button icon={<EditOutlined />} disabled={!one} loading={opening} onClick={() => one && void edit(one)}>
        {t('print-template.actions.edit')}
      </Button>
      <Button icon={<CheckCircleOutlined />} disabled={!one || one.IS_DEFAULT === 'Y'} onClick={setDefault}>
        {t('print-template.actions.setDefault')}
      </Button>
      <Button danger icon={<DeleteOutlined />} disabled={!one} onClick={remove}>
        {t('print-template.actions.delete')}
      </Button>
      <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)} data-testid="print-settings">
        {t('print-template.settings.button')}
      </Button>
    </>
  );

  return (
    <>
      <ScreenList
        ref={table}
        list="SysReportTpl"
        rowKey="ID"
        rowSelection="page"
        onSelectionChange={setSelected}
        onRowDoubleClick={(row) => void edit(row)}
        renderers={renderers}
        toolbarExtra={toolbar}
      />
      <PrintSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <NewTemplateDialog
        open={creating}
        onCancel={() => setCreating(false)}
        onOk={(value) => void create(value)}
      />
      {target && (
        <Suspense fallback={<Spin fullscreen />}>
          <TemplateDesigner
            target={target}
            onClose={(saved) => {
              setTarget(null);
              if (saved) refresh();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

export default PrintTemplatePage;
