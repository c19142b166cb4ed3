import { App } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showBulkRefusal } from '../../../platform/bulk.tsx';

/**
 * The notices and confirmations of the administration screens (spec §8): 成功 with 保存成功 / 删除成功, and
 * 确定要删除? before a delete. A refused call was already shown by the central error toast (with the server's
 * message, e.g. 'The record is in use and cannot be deleted'), so a failed action only closes the confirmation.
 */
export function useAdminFeedback() {
  const { t } = useTranslation();
  const { notification, modal } = App.useApp();
  const notice = (description: string) =>
    notification.success({
      title: t('user.feedback.success'),
      description,
      duration: 2.5,
      placement: 'topRight',
      // Below the header, so its tools (logout, user menu) stay reachable; it goes even under the pointer.
      style: { marginTop: 48 },
      pauseOnHover: false,
    });
  return {
    saved: () => notice(t('user.feedback.saved')),
    deleted: () => notice(t('user.feedback.deleted')),
    done: (description: string) => notice(description),
    /** Asks 确定要删除? (with what is deleted below it) and runs `action` on OK. */
    confirm: (options: {
      title?: string;
      content?: ReactNode;
      okText?: string;
      danger?: boolean;
      action: () => Promise<unknown>;
      /**
       * The action is one silent bulk call (all or none): a refusal opens a dialog naming each row it could not take
       * (platform/bulk.tsx), any other error too.
       */
      bulk?: boolean;
    }) =>
      modal.confirm({
        title: options.title ?? t('user.feedback.confirmDelete'),
        content: options.content,
        okText: options.okText ?? t('common.ok'),
        cancelText: t('common.cancel'),
        okButtonProps: { danger: options.danger ?? true },
        autoFocusButton: 'ok',
        onOk: async () => {
          try {
            await options.action();
          } catch (error) {
            // A single call's error is shown by the central request error toast; a silent bulk call's here.
            if (options.bulk) showBulkRefusal(modal, error);
          }
        },
      }),
  };
}
