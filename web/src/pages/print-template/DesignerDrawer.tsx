import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import type { PdfmeTemplate, TemplateKind } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Empty, InputNumber, List, Space, Spin, Tag, Tooltip } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveButton } from '../../app/components/SaveButton.tsx';
import { downloadFile } from '../../platform/files.ts';
import { currentLanguage } from '../../platform/i18n.ts';
import { printTemplateApi, type TemplateField } from './printTemplateApi.ts';
import {
  insertField,
  type PageSize,
  pageSizeOf,
  sameTemplate,
  unboundElements,
  withPageSize,
  withSamples,
} from './template.ts';
import './print-template.css';
import { SearchInput } from '../../app/components/SearchInput.tsx';

/** What the drawer needs of a template designer: pdfme's in the app (`pdfmeEngine.ts`), a fake in tests. */
export type DesignerEngine = {
  getTemplate: () => PdfmeTemplate;
  updateTemplate: (template: PdfmeTemplate) => void;
  /** The page shown (0-based): "insert field" adds there. */
  currentPage: () => number;
  /** The props of a new text element (the text plugin's defaults). */
  textDefaults: Record<string, unknown>;
  destroy: () => void;
};
export type EngineFactory = (args: {
  container: HTMLElement;
  template: PdfmeTemplate;
  lang: string;
  onChange: (template: PdfmeTemplate) => void;
}) => Promise<DesignerEngine>;

/** The template being designed: a new one (no ID) or the version `ID` of the template `NAME`. */
export type DesignTarget = {
  KIND: TemplateKind;
  NAME: string;
  ID?: number;
  VERSION?: number;
  TEMPLATE: PdfmeTemplate;
};

const noFields: TemplateField[] = [];

type Props = {
  target: DesignTarget | null;
  createEngine: EngineFactory;
  /** `saved`: a new version was written (the list reloads). */
  onClose: (saved: boolean) => void;
};

/**
 * The print-template designer (issue #12): a full-screen drawer with the field panel on the left and the designer
 * on the right. Save writes a new version; Preview PDF renders the template being edited on the server against
 * the kind's sample record; Cancel asks before dropping unsaved changes.
 */
export function DesignerDrawer({ target, createEngine, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={target !== null}
      placement="right"
      size="100%"
      closable={false}
      keyboard={false}
      destroyOnHidden
      className="pt-drawer"
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column', overflow: 'hidden' } }}
      title={null}
      aria-label={t('print-template.designer.title')}
    >
      {target && <DesignerBody target={target} createEngine={createEngine} onClose={onClose} />}
    </Drawer>
  );
}

