import { LinkButton } from '../../app/components/LinkButton.tsx';
import type { ListRenderers } from '../../platform/list-table/index.ts';
import { FlaggedTag, InvoiceKindTag, InvoiceStateTag } from './InvoiceStateTag.tsx';

/**
 * The invoice lists' cells: state, kind and flag as tags, the number opening the invoice. The vendor's and finance's
 * lists declare the same columns (server invoice.list.ts), so these fit both.
 */
export function invoiceRenderers(open: (id: number) => void): ListRenderers<'Invoice'> {
  return {
    STATE: (value, _row, _i, text) => <InvoiceStateTag state={value} text={text} />,
    INVOICE_KIND: (value, _row, _i, text) => <InvoiceKindTag kind={value} text={text} />,
    FLAGGED: (value) => <FlaggedTag flagged={value} />,
    REJECT_REASON: (value) => (value ? <span className="inv-off">{value}</span> : null),
    INVOICE_NO: (value, row) => (
      <LinkButton className="inv-link" onClick={() => open(row.ID)} data-testid="inv-open">
        {value}
      </LinkButton>
    ),
  };
}
