import type { HomeCharts } from '@srm/contract';
import { screens } from '@srm/contract';
import type { AuthContext } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { recentRates } from '../scorecard/index.ts';
import type { TodoScope } from './home.repository.ts';
import { deliveriesPerWeek, statementsPerState } from './home-charts.repository.ts';

const noteScreens = [screens.MaintainDeliveryNote2.path, screens.Outsourced.path];
const scorecardScreen = screens.VendorScorecard.path;
const statementScreens = [
  screens.ReconBillMst.path,
  screens.ReconBillMstManage.path,
  screens.ReconBillMstManageVendor.path,
  screens.ReconBillMstManageFinance.path,
];

/**
 * `Home/Charts`: each chart only for a caller whose role holds a screen it summarises (as the to-do counts), and a
 * vendor's figures are its own (scope from the session).
 */
export async function chartsOf(db: Db, auth: AuthContext): Promise<HomeCharts> {
  const holds = (routes: string[]) => auth.grants.all || routes.some((r) => auth.grants.menus.has(r));
  const scope: TodoScope = { orgId: auth.orgId, vendorCode: auth.vendorCode };
  const [deliveries, onTime, statements] = await Promise.all([
    holds(noteScreens) ? deliveriesPerWeek(db, scope) : null,
    holds([scorecardScreen]) ? recentRates(db, scope) : null,
    holds(statementScreens) ? statementsPerState(db, scope) : null,
  ]);
  return {
    DELIVERIES: deliveries?.map((w) => ({ WEEK: w.week, SHIPPED: w.shipped, RECEIVED: w.received })) ?? null,
    ON_TIME: onTime,
    STATEMENTS: statements?.map((s) => ({ STATE: s.state, COUNT: s.count })) ?? null,
  };
}