function DesignerBody({ target, createEngine, onClose }: Props & { target: DesignTarget }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const container = useRef<HTMLDivElement>(null);
  const engine = useRef<DesignerEngine | null>(null);
  const baseline = useRef<PdfmeTemplate>(target.TEMPLATE);
  const savedOnce = useRef(false);
  /**
   * Whether the user has acted on the template yet. pdfme reports changes of its own while it lays a template out
   * (table heights, normalised props): those before the first user action move the baseline, not the dirty flag.
   */
  const touched = useRef(false);
  const [dirty, setDirty] = useState(false);
  const [engineError, setEngineError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [version, setVersion] = useState(target.VERSION);
  const [versionId, setVersionId] = useState(target.ID);
  const [size, setSize] = useState<PageSize | null>(pageSizeOf(target.TEMPLATE));
  const [busy, setBusy] = useState<null | 'save' | 'preview'>(null);
  const [filter, setFilter] = useState('');
  /** Editable elements bound to no field: they print their content, which the designer says. */
  const [unbound, setUnbound] = useState<string[]>([]);

  const fieldsQuery = useQuery({
    queryKey: ['printTemplate', 'fields', target.KIND, currentLanguage()],
    queryFn: () => printTemplateApi.fields(target.KIND),
    staleTime: 5 * 60_000,
  });
  // Without the field list (a refused call, shown by the central toast) the designer still opens, with no fields.
  const fields = fieldsQuery.data ?? (fieldsQuery.isError ? noFields : undefined);
  const known = fieldsQuery.data;
  // Without the field list nothing is known to be unbound.
  const checkBinding = useCallback(
    (template: PdfmeTemplate) => setUnbound(known ? unboundElements(template, known) : []),
    [known],
  );
  const checkRef = useRef(checkBinding);
  checkRef.current = checkBinding;

  // The designer starts once the fields are known, so bound elements show their samples from the start.
  useEffect(() => {
    if (!fields || !container.current) return;
    let cancelled = false;
    let made: DesignerEngine | null = null;
    const initial = withSamples(target.TEMPLATE, fields);
    createEngine({
      container: container.current,
      template: initial,
      lang: currentLanguage(),
      onChange: (next) => {
        checkRef.current(next);
        if (touched.current) setDirty(!sameTemplate(next, baseline.current));
        else baseline.current = next;
      },
    })
      .then((e) => {
        if (cancelled) return e.destroy();
        made = e;
        engine.current = e;
        // The designer's own normal form of the template is the "unchanged" state (samples included).
        baseline.current = e.getTemplate();
        checkRef.current(baseline.current);
        setReady(true);
      })
      .catch((e: unknown) => {
        if (!cancelled) setEngineError(e instanceof Error ? e.message : String(e));
      });
    return () => {
      cancelled = true;
      made?.destroy();
      engine.current = null;
    };
  }, [fields, target.TEMPLATE, createEngine]);

  const insert = useCallback(
    (field: TemplateField) => {
      const e = engine.current;
      if (!e) return;
      touched.current = true;
      const next = insertField(e.getTemplate(), e.currentPage(), field, e.textDefaults);
      if (!next) {
        message.info(t('print-template.msg.fieldOnPage', { field: field.NAME }));
        return;
      }
      e.updateTemplate(next);
      checkBinding(next);
      setDirty(!sameTemplate(next, baseline.current));
    },
    [message, t, checkBinding],
  );

  const changeSize = (next: PageSize) => {
    setSize(next);
    touched.current = true;
    const e = engine.current;
    if (!e) return;
    const template = withPageSize(e.getTemplate(), next);
    e.updateTemplate(template);
    setDirty(!sameTemplate(template, baseline.current));
  };

  const save = async () => {
    const e = engine.current;
    if (!e) return;
    setBusy('save');
    try {
      const template = e.getTemplate();
      const saved = await printTemplateApi.save({
        ...(versionId ? { ID: versionId } : {}),
        KIND: target.KIND,
        NAME: target.NAME,
        TEMPLATE: template,
      });
      baseline.current = template;
      savedOnce.current = true;
      setDirty(false);
      setVersionId(saved.ID);
      // Save answers the new version's ID only (`savedId`): its number comes with the version itself.
      const number = (await printTemplateApi.get(saved.ID).catch(() => null))?.VERSION;
      if (number !== undefined) setVersion(number);
      message.success(
        number !== undefined
          ? t('print-template.msg.savedVersion', { version: number })
          : t('print-template.msg.saved'),
      );
    } catch {
      // The central request error toast shows the server's message.
    } finally {
      setBusy(null);
    }
  };

  const preview = async () => {
    const e = engine.current;
    if (!e) return;
    setBusy('preview');
    try {
      const result = await printTemplateApi.preview(target.KIND, e.getTemplate());
      if (!result.FileUrl) {
        message.info(t('print-template.msg.previewQueued'));
        return;
      }
      await downloadFile(result.FileUrl, `${target.NAME}-preview.pdf`);
    } catch (error) {
      // A refused call was already shown; a failed download was not.
      if (error instanceof Error && error.name !== 'ApiError')
        message.error(t('print-template.msg.downloadFailed', { msg: error.message }));
    } finally {
      setBusy(null);
    }
  };

  const cancel = () => {
    if (!dirty) return onClose(savedOnce.current);
    modal.confirm({
      title: t('print-template.confirm.discardTitle'),
      content: t('print-template.confirm.discard'),
      okText: t('print-template.confirm.discardOk'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => onClose(savedOnce.current),
    });
  };

  const shown = (fields ?? []).filter((f) => {
    const q = filter.trim().toLowerCase();
    return !q || f.NAME.toLowerCase().includes(q) || f.CAPTION.toLowerCase().includes(q);
  });

  return (
    <>
      <div className="pt-toolbar">
        <Space size="small" wrap>
          <strong>{target.NAME}</strong>
          <Tag>{t(`print-template.kinds.${target.KIND}`)}</Tag>
          {version !== undefined ? (
            <Tag color="blue" data-testid="pt-version">
              {t('print-template.designer.version', { version })}
            </Tag>
          ) : (
            <Tag>{t('print-template.designer.unsaved')}</Tag>
          )}
          {dirty && <Tag color="orange">{t('print-template.designer.changed')}</Tag>}
        </Space>
        {size && versionId === undefined && (
          <Space size="small" className="pt-size">
            <span>{t('print-template.designer.pageSize')}</span>
            <InputNumber
              size="small"
              min={10}
              max={2000}
              value={size.width}
              aria-label={t('print-template.designer.width')}
              suffix="mm"
              onChange={(v) => typeof v === 'number' && changeSize({ ...size, width: v })}
            />
            ×
            <InputNumber
              size="small"
              min={10}
              max={2000}
              value={size.height}
              aria-label={t('print-template.designer.height')}
              suffix="mm"
              onChange={(v) => typeof v === 'number' && changeSize({ ...size, height: v })}
            />
          </Space>
        )}
        <Space size="small" className="pt-actions">
          <SaveButton
            type="primary"
            loading={busy === 'save'}
            disabled={!ready}
            onClick={() => void save()}
          />
          <Button
            icon={<EyeOutlined />}
            loading={busy === 'preview'}
            disabled={!ready}
            onClick={() => void preview()}
          >
            {t('print-template.actions.preview')}
          </Button>
          <Button onClick={cancel}>{t('common.cancel')}</Button>
        </Space>
      </div>
      <div className="pt-main">
        <aside className="pt-fields" aria-label={t('print-template.designer.fields')}>
          {/* Beside the fields it is about, where it moves nothing of the designer when it comes and goes. */}
          {unbound.length > 0 && (
            <Alert
              type="warning"
              showIcon
              data-testid="pt-unbound"
              title={t('print-template.designer.unbound', { names: unbound.join(', ') })}
            />
          )}
          <div className="pt-fields-title">{t('print-template.designer.fields')}</div>
          <SearchInput
            size="small"
            allowClear
            placeholder={t('print-template.designer.filter')}
            aria-label={t('print-template.designer.filter')}
            onChange={(e) => setFilter(e.target.value)}
          />
          {fieldsQuery.isLoading ? (
            <Spin className="pt-spin" />
          ) : shown.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('print-template.designer.noFields')} />
          ) : (
            <List
              size="small"
              dataSource={shown}
              renderItem={(field) => (
                <List.Item
                  className="pt-field"
                  actions={[
                    <Tooltip key="insert" title={t('print-template.designer.insert')}>
                      <Button
                        size="small"
                        type="text"
                        icon={<PlusOutlined />}
                        disabled={!ready}
                        aria-label={`${t('print-template.designer.insert')} ${field.NAME}`}
                        onClick={() => insert(field)}
                      />
                    </Tooltip>,
                  ]}
                >
                  <List.Item.Meta
                    title={field.CAPTION}
                    description={
                      <>
                        <code>{field.NAME}</code> <span className="pt-sample">{field.SAMPLE}</span>
                      </>
                    }
                  />
                </List.Item>
              )}
            />
          )}
        </aside>
        <div className="pt-canvas">
          {engineError && (
            <Alert
              type="error"
              showIcon
              title={t('print-template.msg.designerFailed', { msg: engineError })}
            />
          )}
          {!ready && !engineError && (
            <div className="pt-loading">
              <Spin /> {t('common.loading')}
            </div>
          )}
          <div
            ref={container}
            className="pt-designer"
            data-testid="pt-designer"
            onPointerDownCapture={() => {
              touched.current = true;
            }}
            onKeyDownCapture={() => {
              touched.current = true;
            }}
          />
        </div>
      </div>
    </>
  );
}
