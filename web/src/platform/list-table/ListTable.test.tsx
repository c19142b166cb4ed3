import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setTableTools } from '../../app/shell/table-tools.ts';
import { ListTable } from './ListTable.tsx';
import { fakeServer, renderWithApp, setUpRenderTests } from './test-utils.tsx';

vi.mock('../session.ts', () => ({
  usePermission: () => true,
  hasPermission: () => true,
  session: { userInfo: () => ({ USER_NAME: 'admin' }) },
}));

const route = '/Test/List';
const columns = [
  { ORD_IDX: 1, FIELD_NAME: 'PO_NO', FIELD_CAPTION: '采购单号', FIELD_WIDTH: 140, IS_VISIBLE: 'Y' },
  { ORD_IDX: 2, FIELD_NAME: 'QTY', FIELD_CAPTION: '数量', FIELD_WIDTH: 100, IS_VISIBLE: 'Y' },
  { ORD_IDX: 3, FIELD_NAME: 'SECRET', FIELD_CAPTION: '隐藏列', FIELD_WIDTH: 100, IS_VISIBLE: 'N' },
];
const allRows = Array.from({ length: 35 }, (_, i) => ({
  ID: i + 1,
  PO_NO: `PO-${i + 1}`,
  QTY: i,
  SECRET: 'x',
}));

function server(
  options: { columns?: unknown[]; saved?: unknown[]; params?: unknown[]; savedArrives?: Promise<void> } = {},
) {
  return fakeServer({
    'ListParam/LoadListFields': () => ({ data: options.columns ?? columns }),
    'Test/LoadData': (body) => {
      const { Page, Limit } = body as { Page: number; Limit: number };
      return { data: allRows.slice((Page - 1) * Limit, Page * Limit), count: allRows.length };
    },
    'ListParam/LoadData': () => ({ data: options.params ?? [] }),
    'ListParam/LoadListAdvancedQuery': async () => {
      await options.savedArrives;
      return { data: options.saved ?? [] };
    },
    'ListParam/SaveListAdvancedQuery': () => ({ data: true }),
  });
}

/** A saved advanced query row: purchase order number equals PO-7. */
const savedPo7 = {
  ORD_ID: 1,
  PARAM_NAME: 'PO_NO',
  FIELD_NAME: 'PO_NO',
  ACTION_TYPE: 1,
  PARAM_VALUE: 'PO-7',
  DATA_TYPE: 1,
  IS_PAGING: 'N',
};

const lastLoad = (calls: ReturnType<typeof server>) => {
  const loads = calls.callsTo('Test/LoadData');
  return loads[loads.length - 1]?.body as { Page: number; Limit: number; Params: unknown[] };
};

/** A button by its text or aria-label; getByRole walks the whole accessibility tree and is slow in jsdom. */
function button(name: string | RegExp, within: ParentNode = document): HTMLButtonElement {
  const found = [...within.querySelectorAll('button')].find((b) => {
    const text = `${b.getAttribute('aria-label') ?? ''}|${b.textContent ?? ''}`;
    return typeof name === 'string'
      ? b.getAttribute('aria-label') === name || b.textContent?.replace(/\s/g, '') === name
      : name.test(text);
  });
  if (!found) throw new Error(`no button ${name}`);
  return found;
}
const toast = () => document.querySelector('.ant-message')?.textContent ?? '';
/**
 * The pagination's link to page `n` (found by its title, like a person reading the page numbers): getByRole would
 * compute the accessible name and visibility of every list item, each a getComputedStyle over antd's style rules,
 * about a second per call in jsdom on a busy machine.
 */
const pageLink = (n: number) =>
  within(document.querySelector<HTMLElement>('.ant-pagination')!).getByTitle(String(n));

setUpRenderTests();

