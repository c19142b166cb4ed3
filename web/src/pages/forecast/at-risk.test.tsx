import { listOf, riskBasisLabels } from '@srm/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../platform/i18n.ts';
import { chineseOptions, listColumns, listServer } from '../../platform/list-table/list-fakes.ts';
import { renderWithApp, setUpRenderTests } from '../../platform/list-table/test-utils.tsx';
import AtRiskPage from './AtRiskPage.tsx';

setUpRenderTests({ resetLanguage: true });

// antd's first render in jsdom is slow on a busy machine.
const slow = { timeout: 30_000 };

const fields = [
  'PO_NO',
  'VENDOR_CODE',
  'PART_NO',
  'OPEN_QTY',
  'RISK_BASIS',
  'RISK_RECEIPTS',
  'LATE_PCT',
  'P50_DAYS',
  'P80_DAYS',
  'EXPOSURE',
];
const line = (id: number, risk: object) => ({
  ID: id,
  PO_NO: `PO${id}`,
  PO_ITEM: 1,
  VENDOR_CODE: 'V001',
  VENDOR_NAME: 'Vendor',
  PART_NO: `P${id}`,
  PART_NAME: null,
  DUE_DATE: '2026-12-01',
  OPEN_QTY: '100',
  ...risk,
});
const rows = [
  line(1, {
    RISK_BASIS: 'part',
    RISK_RECEIPTS: 12,
    LATE_PCT: 58,
    P50_DAYS: 1,
    P80_DAYS: 4,
    EXPOSURE: '400',
  }),
  line(2, {
    RISK_BASIS: 'vendor',
    RISK_RECEIPTS: 15,
    LATE_PCT: 37,
    P50_DAYS: 2,
    P80_DAYS: 6,
    EXPOSURE: '600',
  }),
  line(3, {
    RISK_BASIS: 'none',
    RISK_RECEIPTS: 0,
    LATE_PCT: null,
    P50_DAYS: null,
    P80_DAYS: null,
    EXPOSURE: null,
  }),
];

const summaries = async () => (await screen.findAllByTestId('at-risk-summary')).map((s) => s.textContent);

/** The tooltip a summary opens on hover: antd renders each summary's in a portal of its own, the first time. */
async function tooltipOf(index: number) {
  const before = document.querySelectorAll('.ant-tooltip').length;
  fireEvent.mouseEnter(screen.getAllByTestId('at-risk-summary')[index]!);
  const tip = await waitFor(() => {
    const tips = document.querySelectorAll('.ant-tooltip');
    expect(tips.length).toBe(before + 1);
    return tips[before]!;
  });
  return tip.textContent;
}

describe('At risk', slow, () => {
  it('shows each line’s risk as one phrase, its rule and receipts in the tooltip, and the rule above the list', async () => {
    await act(() => changeLanguage('en'));
    listServer(
      listOf('AtRisk').loadData,
      listColumns(fields, { options: { RISK_BASIS: chineseOptions(riskBasisLabels) } }),
      rows,
    );
    renderWithApp(<AtRiskPage />);
    expect(await summaries()).toEqual([
      '58 % late · p50 1 d · p80 4 d',
      '37 % late · p50 2 d · p80 6 d',
      'No receipts yet',
    ]);
    expect(screen.getByTestId('at-risk-rule').textContent).toContain("the part's own when it has 10 or more");
    expect(screen.getByTestId('at-risk-rule').textContent).toContain('Exposure = open qty × p80 days');
    expect(await tooltipOf(0)).toContain("From this part's 12 receipts of the last year");
    expect(await tooltipOf(1)).toContain(
      "From the vendor's 15 receipts of the last year (this part has fewer than 10)",
    );
    expect(await tooltipOf(2)).toContain('no receipts in the last year');
    // The exposure stands out; a line without history has none.
    const exposures = [...document.querySelectorAll('strong.fc-short')].map((e) => e.textContent);
    expect(exposures).toEqual(['400', '600']);
  });

  it('says it in Chinese', async () => {
    listServer(listOf('AtRisk').loadData, listColumns(fields), rows.slice(1));
    renderWithApp(<AtRiskPage />);
    expect(await summaries()).toEqual(['延期 37% · p50 2 天 · p80 6 天', '暂无收货记录']);
    expect(screen.getByTestId('at-risk-rule').textContent).toContain('本物料收货满 10 次时依据本物料自身');
    expect(await tooltipOf(0)).toContain('依据该供应商 15 次收货');
  });
});
