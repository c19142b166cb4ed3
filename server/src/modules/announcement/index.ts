export { announcementRoutes } from './announcement.routes.ts';
