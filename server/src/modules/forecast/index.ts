export { forecastRoutes } from './forecast.routes.ts';
export { pushForecast, settingOf } from './forecast.service.ts';
export { forecastDelforRoutes } from './forecast-delfor.routes.ts';
export { forecastRiskRoutes } from './forecast-risk.routes.ts';
export { forecastUploadRoutes } from './forecast-upload.routes.ts';
