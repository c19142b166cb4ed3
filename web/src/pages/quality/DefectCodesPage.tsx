import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Select, Space, Switch } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { OneRowButton } from '../../app/components/OneRowButton.tsx';
import { useCaptions } from '../../platform/captions.ts';
import {
  type ListRenderers,
  type ListRow,
  ScreenList,
  useListSelection,
} from '../../platform/list-table/index.ts';
import { type DefectSave, qualityApi } from './qualityApi.ts';
import './quality.css';

type DefectRow = ListRow<'DefectCodes'>;
type DefectValues = { ID?: number; CODE: string; NAME: string; NAME_EN: string; ENABLED: boolean };

/** What the server takes as a code (contract `defectCodeSave`). */
const codePattern = /^[A-Za-z0-9_-]+$/;

/**
 * A defect code added or changed: its code (fixed once created: inspections and NCRs name it), its Chinese and
 * English names and whether inspectors may pick it. The server's refusal (a code already taken) shows in the dialog.
 */
function DefectDialog({
  defect,
  onClose,
  onSave,
}: {
  defect: DefectValues;
  onClose: () => void;
  onSave: (values: DefectSave) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const [form] = Form.useForm<DefectValues>();
  const { error, busy, submitForm } = useSubmit();
  const editing = defect.ID !== undefined;
  const save = () =>
    submitForm(form, (v) =>
      onSave({
        ...(editing ? { ID: defect.ID } : {}),
        CODE: editing ? defect.CODE : v.CODE.trim(),
        NAME: v.NAME.trim(),
        NAME_EN: (v.NAME_EN ?? '').trim(),
        ENABLED: v.ENABLED,
      }),
    );
  return (
    <DraggableModal
      open
      title={editing ? t('quality.defect.edit', { code: defect.CODE }) : t('quality.defect.new')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('quality.defect.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'dc-save' }}
      destroyOnHidden
    >
      <div data-testid="dc-dialog">
        <Form<DefectValues>
          form={form}
          layout="vertical"
          initialValues={defect}
          preserve={false}
          requiredMark
          onFinish={() => void save()}
        >
          <Form.Item
            name="CODE"
            label={field('DEFECT_CODE')}
            extra={editing ? t('quality.defect.codeFixed') : t('quality.defect.codeHint')}
            rules={[
              { required: true, whitespace: true, message: t('quality.defect.codeRequired') },
              { max: 32 },
              { pattern: codePattern, message: t('quality.defect.codeFormat') },
            ]}
          >
            <Input
              {...lengthLimit(32)}
              disabled={editing}
              data-testid="dc-code"
              data-autofocus={editing ? undefined : true}
            />
          </Form.Item>
          <Form.Item
            name="NAME"
            label={field('DEFECT_NAME')}
            rules={[
              { required: true, whitespace: true, message: t('quality.defect.nameRequired') },
              { max: 100 },
            ]}
          >
            <Input {...lengthLimit(100)} data-testid="dc-name" data-autofocus={editing ? true : undefined} />
          </Form.Item>
          <Form.Item name="NAME_EN" label={field('DEFECT_NAME_EN')} rules={[{ max: 100 }]}>
            <Input {...lengthLimit(100)} lang="en" data-testid="dc-name-en" />
          </Form.Item>
          <Form.Item name="ENABLED" label={field('ENABLED')} valuePropName="checked">
            <Switch data-testid="dc-enabled" />
          </Form.Item>
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
        <Refusal error={error} testId="dc-error" />
      </div>
    </DraggableModal>
  );
}

/** The English names are English on purpose, in either language (screen readers, the pages' language checks). */
const renderers: ListRenderers<'DefectCodes'> = {
  DEFECT_NAME_EN: (_value, _row, _index, text) => <span lang="en">{text}</span>,
};

/** A list row as the dialog edits it. */
const valuesOf = (row: DefectRow): DefectValues => ({
  ID: row.ID,
  CODE: row.DEFECT_CODE ?? '',
  NAME: row.DEFECT_NAME ?? '',
  NAME_EN: row.DEFECT_NAME_EN ?? '',
  ENABLED: row.ENABLED === true,
});

/**
 * Defect codes (Quality/DefectCodes, issue #33): the organisation's catalogue inspectors pick from. A code is added
 * or changed in a dialog (a double-click edits); a code no longer used is disabled, never deleted (inspections name
 * it). Columns and captions are the server's list declaration (`quality.list.ts`).
 */
/**
 * How rejected goods are billed (PRODUCT §12): statements bill the accepted quantity, or the received quantity with
 * a draft deduction bill per rejection.
 */
function RejectBillingRule() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [rule, setRule] = useState<'accepted' | 'deduct' | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    qualityApi
      .rejectRule(abort.signal)
      .then((r) => setRule(r.REJECT_BILLING))
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  const change = async (next: 'accepted' | 'deduct') => {
    setBusy(true);
    try {
      setRule((await qualityApi.saveRejectRule(next)).REJECT_BILLING);
      void message.success(t('quality.rule.saved'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space size={8} wrap>
      <span id="q-reject-rule">{t('quality.rule.label')}</span>
      <Select
        aria-labelledby="q-reject-rule"
        size="small"
        loading={rule === null || busy}
        disabled={rule === null || busy}
        value={rule ?? undefined}
        style={{ minWidth: 260 }}
        onChange={(v) => void change(v)}
        options={[
          { value: 'accepted', label: t('quality.rule.accepted') },
          { value: 'deduct', label: t('quality.rule.deduct') },
        ]}
        data-testid="dc-reject-rule"
      />
    </Space>
  );
}

export default function DefectCodesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { one, refresh, listProps } = useListSelection<'DefectCodes'>();
  const [editing, setEditing] = useState<DefectValues | null>(null);
  const edit = useCallback((row: DefectRow) => setEditing(valuesOf(row)), []);

  const save = async (values: DefectSave) => {
    await qualityApi.saveDefect(values);
    setEditing(null);
    void message.success(t('quality.defect.saved', { code: values.CODE }));
    refresh();
  };

  return (
    <div className="q-page">
      <ScreenList
        {...listProps}
        list="DefectCodes"
        rowKey="ID"
        rowSelection="page"
        onRowDoubleClick={edit}
        renderers={renderers}
        toolbarButtons={
          <>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ CODE: '', NAME: '', NAME_EN: '', ENABLED: true })}
              data-testid="dc-new"
            >
              {t('quality.defect.newButton')}
            </Button>
            <OneRowButton icon={<EditOutlined />} action={one && (() => edit(one))} data-testid="dc-edit">
              {t('quality.defect.editButton')}
            </OneRowButton>
            <RejectBillingRule />
          </>
        }
      />
      {editing && <DefectDialog defect={editing} onClose={() => setEditing(null)} onSave={save} />}
    </div>
  );
}