describe('ListTable', { timeout: 30_000 }, () => {
  it('shows the visible configured columns with the server captions and asks page 1 of 10', async () => {
    const calls = server();
    renderWithApp(<ListTable listRoute={route} loadPath="Test/LoadData" rowKey="ID" />);
    expect(await screen.findByText('PO-1')).toBeTruthy();
    expect(document.querySelector('thead')?.textContent).toContain('采购单号');
    expect(screen.queryByText('隐藏列')).toBeNull();
    expect(lastLoad(calls)).toMatchObject({ Page: 1, Limit: 10, LIST_ROUTE: route, Params: [] });
    expect(screen.getByText('共 35 条')).toBeTruthy();
  });

  it('searches a text column from its header on Enter', async () => {
    const calls = server();
    renderWithApp(<ListTable listRoute={route} loadPath="Test/LoadData" rowKey="ID" />);
    const input = await screen.findByLabelText('搜索 采购单号');
    fireEvent.change(input, { target: { value: 'PO-3' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(lastLoad(calls).Params).toEqual([
        { FIELD_NAME: 'PO_NO', ACTION_TYPE: 6, PARAM_VALUE: 'PO-3', DATA_TYPE: 1 },
      ]),
    );
    expect(lastLoad(calls).Page).toBe(1);
  });

  it('advanced query: save mode flips, an empty search warns, a restored query is saved and sent', async () => {
    const calls = server({
      params: [
        {
          ID: 1,
          LIST_ROUTE: route,
          ORD_IDX: 1,
          PARAM_NAME: 'PO_NO',
          PARAM_CAPTION: '采购单号',
          FIELD_NAME: 'PO_NO',
          ACTION_TYPE: 6,
          DATA_TYPE: 1,
          IS_PAGING: 'N',
        },
      ],
    });
    renderWithApp(<ListTable listRoute={route} loadPath="Test/LoadData" rowKey="ID" />);
    await screen.findByText('PO-1');
    fireEvent.click(button('高级查询'));
    const dialog = await screen.findByRole('dialog');
    const mode = within(dialog).getByTestId('query-save-mode');
    expect(mode.textContent).toContain('取消保存');
    fireEvent.click(mode);
    expect(mode.textContent).toContain('立即保存');
    fireEvent.click(mode);

    fireEvent.click(button(/查\s*询/, dialog));
    await waitFor(() => expect(toast()).toContain('检测到暂无输入查询参数'));

    // A row with no field is refused by name.
    fireEvent.click(button(/添加参数/, dialog));
    fireEvent.click(button(/查\s*询/, dialog));
    await waitFor(() => expect(toast()).toContain('请选择字段(参数名)'));
    expect(calls.callsTo('ListParam/SaveListAdvancedQuery')).toHaveLength(0);
  });

  it('restores the saved query on open and, in save mode, saves it again when searching', async () => {
    const calls = server({ saved: [savedPo7] });
    renderWithApp(<ListTable listRoute={route} loadPath="Test/LoadData" rowKey="ID" />);
    await screen.findByText('PO-1');
    fireEvent.click(button('高级查询'));
    const value = (await screen.findByLabelText('参数值 1')) as HTMLInputElement;
    await waitFor(() => expect(value.value).toBe('PO-7'));
    fireEvent.click(button(/查\s*询/, document.querySelector('.ant-modal')!));
    await waitFor(() => expect(calls.callsTo('ListParam/SaveListAdvancedQuery')).toHaveLength(1));
    expect(calls.callsTo('ListParam/SaveListAdvancedQuery')[0]!.body).toMatchObject({
      LIST_ROUTE: route,
      Rows: [{ ORD_ID: 1, PARAM_NAME: 'PO_NO', ACTION_TYPE: 1, PARAM_VALUE: 'PO-7' }],
    });
    await waitFor(() =>
      expect(lastLoad(calls).Params).toEqual([
        { FIELD_NAME: 'PO_NO', PARAM_NAME: 'PO_NO', ACTION_TYPE: 1, PARAM_VALUE: 'PO-7', DATA_TYPE: 1 },
      ]),
    );
  });

  it('adds no parameter while the saved query is on its way (it would replace what was added)', async () => {
    let arrive!: () => void;
    const savedArrives = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    server({ saved: [savedPo7], savedArrives });
    renderWithApp(<ListTable listRoute={route} loadPath="Test/LoadData" rowKey="ID" />);
    await screen.findByText('PO-1');
    fireEvent.click(button('高级查询'));
    const modal = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
    const add = await waitFor(() => button(/添加参数/, modal));
    expect(add.disabled).toBe(true);
    expect(button(/清空参数/, modal).disabled).toBe(true);
    await act(async () => arrive());
    await waitFor(() => expect(add.disabled).toBe(false));
    expect(((await screen.findByLabelText('参数值 1')) as HTMLInputElement).value).toBe('PO-7');
    fireEvent.click(add);
    await screen.findByLabelText('字段 2');
  });

  it('keeps the selection across pages and counts it', async () => {
    server();
    const onSelectionChange = vi.fn();
    renderWithApp(
      <ListTable
        listRoute={route}
        loadPath="Test/LoadData"
        rowKey="ID"
        rowSelection="multi-page"
        onSelectionChange={onSelectionChange}
      />,
    );
    await screen.findByText('PO-1');
    const checkbox = (name: string) =>
      screen.getByText(name).closest('tr')!.querySelector('input[type=checkbox]') as HTMLInputElement;
    fireEvent.click(checkbox('PO-1'));
    fireEvent.click(checkbox('PO-2'));
    expect(screen.getByTestId('list-selected-count').textContent).toBe('已选择 2 项');

    fireEvent.click(pageLink(2));
    await screen.findByText('PO-11');
    const selectAll = document.querySelector('thead input[type=checkbox]') as HTMLInputElement;
    fireEvent.click(selectAll);
    expect(screen.getByTestId('list-selected-count').textContent).toBe('已选择 12 项');

    fireEvent.click(pageLink(1));
    await screen.findByText('PO-1');
    expect(checkbox('PO-1').checked).toBe(true);
    expect(checkbox('PO-3').checked).toBe(false);
    expect(onSelectionChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ ID: 11 })]),
    );
  });

  it('warns that there is no column configuration when the quick popup opens without one', async () => {
    server({ columns: [] });
    renderWithApp(<ListTable listRoute={route} loadPath="Test/LoadData" rowKey="ID" />);
    await waitFor(() => expect(button('配置列')).toBeTruthy());
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    fireEvent.click(button('配置列'));
    expect(await screen.findByText('暂无表格列信息配置')).toBeTruthy();
  });

  it('quick popup: show-all warns when every column is already shown', async () => {
    server({ columns: columns.slice(0, 2) });
    renderWithApp(<ListTable listRoute={route} loadPath="Test/LoadData" rowKey="ID" />);
    await screen.findByText('PO-1');
    fireEvent.click(button('配置列'));
    const popup = await screen.findByRole('dialog', { name: '配置列' });
    expect(within(popup).getAllByRole('checkbox')).toHaveLength(2);
    fireEvent.click(button(/显示全部/, popup));
    expect(await screen.findByText('当前配置列已全部加载')).toBeTruthy();
  });

  it('shows the configuration tools only while the header switch is on; everyday tools always', async () => {
    server();
    setTableTools(false);
    renderWithApp(<ListTable listRoute={route} loadPath="Test/LoadData" rowKey="ID" />);
    await screen.findByText('PO-1');
    const toolbar = document.querySelector<HTMLElement>('[role=toolbar]')!;
    // The tools are buttons named by their aria-label; present or not rendered at all.
    const has = (name: string) =>
      [...toolbar.querySelectorAll('button')].some((b) => b.getAttribute('aria-label') === name);
    expect(['打印', '刷新', '高级查询', '配置列'].filter(has)).toHaveLength(4);
    expect(['高级配置', '表格列配置'].filter(has)).toEqual([]);
    act(() => setTableTools(true));
    await waitFor(() => expect(['高级配置', '表格列配置'].filter(has)).toHaveLength(2));
    act(() => setTableTools(false));
    await waitFor(() => expect(['高级配置', '表格列配置'].filter(has)).toEqual([]));
  });

  it('advanced setting: add fields, then closing with unsaved rows asks to save', async () => {
    server();
    setTableTools(true);
    renderWithApp(<ListTable listRoute={route} loadPath="Test/LoadData" rowKey="ID" />);
    await screen.findByText('PO-1');
    fireEvent.click(button('高级配置'));
    const addFields = await waitFor(() => button(/添加字段/));
    await waitFor(() => expect(screen.getByText('暂无配置项')).toBeTruthy());
    fireEvent.click(addFields);
    expect(((await screen.findByLabelText('字段(参数名) 3')) as HTMLInputElement).value).toBe('SECRET');
    fireEvent.click(document.querySelector('.ant-drawer-close')!);
    expect(await screen.findByText('检测到高级配置存在未保存项, 是否保存?')).toBeTruthy();
  });
});
