import { apiPaths, type StatementDetail } from '@srm/contract';
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
