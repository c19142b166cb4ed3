export { forecastRoutes } from './forecast.routes.ts';
export { pushForecast, settingOf } from './forecast.service.ts';
