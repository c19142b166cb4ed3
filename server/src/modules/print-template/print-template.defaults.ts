import type { PdfmeTemplate, TemplateKind } from '@srm/contract';

/**
 * The built-in print templates, one per document kind: what an organisation prints with until it saves its own.
 * Millimetres throughout. Every field is an element named after it (LABEL_NO, PART_NO, …); a field shown twice
 * (a barcode and its text) names its second element `FIELD#text` (render-pdf.ts binds `NAME#…` to NAME). Captions
 * are read-only texts in Chinese with English.
 *
 * Every text stays in its box whatever it holds (issue #36): a field wraps inside its box and, when the longest
 * value its column accepts would not fit, shrinks (pdfme's dynamic font size, fitted to the box's height) down to
 * 4 pt; a caption shrinks to stay on its one line (on the labels, two lines: Chinese over English), so no
 * abbreviation is broken before its dot. Long free texts (a 128-character name, a 64-character logistics company)
 * get a row of the full width. On pages whose content flows (a table: the note, the statement, the list) every
 * element lies inside the page's padding: pdfme moves an element above the top padding down to it, onto what is
 * under it. `print-template.defaults.test.ts` prints each with the longest values and checks that no text lies on
 * another or on a barcode.
 */

type Element = Record<string, unknown>;
const black = '#000000';
/** The smallest size a field shrinks to, in points (only the longest values reach it). */
const minSize = 4;

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
    lineHeight: 1,
    // Each line of a caption on one line: smaller rather than broken.
    dynamicFontSize: { min: minSize, max: size, fit: 'horizontal' },
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
    lineHeight: 1,
    // Wrapped inside the box, and smaller when the wrapped lines would not fit its height.
    ...(extra.overflow === 'expand' ? {} : { dynamicFontSize: { min: minSize, max: size, fit: 'vertical' } }),
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

/** A table; each head on two lines (Chinese over English), so a narrow column never breaks "Lot no." before its dot. */
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

/** A caption and its value on one row (a document's: the caption on one line). */
const pair = (
  name: string,
  label: string,
  x: number,
  y: number,
  capWidth: number,
  width: number,
  height = 6,
  size = 8.5,
) => [caption(name, label, x, y, capWidth, height), field(name, x + capWidth, y, width, height, size)];

/** A label's caption (Chinese over English, `label` holds the line break) and its value. */
const labelPair = (
  name: string,
  label: string,
  x: number,
  y: number,
  width: number,
  height = 4.5,
  size = 8.5,
  capWidth = 14,
  capSize = 5,
) => [
  caption(name, label, x, y, capWidth, height, capSize),
  field(name, x + capWidth, y, width - capWidth, height, size),
];

/** Inner label rows: the halves of a row of 93 mm (1.5 mm apart), and its full width. */
const inner = { left: 3.5, right: 50.5, half: 45.5, full: 93 };

const innerLabel: PdfmeTemplate = {
  basePdf: { width: 100, height: 70, padding: [0, 0, 0, 0] },
  schemas: [
    [
      frame('label', 1.5, 1.5, 97, 67),
      caption('title', '内箱标签 INNER LABEL', 3.5, 2.5, 50, 4.5, 8),
      caption('BOX', '箱号 Box', 60, 2.5, 13),
      field('BOX', 73, 2.5, 23.5, 4.5, 9, { alignment: 'right' }),
      code128('LABEL_NO', 3.5, 7.5, 64, 10.5),
      field('LABEL_NO#text', 3.5, 18.2, 64, 4, 8.5, { alignment: 'center' }),
      {
        name: 'QR_TEXT',
        type: 'qrcode',
        content: '',
        position: { x: 72.5, y: 7.5 },
        width: 24,
        height: 24,
        backgroundColor: '#ffffff',
        barColor: black,
      },
      ...labelPair('PART_NO', '物料编码\nPart no.', inner.left, 22.6, 66, 4.5, 9.5),
      ...labelPair('QTY', '数量\nQty', inner.left, 27.3, 66, 4.5, 9.5),
      rule('top', 3, 32.2, 94),
      ...labelPair('PART_NAME', '物料名称\nPart name', inner.left, 32.8, inner.full, 7),
      ...labelPair('LOT_NO', '批次号\nLot no.', inner.left, 40.2, inner.full),
      ...labelPair('DATE_CODE', '生产日期码\nDate code', inner.left, 45.1, inner.half),
      ...labelPair('PO_NO', '订单号\nPO no.', inner.right, 45.1, inner.half + 0.5),
      ...labelPair('VENDOR_CODE', '供应商\nVendor', inner.left, 50, inner.half),
      ...labelPair('DELIVERY_NO', '送货单号\nDelivery no.', inner.right, 50, inner.half + 0.5),
      ...labelPair('VENDOR_NAME', '供应商名称\nVendor name', inner.left, 54.9, inner.full, 7),
      ...labelPair('OUTER_NO', '外箱号\nOuter no.', inner.left, 62.3, inner.full),
    ],
  ],
};

