import {
  CheckCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { App, Button, Spin, Tag } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ListRenderers,
  type ListRow,
  ScreenList,
  useListSelection,
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

/** Set default and Delete of the selected template version: each asks first, then reloads the list. */
function useTemplateSteps(one: TemplateRow | null, refresh: () => void) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const describe = (row: TemplateRow) =>
    `${row.NAME ?? ''} · ${t(`print-template.kinds.${row.KIND ?? ''}`)} · ${t('print-template.designer.version', { version: row.VERSION })}`;
  const ask = (title: string, call: (id: number) => Promise<unknown>, done: string, danger = false) => {
    if (!one) return;
    modal.confirm({
      title,
      content: describe(one),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      ...(danger ? { okButtonProps: { danger: true } } : {}),
      onOk: async () => {
        try {
          await call(one.ID);
          message.success(done);
          refresh();
        } catch {
          // The server's refusal (e.g. deleting the default) is shown by the central request error toast.
        }
      },
    });
  };
  return {
    setDefault: () =>
      ask(
        t('print-template.confirm.defaultTitle'),
        printTemplateApi.setDefault,
        t('print-template.msg.defaultSet'),
      ),
    remove: () =>
      ask(
        t('print-template.confirm.deleteTitle'),
        printTemplateApi.remove,
        t('print-template.msg.deleted'),
        true,
      ),
  };
}

/** Print templates (SysReportTpl, issue #12): versions of each kind's pdfme templates, one default per kind. */
export function PrintTemplatePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { one, refresh, listProps } = useListSelection<'SysReportTpl'>();
  const [creating, setCreating] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [target, setTarget] = useState<DesignTarget | null>(null);
  const [opening, setOpening] = useState(false);
  const renderers = useMemo<ListRenderers<'SysReportTpl'>>(
    () => ({
      IS_DEFAULT: isDefaultRenderer,
      // The kind's label from the list's OPTIONS; while the server's list declares none, this page's own.
      KIND: (value, _row, _index, text) =>
        text === value && isTemplateKind(value) ? t(`print-template.kinds.${value}`) : text,
    }),
    [t],
  );

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

  const { setDefault, remove } = useTemplateSteps(one, refresh);

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
        {...listProps}
        list="SysReportTpl"
        rowKey="ID"
        rowSelection="page"
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
