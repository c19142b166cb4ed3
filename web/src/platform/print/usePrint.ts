import type { PrintResult } from '@srm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openPdf } from '../files.ts';

/**
 * Runs a print call and does what its `PrintResult` says (contract `printResult`): a PDF rendered at once is
 * fetched with the caller's token and opened (or saved when the browser blocks the new tab); a large print runs
 * as a job, so the user is told to look in the export records, whose header list then refreshes to show it.
 */
export function usePrint() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [printing, setPrinting] = useState(false);

  const print = async (call: () => Promise<PrintResult>, fileName: string): Promise<boolean> => {
    setPrinting(true);
    try {
      const result = await call();
      void client.invalidateQueries({ queryKey: ['shell', 'exportFileList'] });
      void client.invalidateQueries({ queryKey: ['list'] });
      if (!result.FileUrl) {
        void message.info(t('common.print.queued'), 6);
        return true;
      }
      try {
        await openPdf(result.FileUrl, `${fileName}-${result.ExportId}.pdf`);
        void message.success(t('common.print.ready', { count: result.PAGES }));
      } catch (e) {
        void message.error(
          t('common.print.downloadFailed', { msg: e instanceof Error ? e.message : String(e) }),
        );
      }
      return true;
    } catch {
      // The request error is already shown by the shell's toast.
      return false;
    } finally {
      setPrinting(false);
    }
  };
  return { print, printing };
}
