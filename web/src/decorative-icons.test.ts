import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decorativeIcons } from '../build/decorative-icons.ts';

const require = createRequire(path.join(process.cwd(), 'package.json'));
const iconsRoot = path.dirname(require.resolve('@ant-design/icons/package.json'));
const antdRoot = path.dirname(require.resolve('antd/package.json'));
const transform = decorativeIcons.transform as (code: string, id: string) => { code: string } | null;

describe('the build hides antd icons from assistive technology (issue #15 item 7: no English heard in Chinese mode)', () => {
  for (const file of [
    'es/components/AntdIcon.js',
    'es/components/AntdIconLight.js',
    'lib/components/AntdIcon.js',
    'lib/components/AntdIconLight.js',
  ])
    it(`${file}: the icon's English name becomes aria-hidden`, () => {
      const id = path.join(iconsRoot, file);
      const code = readFileSync(id, 'utf8');
      expect(code).toContain('"aria-label": icon.name');
      const out = transform(code, id);
      expect(out?.code).toContain('"aria-hidden": true');
      expect(out?.code).not.toContain('"aria-label": icon.name');
    });

  for (const file of ['es/pagination/Pagination.js', 'lib/pagination/Pagination.js'])
    it(`antd ${file}: the pager's previous and next buttons (out of the tab order) are hidden`, () => {
      const id = path.join(antdRoot, file);
      const out = transform(readFileSync(id, 'utf8'), id);
      expect(out?.code.match(/tabIndex: -1,\s*"aria-hidden": true/g)).toHaveLength(2);
    });

  it('leaves every other module alone', () => {
    expect(
      transform('"aria-label": icon.name', path.join(iconsRoot, 'es/icons/SearchOutlined.js')),
    ).toBeNull();
  });
});
