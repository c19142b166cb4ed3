import { Button, Form, type FormInstance, Spin } from 'antd';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableModal } from '../../../app/components/DraggableModal.tsx';
import { SaveButton } from '../../../app/components/SaveButton.tsx';

type Props<V> = {
  open: boolean;
  title: ReactNode;
  form: FormInstance<V>;
  saving: boolean;
  onFinish: (values: V) => void;
  onCancel: () => void;
  width?: number;
  /** Values the form starts with each time it opens. */
  initialValues?: Partial<V>;
  children: ReactNode;
  testId?: string;
};

/**
 * The edit dialog of the administration screens: a draggable dialog around a vertical form, the orange save
 * button, Enter saves (a hidden submit button), Esc cancels, the first field takes the focus, and the 'data
 * submitting...' overlay covers the form while saving (spec §8).
 */
export function FormDialog<V>(props: Props<V>) {
  const { t } = useTranslation();
  const body = useRef<HTMLDivElement>(null);
  return (
    <DraggableModal
      open={props.open}
      title={props.title}
      width={props.width}
      onCancel={props.onCancel}
      destroyOnHidden
      mask={{ closable: false }}
      afterOpenChange={(open) => {
        // The form instance outlives the dialog: start each opening from the initial values.
        if (!open) {
          props.form.resetFields();
          return;
        }
        // Someone quick may already be typing in a field: never take the focus from them.
        const active = document.activeElement;
        if (active && active !== document.body && body.current?.contains(active)) return;
        const first = body.current?.querySelector<HTMLElement>(
          'input:not([disabled]):not([type=hidden]), textarea:not([disabled])',
        );
        first?.focus();
      }}
      footer={[
        <Button key="cancel" onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>,
        <SaveButton key="save" type="primary" loading={props.saving} onClick={() => props.form.submit()} />,
      ]}
    >
      <Spin spinning={props.saving} description={t('common.submitting')}>
        <div ref={body} data-testid={props.testId}>
          <Form<V>
            form={props.form}
            layout="vertical"
            autoComplete="off"
            initialValues={props.initialValues}
            onFinish={props.onFinish}
            requiredMark
            className="admin-form"
          >
            {props.children}
            {/* Enter in any field submits. */}
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </Form>
        </div>
      </Spin>
    </DraggableModal>
  );
}
