import type { PdfmeTemplate, TemplateKind } from '@srm/contract';

/**
 * The built-in print templates, one per document kind: what an organisation prints with until it saves its own.
 * Millimetres throughout. Every field is an element named after it (LABEL_NO, PART_NO, …); a field shown twice
 * (a barcode and its text) names its second element `FIELD#text` (render-pdf.ts binds `NAME#…` to NAME). Captions
 * are read-only texts in Chinese with English.
 */

type Element = Record<string, unknown>;
const black = '#000000';

function caption(
  name: string,
  content: string,
  x: number,
  y: number,
  width: number,
  height = 4.5,
  size = 6.5,
) {
  return {
    name: `cap_${name}`,
    type: 'text',
    content,
    readOnly: true,
    position: { x, y },
    width,
    height,
    fontSize: size,
    verticalAlignment: 'middle',
    fontColor: '#333333',
  } satisfies Element;
}

function field(
  name: string,
  x: number,
  y: number,
  width: number,
  height = 4.5,
  size = 8.5,
  extra: Element = {},
): Element {
  return {
    name,
    type: 'text',
    content: '',
    position: { x, y },
    width,
    height,
    fontSize: size,
    verticalAlignment: 'middle',
    fontColor: black,
    ...extra,
  };
}

function frame(name: string, x: number, y: number, width: number, height: number): Element {
  return {
    name: `frame_${name}`,
    type: 'rectangle',
    readOnly: true,
    position: { x, y },
    width,
    height,
    borderWidth: 0.3,
    borderColor: black,
    color: '',
    radius: 0,
  };
}

function rule(name: string, x: number, y: number, width: number): Element {
  return {
    name: `rule_${name}`,
    type: 'line',
    readOnly: true,
    position: { x, y },
    width,
    height: 0.2,
    color: black,
  };
}

function code128(name: string, x: number, y: number, width: number, height: number): Element {
  return {
    name,
    type: 'code128',
    content: '',
    position: { x, y },
    width,
    height,
    backgroundColor: '#ffffff',
    barColor: black,
    includetext: false,
  };
}

const cellStyles = (size: number) => ({
  fontSize: size,
  lineHeight: 1.1,
  characterSpacing: 0,
  alignment: 'left',
  verticalAlignment: 'middle',
  fontColor: black,
  backgroundColor: '',
  borderColor: '#555555',
  borderWidth: { top: 0.1, right: 0.1, bottom: 0.1, left: 0.1 },
  padding: { top: 1, right: 1, bottom: 1, left: 1 },
});

function tableOf(
  name: string,
  x: number,
  y: number,
  width: number,
  head: string[],
  widths: number[],
  size = 7.5,
): Element {
  return {
    name,
    type: 'table',
    content: JSON.stringify([head.map(() => '')]),
    position: { x, y },
    width,
    height: 12,
    showHead: true,
    repeatHead: true,
    head,
    headWidthPercentages: widths,
    tableStyles: { borderColor: black, borderWidth: 0.2 },
    headStyles: { ...cellStyles(size), backgroundColor: '#e8e8e8' },
    bodyStyles: { ...cellStyles(size), alternateBackgroundColor: '' },
    columnStyles: {},
  };
}

/** A caption and its value on one row. */
const pair = (
  name: string,
  label: string,
  x: number,
  y: number,
  capWidth: number,
  width: number,
  size = 8.5,
) => [caption(name, label, x, y, capWidth), field(name, x + capWidth, y, width, 4.5, size)];

