import { apiPaths, type ExportRecord, exportStatus, type PrintResult } from '@srm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api.ts';
import { openPdf } from '../files.ts';

/** How long a print rendered by a job is waited for before the user is sent to the export records instead. */
const waitForJobMs = 30_000;
const pollEveryMs = 1_000;

/**
 * The export record `id` of the caller once its job has finished (or undefined when it is still processing after
 * `waitForJobMs`): the newest records come first, so a print just queued is on the first page.
 */
async function finishedRecord(id: number): Promise<ExportRecord | undefined> {
  const until = Date.now() + waitForJobMs;
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, pollEveryMs));
    const envelope = await api.get(apiPaths.exportFile.list, {
      query: { Page: 1, Limit: 20 },
    });
    const record = (Array.isArray(envelope.data) ? envelope.data : []).find((r) => r.ID === id);
    if (record && record.Status !== exportStatus.processing) return record;
  }
  return undefined;
}

/**
 * Runs a print call and does what its `PrintResult` says (contract `printResult`): a PDF rendered at once is
 * fetched with the caller's token and opened (or saved when the browser blocks the new tab). A larger print is
 * rendered by a job (one render per server process at a time, so a shift end's prints queue instead of stalling
 * the server): the button keeps spinning while it waits up to 30 s for the file and then opens it; a print still
 * queued after that is left in the export records, which the header's download list shows.
 */
export function usePrint() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [printing, setPrinting] = useState(false);

  const open = async (fileUrl: string, name: string, pages: number) => {
    try {
      await openPdf(fileUrl, name);
      void message.success(t('common.print.ready', { count: pages }));
    } catch (e) {
      void message.error(
        t('common.print.downloadFailed', { msg: e instanceof Error ? e.message : String(e) }),
      );
    }
  };

  const print = async (call: () => Promise<PrintResult>, fileName: string): Promise<boolean> => {
    setPrinting(true);
    try {
      const result = await call();
      void client.invalidateQueries({ queryKey: ['shell', 'exportFileList'] });
      void client.invalidateQueries({ queryKey: ['list'] });
      const name = `${fileName}-${result.ExportId}.pdf`;
      if (result.FileUrl) {
        await open(result.FileUrl, name, result.PAGES);
        return true;
      }
      const record = await finishedRecord(result.ExportId).catch(() => undefined);
      void client.invalidateQueries({ queryKey: ['shell', 'exportFileList'] });
      void client.invalidateQueries({ queryKey: ['list'] });
      if (record?.Status === exportStatus.completed && record.FileUrl)
        await open(record.FileUrl, name, record.RowCount ?? 0);
      else if (record?.Status === exportStatus.failed) void message.error(t('common.print.failed'), 8);
      else void message.info(t('common.print.queued'), 6);
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
