import type { PdfmeTemplate, TemplateKind } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../platform/files.ts';
import { currentLanguage } from '../../platform/i18n.ts';
import type { DesignerEngine, DesignTarget, EngineFactory } from './DesignerDrawer.tsx';
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

const noFields: TemplateField[] = [];

/** The kind's fields, and the template's editable elements bound to none of them. */
function useTemplateFields(kind: TemplateKind) {
  const fieldsQuery = useQuery({
    queryKey: ['printTemplate', 'fields', kind, currentLanguage()],
    queryFn: () => printTemplateApi.fields(kind),
    staleTime: 5 * 60_000,
  });
  // Without the field list (a refused call, shown by the central toast) the designer still opens, with no fields.
  const fields = fieldsQuery.data ?? (fieldsQuery.isError ? noFields : undefined);
  const known = fieldsQuery.data;
  /** Editable elements bound to no field: they print their content, which the designer says. */
  const [unbound, setUnbound] = useState<string[]>([]);
  // Without the field list nothing is known to be unbound.
  const checkBinding = useCallback(
    (template: PdfmeTemplate) => setUnbound(known ? unboundElements(template, known) : []),
    [known],
  );
  return { fieldsQuery, fields, unbound, checkBinding };
}

/** The designer engine in `container`, started once the fields are known, and whether the template has changed. */
export function useDesignerEngine(target: DesignTarget, createEngine: EngineFactory) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const container = useRef<HTMLDivElement>(null);
  const engine = useRef<DesignerEngine | null>(null);
  const baseline = useRef<PdfmeTemplate>(target.TEMPLATE);
  /**
   * Whether the user has acted on the template yet. pdfme reports changes of its own while it lays a template out
   * (table heights, normalised props): those before the first user action move the baseline, not the dirty flag.
   */
  const touched = useRef(false);
  const [dirty, setDirty] = useState(false);
  const [engineError, setEngineError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [size, setSize] = useState<PageSize | null>(pageSizeOf(target.TEMPLATE));
  const { fieldsQuery, fields, unbound, checkBinding } = useTemplateFields(target.KIND);
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

  const touch = () => {
    touched.current = true;
  };
  /** A saved template is the new "unchanged" state. */
  const markSaved = (template: PdfmeTemplate) => {
    baseline.current = template;
    setDirty(false);
  };

  return {
    container,
    engine,
    fieldsQuery,
    fields,
    unbound,
    ready,
    engineError,
    dirty,
    size,
    insert,
    changeSize,
    touch,
    markSaved,
  };
}

type Engine = ReturnType<typeof useDesignerEngine>;

/** Save (a new version each time), Preview PDF and Cancel of the designer. */
export function useDesignerActions(
  target: DesignTarget,
  { engine, dirty, markSaved }: Engine,
  onClose: (saved: boolean) => void,
) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const savedOnce = useRef(false);
  const [version, setVersion] = useState(target.VERSION);
  const [versionId, setVersionId] = useState(target.ID);
  const [busy, setBusy] = useState<null | 'save' | 'preview'>(null);

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
      savedOnce.current = true;
      markSaved(template);
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

  return { version, versionId, busy, save, preview, cancel };
}
