import {
  type CaptionContext,
  contextFieldCaption,
  gs1CheckDigit,
  type Language,
  sscc,
  type TemplateKind,
} from '@srm/contract';

/**
 * The fields a document kind fills in, with a sample value each: the designer's field list and preview data, and
 * what `SysReportTpl/Preview` renders. Captions come from the contract catalogue, in the kind's context where a
 * printout words a field its own way (`captionsOf`); a field states none.
 */
type FieldSpec = { name: string; sample: string };

/** The catalogue context of a kind whose printout words fields its own way (the labels' QTY and OUTER_NO). */
const captionsOf: Partial<Record<TemplateKind, CaptionContext>> = {
  inner_label: 'labelPrints',
  outer_label: 'labelPrints',
};

const sampleSscc = sscc(0, '6901234', 18);
const sampleGtin = `0690123400001${gs1CheckDigit('0690123400001')}`;
const sampleGs1 = `(00)${sampleSscc}(02)${sampleGtin}(37)12(10)LOT2611`;

const noteLines = Array.from({ length: 3 }, (_, i) => [
  String(i + 1),
  `PO2611000${i + 1}/10`,
  `P-1000${i + 1}`,
  ['螺丝 M3×8 不锈钢', '垫片 Φ3 镀锌', '弹簧 0.5×5×20'][i]!,
  '1000',
  '10',
  '200',
  '5',
  'LOT2611',
  '2647',
]);

const specs: Record<TemplateKind, FieldSpec[]> = {
  inner_label: [
    { name: 'LABEL_NO', sample: 'L2611230000001' },
    {
      name: 'QR_TEXT',
      sample: JSON.stringify({
        PART_NO: 'P-10001',
        QTY: '200',
        LOT_NO: 'LOT2611',
        DATE_CODE: '2647',
        VENDOR_CODE: 'V001',
        DELIVERY_NO: 'DN2611230001',
      }),
    },
    { name: 'PART_NO', sample: 'P-10001' },
    { name: 'PART_NAME', sample: '螺丝 M3×8 不锈钢' },
    { name: 'QTY', sample: '200' },
    { name: 'LOT_NO', sample: 'LOT2611' },
    { name: 'DATE_CODE', sample: '2647' },
    { name: 'VENDOR_CODE', sample: 'V001' },
    { name: 'VENDOR_NAME', sample: '深圳市示例电子有限公司' },
    { name: 'DELIVERY_NO', sample: 'DN2611230001' },
    { name: 'PO_NO', sample: 'PO26110001' },
    { name: 'BOX', sample: '3/10' },
    { name: 'OUTER_NO', sample: sampleSscc },
  ],
  outer_label: [
    { name: 'OUTER_NO', sample: sampleSscc },
    { name: 'GS1_DATA', sample: sampleGs1 },
    { name: 'GS1_TEXT', sample: sampleGs1 },
    { name: 'DELIVERY_NO', sample: 'DN2611230001' },
    { name: 'VENDOR_CODE', sample: 'V001' },
    { name: 'VENDOR_NAME', sample: '深圳市示例电子有限公司' },
    { name: 'PART_NO', sample: 'P-10001' },
    { name: 'PART_NAME', sample: '螺丝 M3×8 不锈钢' },
    { name: 'LABEL_COUNT', sample: '10' },
    { name: 'TOTAL_QTY', sample: '2000' },
    { name: 'LOT_NO', sample: 'LOT2611' },
  ],
  delivery_note: [
    { name: 'DELIVERY_NO', sample: 'DN2611230001' },
    { name: 'VENDOR_CODE', sample: 'V001' },
    { name: 'VENDOR_NAME', sample: '深圳市示例电子有限公司' },
    { name: 'DELIVERY_DATE', sample: '2026-11-23' },
    { name: 'ARRIVAL_DATE', sample: '2026-11-25' },
    { name: 'STATUS', sample: '已审核' },
    { name: 'ATTRIBUTE1', sample: '顺丰速运' },
    { name: 'ATTRIBUTE2', sample: 'SF1234567890' },
    { name: 'DESCRIPTION', sample: '请于上午送达 Deliver in the morning' },
    { name: 'CHECK_MAN', sample: '张三' },
    { name: 'PRINTED_AT', sample: '2026-11-23 10:00' },
    { name: 'LINES', sample: JSON.stringify(noteLines) },
  ],
  list: [
    { name: 'TITLE', sample: '送货明细 Delivery details' },
    { name: 'PRINTED_AT', sample: '2026-11-23 10:00' },
    {
      name: 'ROWS',
      sample: JSON.stringify([
        ['DN2611230001', 'P-10001', '1000'],
        ['DN2611230002', 'P-10002', '500'],
      ]),
    },
  ],
  statement: [
    { name: 'STATEMENT_NO', sample: 'ST26110001' },
    { name: 'VENDOR_CODE', sample: 'V001' },
    { name: 'VENDOR_NAME', sample: '深圳市示例电子有限公司' },
    { name: 'PERIOD', sample: '2026-11' },
    { name: 'CURRENCY', sample: 'CNY' },
    { name: 'TOTAL_AMOUNT', sample: '12000.00' },
    { name: 'TOTAL_TAX', sample: '1560.00' },
    { name: 'TOTAL_WITH_TAX', sample: '13560.00' },
    {
      name: 'RULE',
      sample:
        'Amount = qty × unit price, rounded half-up to 2 decimals per line; tax = amount × tax rate, rounded half-up to 2 decimals per line; the totals are the sums of the rounded lines.',
    },
    {
      name: 'LINES',
      sample: JSON.stringify([
        [
          '1',
          'DN2611230001',
          'PO26110001',
          'P-10001',
          '螺丝 M3×8 不锈钢',
          '1000',
          '12.00',
          '12000.00',
          '1560.00',
        ],
      ]),
    },
  ],
};

/** The kind's fields with captions in the caller's language. */
export function fieldsOf(kind: TemplateKind, lang: Language) {
  return specs[kind].map((f) => ({
    NAME: f.name,
    CAPTION: contextFieldCaption(f.name, captionsOf[kind])?.[lang] ?? f.name,
    SAMPLE: f.sample,
  }));
}

/** The sample record of a kind (Preview). */
export function sampleOf(kind: TemplateKind): Record<string, string> {
  return Object.fromEntries(specs[kind].map((f) => [f.name, f.sample]));
}
