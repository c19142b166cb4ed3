import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../platform/i18n.ts';
import { stubBrowser } from '../../platform/list-table/test-utils.tsx';
import { Table } from './Table.tsx';

const rows = [
  { ID: 7, NAME: 'first' },
  { ID: 9, NAME: 'second' },
];

function Selectable() {
  return (
    <Table
      rowKey="ID"
      dataSource={rows}
      columns={[{ title: 'Name', dataIndex: 'NAME' }]}
      rowSelection={{ selectedRowKeys: [9] }}
      pagination={false}
    />
  );
}

describe('Table (issue #15 item 7): selection checkboxes speak the user language', () => {
  beforeAll(stubBrowser);
  afterEach(async () => {
    cleanup();
    await changeLanguage('zh-chs');
  });

  it('names them in Chinese in Chinese mode, never in antd English', async () => {
    await changeLanguage('zh-chs');
    render(<Selectable />);
    expect(screen.getByRole('checkbox', { name: '全选' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '选择第 1 行' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '选择第 2 行' })).toBeTruthy();
    expect(screen.queryAllByRole('checkbox', { name: /select|row/i })).toHaveLength(0);
  });

  it('names them in English in English mode', async () => {
    await changeLanguage('en');
    render(<Selectable />);
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select row 2' })).toBeTruthy();
  });
});