const innerLabel: PdfmeTemplate = {
  basePdf: { width: 100, height: 70, padding: [0, 0, 0, 0] },
  schemas: [
    [
      frame('label', 1.5, 1.5, 97, 67),
      caption('title', '内箱标签 INNER LABEL', 4, 3, 50, 4.5, 8),
      caption('BOX', '箱号 Box', 62, 3, 12),
      field('BOX', 74, 3, 22, 4.5, 9, { alignment: 'right' }),
      code128('LABEL_NO', 4, 8.5, 64, 13),
      field('LABEL_NO#text', 4, 21.8, 64, 4.5, 9, { alignment: 'center' }),
      {
        name: 'QR_TEXT',
        type: 'qrcode',
        content: '',
        position: { x: 72, y: 8.5 },
        width: 24,
        height: 24,
        backgroundColor: '#ffffff',
        barColor: black,
      },
      rule('top', 3, 33.5, 94),
      ...pair('PART_NO', '物料编码 Part no.', 4, 34.5, 22, 70, 9.5),
      ...pair('PART_NAME', '物料名称 Part name', 4, 39.3, 22, 70),
      ...pair('QTY', '数量 Qty', 4, 44.1, 22, 24, 9.5),
      ...pair('LOT_NO', '批次号 Lot no.', 50, 44.1, 18, 28),
      ...pair('DATE_CODE', '生产日期码 Date code', 4, 48.9, 22, 24),
      ...pair('PO_NO', '订单号 PO no.', 50, 48.9, 18, 28),
      ...pair('VENDOR_CODE', '供应商 Vendor', 4, 53.7, 22, 18),
      field('VENDOR_NAME', 44, 53.7, 52),
      ...pair('DELIVERY_NO', '送货单号 Delivery no.', 4, 58.5, 22, 70),
      ...pair('OUTER_NO', '外箱号 Outer no.', 4, 63.3, 22, 70),
    ],
  ],
};

const outerLabel: PdfmeTemplate = {
  basePdf: { width: 100, height: 150, padding: [0, 0, 0, 0] },
  schemas: [
    [
      frame('label', 1.5, 1.5, 97, 147),
      caption('title', '外箱标签 OUTER LABEL', 4, 4, 60, 6, 11),
      caption('OUTER_NO', '箱号 SSCC', 4, 12, 20, 6),
      field('OUTER_NO', 24, 12, 72, 6, 12),
      rule('top', 3, 19.5, 94),
      ...pair('DELIVERY_NO', '送货单号 Delivery no.', 4, 22, 26, 66, 10),
      ...pair('VENDOR_CODE', '供应商编码 Vendor code', 4, 29, 26, 66, 10),
      ...pair('VENDOR_NAME', '供应商名称 Vendor name', 4, 36, 26, 66, 10),
      ...pair('PART_NO', '物料编码 Part no.', 4, 43, 26, 66, 10),
      ...pair('PART_NAME', '物料名称 Part name', 4, 50, 26, 66, 10),
      ...pair('LABEL_COUNT', '内箱数 Inner boxes', 4, 57, 26, 66, 10),
      ...pair('TOTAL_QTY', '总数量 Total qty', 4, 64, 26, 66, 10),
      ...pair('LOT_NO', '批次号 Lot no.', 4, 71, 26, 66, 10),
      rule('bottom', 3, 80, 94),
      caption('GS1_DATA', 'GS1-128 (SSCC)', 4, 83, 60, 5, 7),
      {
        name: 'GS1_DATA',
        type: 'gs1128',
        content: '',
        position: { x: 5, y: 89 },
        width: 90,
        height: 32,
        barColor: black,
        backgroundColor: '#ffffff',
        includetext: false,
      },
      field('GS1_TEXT', 4, 123, 92, 6, 9, { alignment: 'center' }),
    ],
  ],
};

/** The page number of a document, on every page (basePdf.staticSchema: outside the flow, never pushed by a table). */
const pageNumber = (x: number, y: number) => [
  caption('page', '{currentPage} / {totalPages}', x, y, 30, 5, 8),
];
const a4 = {
  width: 210,
  height: 297,
  padding: [10, 10, 12, 10] as [number, number, number, number],
  staticSchema: pageNumber(170, 287),
};

const noteLineHead = [
  '行号 Line',
  '订单号/行 PO/Item',
  '物料编码 Part no.',
  '物料名称 Part name',
  '送货数量 Qty',
  '备品 Spares',
  '包装数 Per box',
  '箱数 Boxes',
  '批次号 Lot no.',
  '生产日期码 Date code',
];

