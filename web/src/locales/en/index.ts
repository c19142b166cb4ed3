import { screenTitles } from '@srm/contract';
import { toTree } from '../tree.ts';

/**
 * The texts of the frame (header, menu, tabs, themes, errors, the login page): loaded with the app, in both
 * languages. Every other JSON file of this folder is a page's namespace (`<file>.<key>`), loaded with the first page
 * in the user's language only (`pages.ts`, platform/i18n.ts `loadPageTexts`): a new module's locale file is picked up
 * there without touching either index.
 */
const frame = toTree(
  import.meta.glob<Record<string, unknown>>(
    [
      './common.json',
      './shell.json',
      './http.json',
      './themes.json',
      './error-log.json',
      './not-found.json',
      './forbidden.json',
      './sign-in.json',
    ],
    { eager: true, import: 'default' },
  ),
);

/** Tab and breadcrumb titles: the screen registry's (contract/src/screens.ts). */
export default { ...frame, routes: screenTitles('en') };
