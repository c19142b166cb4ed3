import type { Plugin } from '@pdfme/common';
import { line, text } from '@pdfme/schemas';
import { apiPaths, listOf, type PdfmeTemplate } from '@srm/contract';
import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithApp, stubBrowser } from '../../platform/list-table/test-utils.tsx';
import {
  DesignerDrawer,
  type DesignerEngine,
  type DesignTarget,
  type EngineFactory,
} from './DesignerDrawer.tsx';
import { staticByDefault } from './pluginDefaults.ts';
import { printTemplateApi, type TemplateField } from './printTemplateApi.ts';
import { blankTemplate, insertField, kindPageSizes, unboundElements, withSamples } from './template.ts';

const fields: TemplateField[] = [
  { NAME: 'LABEL_NO', CAPTION: '标签号', SAMPLE: 'IL2026110001' },
  { NAME: 'PART_NO', CAPTION: '物料编码', SAMPLE: 'P-10086' },
];
const textDefaults = { type: 'text', fontSize: 10, alignment: 'left' };
const elements = (t: PdfmeTemplate, page = 0) => t.schemas[page] as Record<string, unknown>[];

describe('template helpers', () => {
  it('a new template is an empty page of the kind’s usual size', () => {
    expect(blankTemplate('inner_label').basePdf).toMatchObject({ width: 100, height: 70 });
    expect(blankTemplate('outer_label').basePdf).toMatchObject({ width: 100, height: 150 });
    expect(blankTemplate('statement').basePdf).toMatchObject(kindPageSizes.delivery_note);
    expect(blankTemplate('list').schemas).toEqual([[]]);
  });

  it('insert field adds a text element named after the field with its sample, on the shown page only', () => {
    const two: PdfmeTemplate = { ...blankTemplate('delivery_note'), schemas: [[], []] };
    const next = insertField(two, 1, fields[1]!, textDefaults)!;
    expect(elements(next, 0)).toEqual([]);
    expect(elements(next, 1)).toEqual([
      expect.objectContaining({ type: 'text', name: 'PART_NO', content: 'P-10086', fontSize: 10 }),
    ]);
    // The server fills elements by name: a second PART_NO on the same page is refused, another page may have one.
    expect(insertField(next, 1, fields[1]!, textDefaults)).toBeNull();
    expect(elements(insertField(next, 0, fields[1]!, textDefaults)!, 0)).toHaveLength(1);
  });

  it('inserted fields go one under the other inside the padding and the page', () => {
    let t = blankTemplate('inner_label');
    for (let i = 0; i < 12; i++)
      t = insertField(t, 0, { NAME: `F${i}`, CAPTION: '', SAMPLE: '' }, textDefaults)!;
    const ys = elements(t).map((e) => (e.position as { y: number }).y);
    expect(ys[1]).toBeGreaterThan(ys[0]!);
    for (const e of elements(t)) {
      const { x, y } = e.position as { x: number; y: number };
      expect(x).toBeGreaterThanOrEqual(2);
      expect(y + Number(e.height)).toBeLessThanOrEqual(70 - 2);
    }
  });

  it('bound elements without content preview the field’s sample; written content stays', () => {
    const t: PdfmeTemplate = {
      ...blankTemplate('inner_label'),
      schemas: [
        [
          { name: 'LABEL_NO', type: 'code128', content: '' },
          { name: 'PART_NO', type: 'text', content: 'kept' },
          { name: 'title', type: 'text', content: '' },
          { name: 'LABEL_NO#text', type: 'text', content: '' },
        ],
      ],
    };
    expect(elements(withSamples(t, fields)).map((e) => e.content)).toEqual([
      'IL2026110001',
      'kept',
      '',
      'IL2026110001',
    ]);
  });
});

