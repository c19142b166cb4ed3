import { confirmationReminderHoursLimits, eventRetentionMonthsLimits, type OrgSettings } from '@srm/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, InputNumber, Spin, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { SaveButton } from '../../app/components/SaveButton.tsx';
import { useCaptions } from '../../platform/captions.ts';
import { organizationApi, orgSettingsKey } from './organizationApi.ts';
import './organization.css';

type Values = {
  REQUIRE_CONFIRMATION: boolean;
  CONFIRMATION_REMINDER_HOURS: number | null;
  EVENT_RETENTION_MONTHS: number | null;
};

const { min, max } = confirmationReminderHoursLimits;

/** An antd rule: a whole number within the limits, said and never clamped (1000 is refused as typed). */
const wholeWithin =
  (limits: { min: number; max: number }, message: string) => (_: unknown, v: number | null | undefined) =>
    v === null || v === undefined || (Number.isInteger(v) && v >= limits.min && v <= limits.max)
      ? Promise.resolve()
      : Promise.reject(new Error(message));

/**
 * Organisation settings (System/OrgSettings, PRODUCT §10), for the organisation signed in to: whether a delivery
 * note may ship against an order line its vendor has not confirmed, after how many hours an unanswered order line
 * is reminded, and how many months its events are kept (PRODUCT §17).
 */
export default function OrgSettingsPage() {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const { error, busy, submit } = useSubmit();
  const query = useQuery({
    queryKey: orgSettingsKey,
    queryFn: ({ signal }) => organizationApi.settings(signal),
  });
  const current = query.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form when the settings arrive
  useEffect(() => {
    if (current) form.setFieldsValue(current);
  }, [current]);

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    const hours = v?.CONFIRMATION_REMINDER_HOURS;
    const months = v?.EVENT_RETENTION_MONTHS;
    if (!v || hours === null || hours === undefined || months === null || months === undefined) return;
    await submit(async () => {
      const saved: OrgSettings = await organizationApi.save({
        REQUIRE_CONFIRMATION: v.REQUIRE_CONFIRMATION,
        CONFIRMATION_REMINDER_HOURS: hours,
        EVENT_RETENTION_MONTHS: months,
      });
      client.setQueryData(orgSettingsKey, saved);
      void message.success(t('organization.msg.saved'));
    });
  };

  if (!current) return <Spin className="org-settings-loading" />;
  return (
    <div className="org-settings" data-testid="org-settings">
      <Typography.Paragraph type="secondary">{t('organization.intro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        className="org-settings-form"
        layout="horizontal"
        labelCol={{ flex: '220px' }}
        wrapperCol={{ flex: '1 1 0' }}
        initialValues={current}
      >
        <Form.Item
          name="REQUIRE_CONFIRMATION"
          label={field('REQUIRE_CONFIRMATION')}
          valuePropName="checked"
          extra={t('organization.hint.requireConfirmation')}
        >
          <Switch data-testid="org-require-confirmation" />
        </Form.Item>
        <Form.Item
          name="CONFIRMATION_REMINDER_HOURS"
          label={field('CONFIRMATION_REMINDER_HOURS')}
          extra={t('organization.hint.reminderHours')}
          rules={[
            { required: true, message: t('organization.msg.hoursRequired') },
            // Said, not clamped: 1000 is refused as typed, never saved as 720 (as the mail port, #36 item 8).
            { validator: wholeWithin({ min, max }, t('organization.msg.hoursRange')) },
          ]}
        >
          <InputNumber
            className="org-settings-hours"
            suffix={t('organization.hours')}
            data-testid="org-reminder-hours"
          />
        </Form.Item>
        <Form.Item
          name="EVENT_RETENTION_MONTHS"
          label={field('EVENT_RETENTION_MONTHS')}
          extra={t('organization.hint.eventRetention')}
          rules={[
            { required: true, message: t('organization.msg.monthsRequired') },
            { validator: wholeWithin(eventRetentionMonthsLimits, t('organization.msg.monthsRange')) },
          ]}
        >
          <InputNumber
            className="org-settings-hours"
            suffix={t('organization.months')}
            data-testid="org-event-retention"
          />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <SaveButton
            type="primary"
            loading={busy}
            onClick={() => void save()}
            data-testid="org-settings-save"
          />
          <Refusal error={error} testId="org-settings-error" />
        </Form.Item>
      </Form>
    </div>
  );
}
