import { render } from '@testing-library/react';
import { ConfigProvider, Pagination } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../platform/list-table/test-utils.tsx';
import { antdLocales } from './antd-locales.ts';

describe('antd in the portal languages (issue #36: "Go toPage")', () => {
  beforeAll(stubBrowser);
  it('spaces the English page jumper into words; Chinese reads as antd writes it', () => {
    const jumper = (lang: 'en' | 'zh-chs') => {
      const { container, unmount } = render(
        <ConfigProvider locale={antdLocales[lang]}>
          <Pagination total={200} showQuickJumper />
        </ConfigProvider>,
      );
      const node = container.querySelector('.ant-pagination-options-quick-jumper')!;
      const text = node.textContent ?? '';
      const name = node.querySelector('input')?.getAttribute('aria-label');
      unmount();
      return { text, name };
    };
    const en = jumper('en');
    expect(en.text).toMatch(/^Go to\s+page$/);
    expect(en.name?.trim()).toBe('page');
    expect(jumper('zh-chs').text).toBe('跳至页');
  });
});
