import { toTree } from '../tree.ts';

/**
 * The texts of the frame (header, menu, tabs, themes, errors, the login page): loaded with the app, in both
 * languages. Every other JSON file of this folder is a page's namespace (`<file>.<key>`), loaded with the first page
 * in the user's language only (`pages.ts`, platform/i18n.ts `loadPageTexts`): a new module's locale file is picked up
 * there without touching either index.
 */
export default toTree(
  import.meta.glob<Record<string, unknown>>(
    [
      './common.json',
      './shell.json',
      './http.json',
      './routes.json',
      './themes.json',
      './error-log.json',
      './not-found.json',
      './forbidden.json',
      './coming-soon.json',
      './sign-in.json',
    ],
    { eager: true, import: 'default' },
  ),
);
