import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import type { PdfmeTemplate, TemplateKind } from '@srm/contract';
import { Alert, Button, Drawer, Empty, InputNumber, List, Space, Spin, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveButton } from '../../app/components/SaveButton.tsx';
import { useDesignerActions, useDesignerEngine } from './useDesigner.ts';
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
  const designer = useDesignerEngine(target, createEngine);
  const actions = useDesignerActions(target, designer, onClose);
  const { ready, engineError } = designer;
  return (
    <>
      <DesignerToolbar target={target} designer={designer} actions={actions} />
      <div className="pt-main">
        <FieldPanel designer={designer} />
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
            ref={designer.container}
            className="pt-designer"
            data-testid="pt-designer"
            onPointerDownCapture={designer.touch}
            onKeyDownCapture={designer.touch}
          />
        </div>
      </div>
    </>
  );
}

type Designer = ReturnType<typeof useDesignerEngine>;

/** The template's name, kind, version and state; a new template's page size; Save, Preview PDF and Cancel. */
function DesignerToolbar({
  target,
  designer: { dirty, ready, size, changeSize },
  actions: { version, versionId, busy, save, preview, cancel },
}: {
  target: DesignTarget;
  designer: Designer;
  actions: ReturnType<typeof useDesignerActions>;
}) {
  const { t } = useTranslation();
  return (
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
        <SaveButton type="primary" loading={busy === 'save'} disabled={!ready} onClick={() => void save()} />
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
  );
}

/** The kind's fields, filtered by name or caption, each with a button that inserts it on the page shown. */
function FieldPanel({ designer: { fieldsQuery, fields, unbound, ready, insert } }: { designer: Designer }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const shown = (fields ?? []).filter((f) => {
    const q = filter.trim().toLowerCase();
    return !q || f.NAME.toLowerCase().includes(q) || f.CAPTION.toLowerCase().includes(q);
  });
  return (
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
  );
}
