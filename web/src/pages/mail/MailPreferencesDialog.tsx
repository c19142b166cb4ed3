import type { MailChoiceCategory, MailPreference } from '@srm/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Spin, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Refusal, useSubmit } from '../../app/components/DialogSubmit.tsx';
import { DraggableModal } from '../../app/components/DraggableModal.tsx';
import { mailApi, mailPreferencesKey } from './mailApi.ts';
import './mail.css';

/**
 * The signed-in user's own mail notifications (header user menu → Mail notifications): one switch per category.
 * Password reset mails cannot be turned off; announcements are off until the user turns them on.
 */
export default function MailPreferencesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const { error, busy, submit } = useSubmit();
  const query = useQuery({
    queryKey: mailPreferencesKey,
    queryFn: ({ signal }) => mailApi.myPreferences(signal),
  });
  const [items, setItems] = useState<MailPreference[] | null>(null);
  useEffect(() => {
    if (query.data) setItems(query.data.Items);
  }, [query.data]);
  const set = (category: MailChoiceCategory, enabled: boolean) =>
    setItems((now) => (now ?? []).map((i) => (i.CATEGORY === category ? { ...i, ENABLED: enabled } : i)));

  const save = () =>
    submit(async () => {
      const saved = await mailApi.saveMyPreferences(items ?? []);
      client.setQueryData(mailPreferencesKey, saved);
      void message.success(t('mail.prefs.saved'));
      onClose();
    });

  const email = query.data?.EMAIL;
  return (
    <DraggableModal
      open
      title={t('mail.prefs.title')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      okButtonProps={{ disabled: !items, 'data-testid': 'mail-prefs-save' }}
    >
      {!items ? (
        <Spin className="mail-loading" />
      ) : (
        <div data-testid="mail-prefs">
          <Typography.Paragraph type={email ? 'secondary' : 'warning'}>
            {email ? t('mail.prefs.address', { email }) : t('mail.prefs.noAddress')}
          </Typography.Paragraph>
          {items.map((item) => (
            <div key={item.CATEGORY} className="mail-choice">
              <Switch
                aria-labelledby={`mail-pref-label-${item.CATEGORY}`}
                checked={item.ENABLED}
                onChange={(on) => set(item.CATEGORY, on)}
                data-testid={`mail-pref-${item.CATEGORY}`}
              />
              <span className="mail-choice-text">
                <Typography.Text strong id={`mail-pref-label-${item.CATEGORY}`}>
                  {t(`mail.prefs.${item.CATEGORY}`)}
                </Typography.Text>
                <br />
                <Typography.Text type="secondary" className="mail-choice-hint">
                  {t(`mail.prefs.${item.CATEGORY}Hint`)}
                </Typography.Text>
              </span>
            </div>
          ))}
          <Typography.Paragraph type="secondary" className="mail-choice-hint">
            {t('mail.prefs.password')}
          </Typography.Paragraph>
        </div>
      )}
      <Refusal error={error} testId="mail-prefs-error" />
    </DraggableModal>
  );
}
