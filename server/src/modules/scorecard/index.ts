export { receiptLateness } from './scorecard.repository.ts';
export { scorecardRoutes } from './scorecard.routes.ts';
export { recentRates } from './scorecard.service.ts';
