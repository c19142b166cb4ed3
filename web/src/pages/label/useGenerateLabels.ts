import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { labelApi, noteLabelCount } from './labelApi.ts';

/**
 * Generate the labels of an audited note: when it has labels already, re-generation replaces them (the server
 * refuses once one is printed or packed), so the user confirms first with the number that will go.
 * Answers the number of labels made, or null when cancelled or refused (the refusal is the shell's toast).
 */
export function useGenerateLabels() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  return async (note: { id: number; no: string }): Promise<number | null> => {
    const existing = await noteLabelCount(note.id).catch(() => 0);
    if (existing > 0) {
      const ok = await modal.confirm({
        title: t('label.confirm.regenerateTitle'),
        content: t('label.confirm.regenerate', { no: note.no, count: existing }),
        okText: t('label.actions.regenerate'),
        cancelText: t('common.cancel'),
        okButtonProps: { danger: true, 'data-testid': 'label-regenerate-ok' },
      });
      if (!ok) return null;
    }
    try {
      const result = await labelApi.generate(note.id);
      void client.invalidateQueries({ queryKey: ['list'] });
      void message.success(t('label.msg.generated', { no: note.no, count: result.COUNT }));
      return result.COUNT;
    } catch {
      return null;
    }
  };
}
