import { apiPaths, type StatementDetail } from '@srm/contract';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import { call, type Session } from './auth-helper.ts';

/**
 * `Statement/Create` as `buyer` over all of time (2000-01-01 to 2099-12-31), for V001 unless `body` names another
 * vendor; `body` says the currency and what goes in (EXPENSE_BILL_IDS, DELIVERY_LINE_IDS or ALL).
 */
export const createStatement = (
  app: App,
  buyer: Session,
  body: { CURRENCY: string } & Record<string, unknown>,
) =>
  call<StatementDetail>(app, buyer, 'POST', apiPaths.statement.create, {
    body: { VENDOR_CODE: 'V001', PERIOD_FROM: '2000-01-01', PERIOD_TO: '2099-12-31', ...body },
  });

/** `Statement/Send` of statement `id` as `buyer`, then `Statement/Confirm` as `confirmBy` when given: each must succeed. */
export async function sendStatement(
  app: App,
  buyer: Session,
  id: number,
  confirmBy?: Session,
): Promise<void> {
  const sent = await call(app, buyer, 'POST', apiPaths.statement.send, { body: { ID: id } });
  expect(sent.status, sent.body.msg).toBe(200);
  if (!confirmBy) return;
  const confirmed = await call(app, confirmBy, 'POST', apiPaths.statement.confirm, { body: { ID: id } });
  expect(confirmed.status, confirmed.body.msg).toBe(200);
}
