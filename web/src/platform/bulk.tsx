import type { App } from 'antd';
import { ApiError } from './api.ts';

type Modal = ReturnType<typeof App.useApp>['modal'];

/** The rows a bulk action's refusal names (`data.REFUSED` of the 409: each row's label and reason). */
export function refusedRows(error: unknown): { LABEL: string; MSG: string }[] {
  const data = error instanceof ApiError ? (error.data as { REFUSED?: unknown } | null) : null;
  return Array.isArray(data?.REFUSED) ? (data.REFUSED as { LABEL: string; MSG: string }[]) : [];
}

/**
 * A refused bulk action (one call, all or none: server/src/platform/bulk.ts) in a dialog: what was refused, then
 * each row it could not take with its reason. Another error shows its message alone.
 */
export function showBulkRefusal(modal: Modal, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const rows = refusedRows(error);
  modal.error({
    title: rows.length ? (message.split('\n')[0] ?? message) : message,
    content: rows.map((r) => (
      <div key={r.LABEL} data-testid="bulk-refused">
        {r.LABEL}: {r.MSG}
      </div>
    )),
  });
}
