import { screens } from '@srm/contract';
import { useCallback, useState } from 'react';
import { isGranted } from '../../app/route-grants.ts';
import { useSession } from '../../platform/session.ts';
import { InvoiceDrawer } from './InvoiceDrawer.tsx';
import { RemittanceDrawer } from './RemittanceDrawer.tsx';

/** Whether the user may read an invoice (`Invoice/Get`): the vendor's invoice screen or finance's review. */
export function useCanReadInvoices(): boolean {
  const { permissions } = useSession();
  return [screens.Invoice.path, screens.InvoiceReview.path].some((p) => isGranted(p, permissions) === true);
}

/**
 * The invoice drawer and the remittance advice of a screen, each able to open the other: an invoice's payment opens
 * its advice over it, an advice's invoice opens in the invoice drawer — for a user who may read invoices (else the
 * advice lists them without links).
 */
export function useInvoiceViewers() {
  const invoices = useCanReadInvoices();
  const [invoiceId, setInvoiceId] = useState<number | null>(null);
  const [paymentId, setPaymentId] = useState<number | null>(null);
  const openInvoice = useCallback((id: number) => {
    setPaymentId(null);
    setInvoiceId(id);
  }, []);
  const viewers = (
    <>
      {invoices && (
        <InvoiceDrawer id={invoiceId} onClose={() => setInvoiceId(null)} onOpenPayment={setPaymentId} />
      )}
      <RemittanceDrawer
        id={paymentId}
        onClose={() => setPaymentId(null)}
        {...(invoices ? { onOpenInvoice: openInvoice } : {})}
      />
    </>
  );
  return { openInvoice, openPayment: setPaymentId, viewers, canReadInvoices: invoices };
}