const deliveryNote: PdfmeTemplate = {
  basePdf: a4,
  schemas: [
    [
      caption('title', '送货单 DELIVERY NOTE', 10, 10, 120, 9, 16),
      code128('DELIVERY_NO', 135, 8, 65, 12),
      field('DELIVERY_NO#text', 135, 20.5, 65, 5, 10, { alignment: 'center' }),
      ...pair('VENDOR_CODE', '供应商编码 Vendor code', 10, 30, 28, 62),
      ...pair('VENDOR_NAME', '供应商名称 Vendor name', 105, 30, 28, 67),
      ...pair('DELIVERY_DATE', '送货日期 Delivery date', 10, 36, 28, 62),
      ...pair('ARRIVAL_DATE', '预计到货日期 Arrival date', 105, 36, 28, 67),
      ...pair('STATUS', '状态 Status', 10, 42, 28, 62),
      ...pair('CHECK_MAN', '审核人 Audited by', 105, 42, 28, 67),
      ...pair('ATTRIBUTE1', '物流公司 Logistics', 10, 48, 28, 62),
      ...pair('ATTRIBUTE2', '物流单号 Tracking no.', 105, 48, 28, 67),
      ...pair('PRINTED_AT', '打印时间 Printed at', 10, 54, 28, 62),
      caption('DESCRIPTION', '备注 Description', 10, 60, 28),
      field('DESCRIPTION', 38, 60, 162, 4.5, 8.5, {
        overflow: 'expand',
        verticalAlignment: 'top',
        lineHeight: 1.2,
      }),
      tableOf('LINES', 10, 68, 190, noteLineHead, [6, 13, 13, 19, 9, 7, 8, 6, 10, 9]),
      caption('sign_vendor', '送货人签字 Delivered by:', 10, 84, 60, 6, 9),
      caption('sign_receiver', '收货人签字 Received by:', 105, 84, 60, 6, 9),
    ],
  ],
};

const listTemplate: PdfmeTemplate = {
  basePdf: { width: 297, height: 210, padding: [10, 10, 12, 10], staticSchema: pageNumber(257, 200) },
  schemas: [
    [
      field('TITLE', 10, 10, 200, 8, 14),
      caption('PRINTED_AT', '打印时间 Printed at', 215, 11, 26, 6, 8),
      field('PRINTED_AT', 241, 11, 46, 6, 8),
      tableOf('ROWS', 10, 22, 277, ['列 1 Column 1', '列 2 Column 2', '列 3 Column 3'], [34, 33, 33]),
    ],
  ],
};

const statementLineHead = [
  '序号 No.',
  '送货单号 Delivery no.',
  '订单号 PO no.',
  '物料编码 Part no.',
  '物料名称 Part name',
  '数量 Qty',
  '单价 Unit price',
  '金额 Amount',
  '税额 Tax',
];

const statement: PdfmeTemplate = {
  basePdf: a4,
  schemas: [
    [
      caption('title', '对账单 STATEMENT', 10, 10, 120, 9, 16),
      ...pair('STATEMENT_NO', '对账单号 Statement no.', 10, 24, 28, 62),
      ...pair('PERIOD', '对账期间 Period', 105, 24, 28, 67),
      ...pair('VENDOR_CODE', '供应商编码 Vendor code', 10, 30, 28, 62),
      ...pair('VENDOR_NAME', '供应商名称 Vendor name', 105, 30, 28, 67),
      ...pair('CURRENCY', '币种 Currency', 10, 36, 28, 62),
      ...pair('TOTAL_AMOUNT', '金额 Amount', 105, 36, 28, 67),
      ...pair('TOTAL_TAX', '税额 Tax', 10, 42, 28, 62),
      ...pair('TOTAL_WITH_TAX', '含税金额 Amount with tax', 105, 42, 28, 67),
      tableOf('LINES', 10, 52, 190, statementLineHead, [7, 14, 13, 13, 17, 9, 9, 9, 9]),
      // The rounding rule under the lines (the caller's language): the totals are the sums of the rounded lines.
      field('RULE', 10, 66, 190, 8, 7, { overflow: 'expand', verticalAlignment: 'top', lineHeight: 1.2 }),
      caption('sign_vendor', '供应商确认 Vendor:', 10, 76, 60, 6, 9),
      caption('sign_buyer', '采购方确认 Buyer:', 105, 76, 60, 6, 9),
    ],
  ],
};

export const defaultTemplates: Record<TemplateKind, PdfmeTemplate> = {
  inner_label: innerLabel,
  outer_label: outerLabel,
  delivery_note: deliveryNote,
  list: listTemplate,
  statement,
};

/** The name a built-in template is shown and saved under (data in the plant's language, as an administrator names it). */
export const defaultTemplateNames: Record<TemplateKind, string> = {
  inner_label: '内箱标签',
  outer_label: '外箱标签',
  delivery_note: '送货单',
  list: '列表',
  statement: '对账单',
};
