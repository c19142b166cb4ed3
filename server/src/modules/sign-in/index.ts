export { decryptPassword, preparePasswordKey } from './password-transport.ts';
export { revokeSessions } from './sign-in.repository.ts';
export { signInRoutes } from './sign-in.routes.ts';
