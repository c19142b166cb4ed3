import type { Plugin } from 'vite';

/** A change to a library module: `from` must be there (a new release that moved it fails the build). */
type Patch = { file: RegExp; from: RegExp; to: string; count: number };

const patches: Patch[] = [
  // antd's icons name themselves in English (`role="img" aria-label="search"`), so a screen reader says "search
  // 查询" in Chinese mode (#15 item 7). An icon beside a text is decoration: it is hidden from assistive
  // technology, and a button with only an icon carries a name of its own in the user's language (axe's
  // button-name rule checks it).
  {
    file: /[\\/]@ant-design[\\/]icons[\\/](es|lib)[\\/]components[\\/]AntdIcon(Light)?\.js$/,
    from: /"aria-label": icon\.name/g,
    to: '"aria-hidden": true',
    count: 1,
  },
  // The pager's previous/next buttons are out of the tab order; their list item is the control and carries the
  // localised title ("上一页"). Without the icon's English name the inner button would be a nameless button.
  {
    file: /[\\/]antd[\\/](es|lib)[\\/]pagination[\\/]Pagination\.js$/,
    from: /(className: `\$\{prefixCls\}-item-link`,\s*type: "button",\s*tabIndex: -1)/g,
    to: '$1,\n      "aria-hidden": true',
    count: 2,
  },
];

/** Applies the patches above to antd's modules, in the build and wherever vite transforms them. */
export const decorativeIcons: Plugin = {
  name: 'srm-decorative-icons',
  transform(code, id) {
    const patch = patches.find((p) => p.file.test(id));
    if (!patch) return null;
    const found = code.match(patch.from)?.length ?? 0;
    if (found !== patch.count)
      throw new Error(
        `${id}: expected ${patch.count} × ${patch.from}, found ${found}: update build/decorative-icons.ts`,
      );
    return { code: code.replace(patch.from, patch.to), map: null };
  },
};
