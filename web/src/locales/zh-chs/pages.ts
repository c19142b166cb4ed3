import { toTree } from '../tree.ts';

/** The texts of the pages (every locale file the frame's index does not hold): one chunk per language. */
export default toTree(
  import.meta.glob<Record<string, unknown>>(
    [
      './*.json',
      '!./common.json',
      '!./shell.json',
      '!./http.json',
      '!./themes.json',
      '!./error-log.json',
      '!./not-found.json',
      '!./forbidden.json',
      '!./sign-in.json',
    ],
    { eager: true, import: 'default' },
  ),
);