describe('what the designer shows is what prints (issue #36)', () => {
  it('an element dragged in starts read-only (prints its content); "Editable" stays in the panel', () => {
    const plain = text as unknown as Plugin;
    const designed = staticByDefault(plain);
    expect(plain.propPanel.defaultSchema.readOnly).toBeUndefined();
    expect(designed.propPanel.defaultSchema).toMatchObject({ type: 'text', readOnly: true });
    const panel = designed.propPanel.schema as (props: unknown) => Record<string, unknown>;
    const props = { i18n: (key: string) => `[${key}]`, options: {}, activeSchema: {}, theme: { token: {} } };
    expect(panel(props).editable).toEqual({ title: '[editable]', type: 'boolean', span: 8 });
    // Shapes were read-only already: left as pdfme makes them.
    expect(staticByDefault(line as unknown as Plugin)).toBe(line);
  });

  it('inserted fields are bound (editable); editable elements named after no field are named', () => {
    const t = insertField(blankTemplate('inner_label'), 0, fields[1]!, { ...textDefaults, readOnly: true })!;
    expect(elements(t)[0]).toMatchObject({ name: 'PART_NO', readOnly: false });
    const page = [
      ...elements(t),
      { name: 'LABEL_NO#qr', type: 'qrcode' },
      { name: '字段3', type: 'text', content: '新文本' },
      { name: 'Field 4', type: 'text', readOnly: false },
      { name: 'caption', type: 'text', readOnly: true },
    ];
    expect(unboundElements({ ...t, schemas: [page] }, fields)).toEqual(['字段3', 'Field 4']);
  });
});

/** A stand-in for pdfme's Designer (it needs a canvas): holds the template the drawer hands it. */
function fakeEngine() {
  const state: { template: PdfmeTemplate | null; onChange?: (t: PdfmeTemplate) => void; destroyed: boolean } =
    {
      template: null,
      destroyed: false,
    };
  const create: EngineFactory = async ({ template, onChange }) => {
    state.template = template;
    state.onChange = onChange;
    const engine: DesignerEngine = {
      getTemplate: () => state.template!,
      updateTemplate: (t) => {
        state.template = t;
      },
      currentPage: () => 0,
      textDefaults,
      destroy: () => {
        state.destroyed = true;
      },
    };
    return engine;
  };
  return { state, create };
}

const newTarget: DesignTarget = {
  KIND: 'inner_label',
  NAME: '内箱标签 A',
  TEMPLATE: blankTemplate('inner_label'),
};

function open(target: DesignTarget = newTarget) {
  const engine = fakeEngine();
  const onClose = vi.fn();
  const server = fakeServer({
    [apiPaths.printTemplate.fields]: (_b, q) => ({ data: { KIND: q.get('kind'), FIELDS: fields } }),
    [apiPaths.printTemplate.save]: () => ({ data: { ID: 42 } }),
    [apiPaths.printTemplate.get]: (_b, q) => ({
      data: q.get('id') === '42' ? { ...target, ID: 42, VERSION: 3, IS_DEFAULT: 'N' } : null,
    }),
  });
  renderWithApp(<DesignerDrawer target={target} createEngine={engine.create} onClose={onClose} />);
  return { engine, onClose, server };
}

const insertButton = async (name: string) =>
  waitFor(() => {
    const b = screen.getByLabelText(new RegExp(`${name}$`)).closest('button')!;
    expect(b.disabled).toBe(false);
    return b;
  });
const buttonText = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text)!;

const confirmButton = (text: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('.ant-modal-confirm button')]
    .filter((b) => b.textContent?.replace(/\s/g, '') === text)
    .at(-1)!;

