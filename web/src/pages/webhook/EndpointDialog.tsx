import {
  type WebhookEvent,
  webhookEventGroups,
  webhookEventLabels,
  webhookEvents,
  webhookStaffOnlyEvents,
} from '@srm/contract';
import { Alert, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { lengthLimit } from '../../app/components/lengthLimit.ts';
import { ApiError } from '../../platform/api.ts';
import { useCaptions } from '../../platform/captions.ts';
import { currentLanguage } from '../../platform/i18n.ts';
import { useSession } from '../../platform/session.ts';
import './webhook.css';

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

/** The events the caller may choose: a vendor user not those of no vendor yet (a registration). */
export function eventsFor(isVendor: boolean): readonly WebhookEvent[] {
  const staffOnly: readonly WebhookEvent[] = webhookStaffOnlyEvents;
  return isVendor ? webhookEvents.filter((e) => !staffOnly.includes(e)) : webhookEvents;
}

/**
 * The events by area (deliveries and orders, settlement, quality, supplier data), each area's box choosing all of
 * it. The form gives its field `aria-required`, which a group may not carry (axe: aria-allowed-attr): only the value,
 * its change and the id for the label reach the fieldset.
 */
function EventsField(props: {
  id?: string;
  value?: WebhookEvent[];
  onChange?: (value: WebhookEvent[]) => void;
  offered: readonly WebhookEvent[];
}) {
  const lang = currentLanguage();
  const value = props.value ?? [];
  const change = (events: WebhookEvent[]) =>
    props.onChange?.(webhookEvents.filter((e) => events.includes(e)));
  return (
    <fieldset id={props.id} className="wh-events-field" data-testid="webhook-events">
      {webhookEventGroups.map((group) => {
        const events: WebhookEvent[] = group.events.filter((e) => props.offered.includes(e));
        if (events.length === 0) return null;
        const chosen = events.filter((e) => value.includes(e));
        return (
          <div key={group.key} className="wh-events-group" data-group={group.key}>
            <Checkbox
              checked={chosen.length === events.length}
              indeterminate={chosen.length > 0 && chosen.length < events.length}
              onChange={(e) =>
                change(e.target.checked ? [...value, ...events] : value.filter((v) => !events.includes(v)))
              }
              data-testid={`webhook-events-${group.key}`}
            >
              <strong>{group.label[lang]}</strong>
            </Checkbox>
            <Checkbox.Group<WebhookEvent>
              className="wh-events"
              value={chosen}
              onChange={(next) => change([...value.filter((v) => !events.includes(v)), ...next])}
              options={events.map((e) => ({ value: e, label: webhookEventLabels[e][lang] }))}
            />
          </div>
        );
      })}
    </fieldset>
  );
}

/** A refusal naming several reasons (`data.REASONS`): a heading and the reasons as a list. */
const reasonsOf = (error: unknown): string[] | null => {
  const reasons = error instanceof ApiError ? (error.data as { REASONS?: unknown } | null)?.REASONS : null;
  return Array.isArray(reasons) && reasons.length > 1 ? reasons.map(String) : null;
};

/** Registers an endpoint or changes one: its address (https, public unless allowlisted), what it is for, its events. */
export function EndpointDialog({ endpoint, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const [form] = Form.useForm<EndpointValues>();
  const { error, busy, submitForm } = useSubmit();
  const [reasons, setReasons] = useState<string[] | null>(null);
  const editing = endpoint.ID !== undefined;
  const offered = eventsFor(Boolean(useSession().userInfo?.VENDOR_CODE));

  const save = () =>
    submitForm(form, async (v) => {
      setReasons(null);
      try {
        await onSave({
          ...(editing ? { ID: endpoint.ID } : {}),
          URL: v.URL.trim(),
          DESCRIPTION: (v.DESCRIPTION ?? '').trim(),
          EVENTS: v.EVENTS,
        });
      } catch (e) {
        setReasons(reasonsOf(e));
        throw e;
      }
    });

  return (
    <DraggableModal
      open
      width={640}
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
        {/* The refusal is about the address: right under it, not below the events (#45 item 8). */}
        <div className="wh-refusal">
          {error && reasons ? (
            <Alert
              type="error"
              showIcon
              title={t('webhook.dialog.refusedAll', { count: reasons.length })}
              description={
                <ol className="wh-reasons">
                  {reasons.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ol>
              }
              data-testid="webhook-error"
            />
          ) : (
            <Refusal error={error} testId="webhook-error" />
          )}
        </div>
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
          <EventsField offered={offered} />
        </Form.Item>
      </Form>
    </DraggableModal>
  );
}
