import { type WebhookEvent, webhookEventLabels, webhookEvents } from '@srm/contract';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { useCaptions } from '../../platform/captions.ts';
import { currentLanguage } from '../../platform/i18n.ts';

/** An endpoint as the dialog edits it: a new one has no ID. */
export type EndpointValues = { ID?: number; URL: string; DESCRIPTION: string; EVENTS: WebhookEvent[] };

type Props = {
  /** The endpoint to change, or a new one's defaults (the page mounts the dialog per opening). */
  endpoint: EndpointValues;
  onClose: () => void;
  /** Saves; a refusal (an address the server refuses) stays in the dialog. */
  onSave: (values: EndpointValues) => Promise<void>;
};

const urlExample = 'https://erp.example.com/webhooks/srm';

/**
 * The events as a group of checkboxes. The form gives its field `aria-required`, which a group (role "group") may not
 * carry (axe: aria-allowed-attr): only the value, its change and the id for the label reach the group.
 */
function EventsField(props: {
  id?: string;
  value?: WebhookEvent[];
  onChange?: (value: WebhookEvent[]) => void;
}) {
  const lang = currentLanguage();
  return (
    <Checkbox.Group<WebhookEvent>
      // The label's `for`: the group renders it on its element, though its props do not declare it.
      {...{ id: props.id }}
      value={props.value}
      onChange={props.onChange}
      data-testid="webhook-events"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', rowGap: 6 }}
      options={webhookEvents.map((e) => ({ value: e, label: webhookEventLabels[e][lang] }))}
    />
  );
}

/** Registers an endpoint or changes one: its address (https, public unless allowlisted), what it is for, its events. */
export function EndpointDialog({ endpoint, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const [form] = Form.useForm<EndpointValues>();
  const { error, busy, submit } = useSubmit();
  const editing = endpoint.ID !== undefined;

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    await submit(() =>
      onSave({
        ...(editing ? { ID: endpoint.ID } : {}),
        URL: v.URL.trim(),
        DESCRIPTION: (v.DESCRIPTION ?? '').trim(),
        EVENTS: v.EVENTS,
      }),
    );
  };

  return (
    <DraggableModal
      open
      width={560}
      title={editing ? t('webhook.dialog.edit', { id: endpoint.ID }) : t('webhook.dialog.new')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={editing ? t('webhook.dialog.save') : t('webhook.dialog.register')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'webhook-save' }}
      destroyOnHidden
    >
      <Form<EndpointValues> form={form} layout="vertical" initialValues={endpoint} preserve={false}>
        <Form.Item
          name="URL"
          label={field('URL')}
          extra={t('webhook.dialog.urlHint')}
          rules={[{ required: true, whitespace: true, max: 2000, message: t('webhook.dialog.urlRequired') }]}
        >
          <Input
            {...lengthLimit(2000)}
            placeholder={urlExample}
            data-testid="webhook-url"
            data-autofocus
            inputMode="url"
          />
        </Form.Item>
        <Form.Item
          name="DESCRIPTION"
          label={field('DESCRIPTION')}
          rules={[{ max: 200, message: t('webhook.dialog.descriptionTooLong') }]}
        >
          <Input {...lengthLimit(200)} data-testid="webhook-description" />
        </Form.Item>
        <Form.Item
          name="EVENTS"
          label={field('EVENTS')}
          rules={[{ required: true, type: 'array', min: 1, message: t('webhook.dialog.eventsRequired') }]}
        >
          <EventsField />
        </Form.Item>
      </Form>
      <Refusal error={error} testId="webhook-error" />
    </DraggableModal>
  );
}