// antd renders slowly in jsdom on a busy 2-core machine.
describe('the designer drawer', { timeout: 30_000 }, () => {
  beforeAll(() => {
    stubBrowser();
    configure({ asyncUtilTimeout: 8000 });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks the kind’s fields and lists them with caption and sample', async () => {
    const { server } = open();
    await screen.findByText('物料编码');
    expect(screen.getByText('P-10086')).toBeTruthy();
    expect(server.callsTo(apiPaths.printTemplate.fields)[0]!.query.get('kind')).toBe('inner_label');
  });

  it('insert field puts an element named after the field, its sample as content, into the designer', async () => {
    const { engine } = open();
    fireEvent.click(await insertButton('PART_NO'));
    expect(elements(engine.state.template!)).toEqual([
      expect.objectContaining({ name: 'PART_NO', type: 'text', content: 'P-10086' }),
    ]);
    expect(screen.getByText('有未保存的修改')).toBeTruthy();
  });

  it('cancel without changes closes at once, also after the designer laid the template out by itself', async () => {
    const { onClose, engine } = open();
    await insertButton('PART_NO');
    // pdfme reports its own layout changes (table heights) before the user does anything: not a change.
    act(() =>
      engine.state.onChange!({ ...engine.state.template!, schemas: [[{ name: 'T', type: 'table' }]] }),
    );
    expect(screen.queryByText('有未保存的修改')).toBeNull();
    fireEvent.click(buttonText('取消'));
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('cancel with unsaved changes asks first; keeping on editing keeps the drawer', async () => {
    const { onClose, engine } = open();
    await insertButton('PART_NO');
    // A change made in the designer itself (moving an element) counts as well.
    fireEvent.pointerDown(screen.getByTestId('pt-designer'));
    act(() =>
      engine.state.onChange!({ ...engine.state.template!, schemas: [[{ name: 'x', type: 'text' }]] }),
    );
    fireEvent.click(buttonText('取消'));
    await waitFor(() => expect(screen.getAllByText('放弃修改?').length).toBeGreaterThan(0));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(confirmButton('取消'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(buttonText('取消'));
    await waitFor(() => expect(screen.getAllByText('放弃修改?').length).toBeGreaterThan(0));
    fireEvent.click(confirmButton('放弃修改'));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(false));
  });

  it('save posts the designed template as a new version and shows its number; then cancel closes', async () => {
    const { server, onClose } = open();
    fireEvent.click(await insertButton('LABEL_NO'));
    fireEvent.click(buttonText('保存'));
    await screen.findByText('版本 3');
    const body = server.callsTo(apiPaths.printTemplate.save)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ KIND: 'inner_label', NAME: '内箱标签 A' });
    expect(body.ID).toBeUndefined();
    expect(elements(body.TEMPLATE as PdfmeTemplate)).toEqual([
      expect.objectContaining({ name: 'LABEL_NO', content: 'IL2026110001' }),
    ]);
    fireEvent.click(buttonText('取消'));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('warns, in the user’s language, about editable elements bound to no field while there are any', async () => {
    const { engine } = open();
    await insertButton('PART_NO');
    expect(screen.queryByTestId('pt-unbound')).toBeNull();
    const added = { name: '字段2', type: 'text', content: '新文本' };
    act(() => engine.state.onChange!({ ...engine.state.template!, schemas: [[added]] }));
    const warning = await screen.findByTestId('pt-unbound');
    expect(warning.textContent).toContain('以下元素勾选了“可编辑的”，但没有同名字段：字段2');
    act(() =>
      engine.state.onChange!({ ...engine.state.template!, schemas: [[{ ...added, readOnly: true }]] }),
    );
    await waitFor(() => expect(screen.queryByTestId('pt-unbound')).toBeNull());
  });

  it('a saved template’s page size is not editable; a new one’s is', async () => {
    open({ ...newTarget, ID: 7, VERSION: 2 });
    await insertButton('PART_NO');
    expect(screen.queryByLabelText('纸张宽度 (mm)')).toBeNull();
    cleanup();
    const { engine } = open();
    await insertButton('PART_NO');
    fireEvent.change(screen.getByLabelText('纸张宽度 (mm)'), { target: { value: '60' } });
    fireEvent.blur(screen.getByLabelText('纸张宽度 (mm)'));
    await waitFor(() => expect(engine.state.template!.basePdf).toMatchObject({ width: 60, height: 70 }));
  });
});

describe('a new template from the kind’s default', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds the default row of the kind through the list and reads its template', async () => {
    const outer: PdfmeTemplate = {
      ...blankTemplate('outer_label'),
      schemas: [[{ name: 'OUTER_NO', type: 'text' }]],
    };
    const server = fakeServer({
      [listOf('SysReportTpl').loadData]: () => ({
        data: [{ ID: 5, KIND: 'outer_label', IS_DEFAULT: 'Y' }],
        count: 1,
      }),
      [apiPaths.printTemplate.get]: (_b, q) => ({
        data: { ID: Number(q.get('id')), KIND: 'outer_label', TEMPLATE: outer },
      }),
    });
    expect((await printTemplateApi.defaultOf('outer_label'))?.TEMPLATE).toEqual(outer);
    const sent = server.callsTo(listOf('SysReportTpl').loadData)[0]!.body as {
      LIST_ROUTE: string;
      Params: unknown[];
    };
    expect(sent.LIST_ROUTE).toBe('/SysReportTpl/Index');
    expect(sent.Params).toEqual([
      expect.objectContaining({ FIELD_NAME: 'KIND', ACTION_TYPE: 1, PARAM_VALUE: 'outer_label' }),
      expect.objectContaining({ FIELD_NAME: 'IS_DEFAULT', ACTION_TYPE: 1, PARAM_VALUE: 'Y' }),
    ]);
    expect(server.callsTo(apiPaths.printTemplate.get)[0]!.query.get('id')).toBe('5');
  });

  it('answers null when the kind has no default', async () => {
    fakeServer({ [listOf('SysReportTpl').loadData]: () => ({ data: [], count: 0 }) });
    expect(await printTemplateApi.defaultOf('statement')).toBeNull();
  });
});
