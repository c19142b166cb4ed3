import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../app/components/ConfirmAction.tsx';
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
import { type DocumentTypeValues, onboardingApi, onboardingKeys } from './onboardingApi.ts';
import './onboarding.css';

type Values = {
  ID?: number;
  CODE: string;
  NAME: string;
  NAME_EN: string;
  MANDATORY: boolean;
  ENABLED: boolean;
};
/** The contract's `documentTypeSave.CODE`. */
const codePattern = /^[A-Za-z0-9_-]{1,32}$/;

/** A type's English name is English in either language of the screen (so a screen reader reads it so). */
const renderers: ListRenderers<'DocumentTypes'> = {
  NAME_EN: (_value, _row, _index, text) => <span lang="en">{text}</span>,
};

/**
 * Document types (Supplier/DocumentTypes, issue #34): the compliance documents the organisation asks of its vendors,
 * each mandatory or not and enabled or not, added and changed in a dialog; above the list, the organisation's rule
 * whether a vendor missing a valid mandatory document may still create delivery notes (off: it is only warned).
 */
export default function DocumentTypesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const { one, refresh, listProps } = useListSelection<'DocumentTypes'>();
  const [editing, setEditing] = useState<Values | null>(null);
  const [savingRule, setSavingRule] = useState(false);
  const rule = useQuery({
    queryKey: onboardingKeys.documentRule,
    queryFn: ({ signal }) => onboardingApi.documentRule(signal),
  });
  const edit = (row: ListRow<'DocumentTypes'>) => setEditing(valuesOf(row));

  const setRule = async (block: boolean) => {
    if (block) {
      const ok = await confirm({
        title: t('onboarding.types.blockTitle'),
        consequences: [t('onboarding.types.blockNotes'), t('onboarding.types.blockExisting')],
        okText: t('onboarding.types.blockOk'),
        danger: true,
        testId: 'document-rule-ask',
      });
      if (!ok) return;
    }
    setSavingRule(true);
    try {
      const next = await onboardingApi.saveDocumentRule(block);
      client.setQueryData(onboardingKeys.documentRule, next);
      void message.success(t(block ? 'onboarding.types.blockOn' : 'onboarding.types.blockOff'));
    } catch {
      // The server's message is toasted by the api layer.
    } finally {
      setSavingRule(false);
    }
  };

  return (
    <div className="onb-types">
      <div className="onb-rule" data-testid="document-rule">
        <Switch
          checked={rule.data?.BLOCK_ON_EXPIRED_DOCUMENTS ?? false}
          loading={rule.isLoading || savingRule}
          disabled={!rule.data}
          onChange={(v) => void setRule(v)}
          aria-labelledby="onb-rule-label"
          data-testid="document-rule-switch"
        />
        <div>
          <div id="onb-rule-label" className="onb-rule-label">
            {t('onboarding.types.rule')}
          </div>
          <div className="onb-hint">{t('onboarding.types.ruleHint')}</div>
        </div>
      </div>
      <ScreenList
        {...listProps}
        list="DocumentTypes"
        rowKey="ID"
        rowSelection="page"
        height="calc(100vh - 172px - 76px)"
        onRowDoubleClick={edit}
        renderers={renderers}
        toolbarButtons={
          <>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ CODE: '', NAME: '', NAME_EN: '', MANDATORY: false, ENABLED: true })}
              data-testid="document-type-new"
            >
              {t('onboarding.types.new')}
            </Button>
            <OneRowButton
              icon={<EditOutlined />}
              action={one && (() => edit(one))}
              data-testid="document-type-edit"
            >
              {t('onboarding.types.edit')}
            </OneRowButton>
          </>
        }
      />
      {editing && (
        <DocumentTypeDialog
          value={editing}
          onClose={() => setEditing(null)}
          onSave={async (body) => {
            await onboardingApi.saveDocumentType(body);
            setEditing(null);
            void message.success(t('onboarding.types.saved', { code: body.CODE }));
            void client.invalidateQueries({ queryKey: onboardingKeys.documentTypes });
            refresh();
          }}
        />
      )}
    </div>
  );
}

/** A list row as the dialog edits it. */
const valuesOf = (row: ListRow<'DocumentTypes'>): Values => ({
  ID: row.ID,
  CODE: row.TYPE_CODE ?? '',
  NAME: row.DOCUMENT_TYPE ?? '',
  NAME_EN: row.NAME_EN ?? '',
  MANDATORY: row.MANDATORY === true,
  ENABLED: row.ENABLED === true,
});

function DocumentTypeDialog({
  value,
  onClose,
  onSave,
}: {
  value: Values;
  onClose: () => void;
  onSave: (body: DocumentTypeValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const [form] = Form.useForm<Values>();
  const { error, busy, submitForm } = useSubmit();
  const editing = value.ID !== undefined;
  const save = () =>
    submitForm(form, (v) =>
      onSave({
        ...(editing ? { ID: value.ID } : {}),
        CODE: v.CODE.trim(),
        NAME: v.NAME.trim(),
        NAME_EN: (v.NAME_EN ?? '').trim(),
        MANDATORY: Boolean(v.MANDATORY),
        ENABLED: Boolean(v.ENABLED),
      }),
    );
  return (
    <DraggableModal
      open
      title={editing ? t('onboarding.types.editTitle', { code: value.CODE }) : t('onboarding.types.newTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('onboarding.types.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'document-type-save' }}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" preserve={false} initialValues={value}>
        <Form.Item
          name="CODE"
          label={field('TYPE_CODE')}
          extra={t('onboarding.types.codeHint')}
          rules={[
            { required: true, whitespace: true, message: t('onboarding.register.required') },
            {
              pattern: codePattern,
              transform: (v: unknown) => String(v ?? '').trim(),
              message: t('onboarding.types.codeInvalid'),
            },
          ]}
        >
          <Input {...lengthLimit(32)} data-testid="document-type-code" data-autofocus />
        </Form.Item>
        <Form.Item
          name="NAME"
          label={field('DOCUMENT_TYPE')}
          rules={[
            { required: true, whitespace: true, message: t('onboarding.register.required') },
            { max: 100, message: t('onboarding.max', { max: 100 }) },
          ]}
        >
          <Input {...lengthLimit(100)} data-testid="document-type-name" />
        </Form.Item>
        <Form.Item
          name="NAME_EN"
          label={field('NAME_EN')}
          rules={[{ max: 100, message: t('onboarding.max', { max: 100 }) }]}
        >
          <Input {...lengthLimit(100)} data-testid="document-type-name-en" />
        </Form.Item>
        <Space size={32} wrap>
          <Form.Item name="MANDATORY" label={field('MANDATORY')} valuePropName="checked">
            <Switch data-testid="document-type-mandatory" />
          </Form.Item>
          <Form.Item name="ENABLED" label={field('ENABLED')} valuePropName="checked">
            <Switch data-testid="document-type-enabled" />
          </Form.Item>
        </Space>
        <p className="onb-hint">{t('onboarding.types.mandatoryHint')}</p>
      </Form>
      <Refusal error={error} testId="document-type-error" />
    </DraggableModal>
  );
}