/** Outer label rows: caption and value across the label. */
const outerRow = (name: string, label: string, y: number, height = 6) =>
  labelPair(name, label, 3.5, y, 93, height, 10, 22, 6.5);

const outerLabel: PdfmeTemplate = {
  basePdf: { width: 100, height: 150, padding: [0, 0, 0, 0] },
  schemas: [
    [
      frame('label', 1.5, 1.5, 97, 147),
      caption('title', '外箱标签 OUTER LABEL', 3.5, 4, 60, 6, 11),
      caption('OUTER_NO', '箱号 SSCC', 3.5, 11.5, 20, 6),
      field('OUTER_NO', 23.5, 11.5, 73, 6, 12),
      rule('top', 3, 18.5, 94),
      ...outerRow('DELIVERY_NO', '送货单号\nDelivery no.', 20),
      ...outerRow('VENDOR_CODE', '供应商编码\nVendor code', 26.5),
      ...outerRow('VENDOR_NAME', '供应商名称\nVendor name', 33, 12),
      ...outerRow('PART_NO', '物料编码\nPart no.', 45.5, 7),
      ...outerRow('PART_NAME', '物料名称\nPart name', 53, 12),
      ...outerRow('LABEL_COUNT', '内箱数\nInner boxes', 65.5),
      ...outerRow('TOTAL_QTY', '总数量\nTotal qty', 72),
      ...outerRow('LOT_NO', '批次号\nLot no.', 78.5, 8),
      rule('bottom', 3, 88, 94),
      caption('GS1_DATA', 'GS1-128 (SSCC)', 4, 90, 60, 5, 7),
      {
        name: 'GS1_DATA',
        type: 'gs1128',
        content: '',
        position: { x: 5, y: 96 },
        width: 90,
        height: 32,
        barColor: black,
        backgroundColor: '#ffffff',
        includetext: false,
      },
      field('GS1_TEXT', 4, 130, 92, 6, 9, { alignment: 'center' }),
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
/** An A4 document's two columns: caption 28 mm, value to the middle or to the right margin; a full-width value. */
const doc = { left: 10, right: 105, cap: 28, leftValue: 65, rightValue: 67, full: 162, pitch: 6.5 };
const docLeft = (name: string, label: string, y: number) =>
  pair(name, label, doc.left, y, doc.cap, doc.leftValue);
const docRight = (name: string, label: string, y: number) =>
  pair(name, label, doc.right, y, doc.cap, doc.rightValue);
const docFull = (name: string, label: string, y: number) => pair(name, label, doc.left, y, doc.cap, doc.full);
const row = (i: number, top: number) => top + i * doc.pitch;

const noteLineHead = [
  '行号\nLine',
  '订单号/行\nPO/Item',
  '物料编码\nPart no.',
  '物料名称\nPart name',
  '送货数量\nQty',
  '备品\nSpares',
  '包装数\nPer box',
  '箱数\nBoxes',
  '批次号\nLot no.',
  '生产日期码\nDate code',
];

const noteTop = 28;
const deliveryNote: PdfmeTemplate = {
  basePdf: a4,
  schemas: [
    [
      caption('title', '送货单 DELIVERY NOTE', 10, 10, 120, 9, 16),
      code128('DELIVERY_NO', 135, 10, 65, 11),
      field('DELIVERY_NO#text', 135, 21.5, 65, 5, 10, { alignment: 'center' }),
      ...docLeft('VENDOR_CODE', '供应商编码 Vendor code', row(0, noteTop)),
      ...docRight('STATUS', '状态 Status', row(0, noteTop)),
      ...docFull('VENDOR_NAME', '供应商名称 Vendor name', row(1, noteTop)),
      ...docLeft('DELIVERY_DATE', '送货日期 Delivery date', row(2, noteTop)),
      ...docRight('ARRIVAL_DATE', '预计到货日期 Arrival date', row(2, noteTop)),
      ...docLeft('CHECK_MAN', '审核人 Audited by', row(3, noteTop)),
      ...docRight('PRINTED_AT', '打印时间 Printed at', row(3, noteTop)),
      ...docFull('ATTRIBUTE1', '物流公司 Logistics', row(4, noteTop)),
      ...docFull('ATTRIBUTE2', '物流单号 Tracking no.', row(5, noteTop)),
      caption('DESCRIPTION', '备注 Description', doc.left, row(6, noteTop), doc.cap),
      field('DESCRIPTION', doc.left + doc.cap, row(6, noteTop), doc.full, 4.5, 8.5, {
        overflow: 'expand',
        verticalAlignment: 'top',
        lineHeight: 1.2,
      }),
      tableOf('LINES', 10, row(7, noteTop) + 2, 190, noteLineHead, [6, 13, 13, 19, 9, 7, 8, 6, 10, 9]),
      caption('sign_vendor', '送货人签字 Delivered by:', 10, row(7, noteTop) + 18, 60, 6, 9),
      caption('sign_receiver', '收货人签字 Received by:', 105, row(7, noteTop) + 18, 60, 6, 9),
    ],
  ],
};

const listTemplate: PdfmeTemplate = {
  basePdf: { width: 297, height: 210, padding: [10, 10, 12, 10], staticSchema: pageNumber(257, 200) },
  schemas: [
    [
      field('TITLE', 10, 10, 200, 10, 14),
      caption('PRINTED_AT', '打印时间 Printed at', 215, 11, 26, 6, 8),
      field('PRINTED_AT', 241, 11, 46, 6, 8),
      tableOf('ROWS', 10, 22, 277, ['列 1\nColumn 1', '列 2\nColumn 2', '列 3\nColumn 3'], [34, 33, 33]),
    ],
  ],
};

const statementLineHead = [
  '序号\nNo.',
  '送货单号\nDelivery no.',
  '订单号\nPO no.',
  '物料编码\nPart no.',
  '物料名称\nPart name',
  '数量\nQty',
  '单价\nUnit price',
  '金额\nAmount',
  '税额\nTax',
];

const statementTop = 24;
const statement: PdfmeTemplate = {
  basePdf: a4,
  schemas: [
    [
      caption('title', '对账单 STATEMENT', 10, 10, 120, 9, 16),
      ...docLeft('STATEMENT_NO', '对账单号 Statement no.', row(0, statementTop)),
      ...docRight('PERIOD', '对账期间 Period', row(0, statementTop)),
      ...docLeft('VENDOR_CODE', '供应商编码 Vendor code', row(1, statementTop)),
      ...docRight('CURRENCY', '币种 Currency', row(1, statementTop)),
      ...docFull('VENDOR_NAME', '供应商名称 Vendor name', row(2, statementTop)),
      ...docLeft('TOTAL_AMOUNT', '金额 Amount', row(3, statementTop)),
      ...docRight('TOTAL_TAX', '税额 Tax', row(3, statementTop)),
      ...docLeft('TOTAL_WITH_TAX', '含税金额 Amount with tax', row(4, statementTop)),
      tableOf('LINES', 10, row(5, statementTop) + 2, 190, statementLineHead, [7, 14, 13, 13, 17, 9, 9, 9, 9]),
      // The rounding rule under the lines (the caller's language): the totals are the sums of the rounded lines.
      field('RULE', 10, row(5, statementTop) + 16, 190, 8, 7, {
        overflow: 'expand',
        verticalAlignment: 'top',
        lineHeight: 1.2,
      }),
      caption('sign_vendor', '供应商确认 Vendor:', 10, row(5, statementTop) + 26, 60, 6, 9),
      caption('sign_buyer', '采购方确认 Buyer:', 105, row(5, statementTop) + 26, 60, 6, 9),
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
