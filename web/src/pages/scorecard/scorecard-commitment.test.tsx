import { listOf } from '@srm/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n.ts';
import { listColumns, listServer } from '../../platform/list-table/list-fakes.ts';
import { renderWithApp, setUpRenderTests } from '../../platform/list-table/test-utils.tsx';
import VendorScorecardPage from './VendorScorecardPage.tsx';

vi.mock('../../platform/session.ts', () => ({
  usePermission: () => true,
  hasPermission: () => true,
  session: { userInfo: () => ({ USER_NAME: 'buyer' }) },
}));

const columns = listColumns([
  'ID',
  'MONTH',
  'VENDOR_CODE',
  'COMMIT_RELIABILITY',
  'COMMIT_BUCKETS',
  'COMMIT_KEPT',
]);
const rows = [
  {
    ID: 'V001|2026-01',
    MONTH: '2026-01',
    VENDOR_CODE: 'V001',
    COMMIT_RELIABILITY: '63',
    COMMIT_BUCKETS: 8,
    COMMIT_KEPT: 5,
  },
  {
    ID: 'V001|2026-02',
    MONTH: '2026-02',
    VENDOR_CODE: 'V001',
    COMMIT_RELIABILITY: '100',
    COMMIT_BUCKETS: 1,
    COMMIT_KEPT: 1,
  },
  {
    ID: 'V002|2026-01',
    MONTH: '2026-01',
    VENDOR_CODE: 'V002',
    COMMIT_RELIABILITY: null,
    COMMIT_BUCKETS: 0,
    COMMIT_KEPT: 0,
  },
];

setUpRenderTests({ resetLanguage: true });

/** The scorecard's commitment reliability (issue #48): the rate in its band, its buckets on hover, its rule stated. */
describe('Vendor scorecard: commitment reliability', { timeout: 30_000 }, () => {
  const rowOf = (id: string) =>
    [...document.querySelectorAll<HTMLElement>('tbody tr')].find((r) => r.dataset.rowKey === id)!;

  it('shows the rate in its band with the buckets it stands on, and empty without any', async () => {
    listServer(listOf('VendorScorecard').loadData, columns, rows);
    renderWithApp(<VendorScorecardPage />);
    expect(await screen.findByText('63')).toBeTruthy();
    // 63 % is poor (below 80), 100 % good; a vendor without commitments shows no figure.
    expect(rowOf('V001|2026-01').querySelector('.scorecard-rate.is-poor')?.textContent).toBe('63');
    expect(rowOf('V001|2026-02').querySelector('.scorecard-rate.is-good')?.textContent).toBe('100');
    expect(rowOf('V002|2026-01').querySelector('[data-testid="commit-reliability"]')).toBeNull();
    fireEvent.mouseEnter(rowOf('V001|2026-01').querySelector('[data-testid="commit-reliability"]')!);
    expect(await screen.findByText('已结束的承诺周期 8 个，达成 5 个')).toBeTruthy();
  });

  it('states the rule in both languages', async () => {
    for (const [lang, rule, buckets] of [
      ['zh-chs', '承诺达成率：达成的预测周期 ÷ 计入的预测周期', '已结束的承诺周期 1 个，达成 1 个'],
      [
        'en',
        'Commitment reliability: forecast buckets kept ÷ buckets counted',
        '1 of 1 ended committed buckets kept',
      ],
    ] as const) {
      await changeLanguage(lang);
      listServer(listOf('VendorScorecard').loadData, columns, rows);
      const page = renderWithApp(<VendorScorecardPage />);
      fireEvent.mouseEnter(screen.getByTestId('scorecard-help').querySelector('span')!);
      expect(await screen.findByText((text) => text.includes(rule))).toBeTruthy();
      expect(await screen.findByText('100')).toBeTruthy();
      fireEvent.mouseEnter(rowOf('V001|2026-02').querySelector('[data-testid="commit-reliability"]')!);
      expect(await screen.findByText(buckets)).toBeTruthy();
      page.unmount();
    }
  });
});
