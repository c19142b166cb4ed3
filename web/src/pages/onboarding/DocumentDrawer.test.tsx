import { apiPaths, type VendorDocumentDetail } from '@srm/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithApp, setUpRenderTests } from '../../platform/list-table/test-utils.tsx';
import { DocumentDrawer } from './DocumentDrawer.tsx';

/** Issue #45 item 7: the reviewer reads the vendor's remark on its upload; the decisions are the server's ACTIONS. */
setUpRenderTests({ resetLanguage: true });

const document: VendorDocumentDetail = {
  ID: 5,
  VENDOR_CODE: 'V002',
  DOCUMENT_TYPE: 'REACH 合规声明',
  STATE: 'submitted',
  VALID_FROM: '2026-01-01',
  VALID_TO: '2027-12-31',
  REMARK: '第 3 页为 SVHC 清单',
  UPLOADED_BY: 'vendor2',
  REVIEWED_BY: null,
  REJECT_REASON: null,
  Attachments: [],
  ACTIONS: ['approve', 'reject'],
};

describe('a compliance document’s drawer', { timeout: 30_000 }, () => {
  it('shows the vendor’s remark and who uploaded it, and hands the server’s actions to the screen', async () => {
    fakeServer({ [apiPaths.onboarding.document]: () => ({ data: document }) });
    const actions = vi.fn((allowed: readonly string[]) => (
      <span data-testid="given">{allowed.join(',')}</span>
    ));
    renderWithApp(<DocumentDrawer id={5} onClose={() => undefined} actions={actions} />);
    expect((await screen.findByTestId('document-remark-text')).textContent).toBe('第 3 页为 SVHC 清单');
    expect(screen.getByTestId('document-drawer').textContent).toContain('vendor2');
    expect(screen.getByTestId('given').textContent).toBe('approve,reject');
  });
});
