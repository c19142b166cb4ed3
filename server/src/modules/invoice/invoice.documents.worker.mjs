// The invoice documents' worker (issue #47): plain JavaScript, so a worker thread can start it under `npm start`,
// vitest or a bench alike; it registers tsx for itself and runs the TypeScript readers. See invoice.documents.ts.
import { register } from 'tsx/esm/api';

register();
const { readUblInvoice } = await import('./ubl/ubl.ts');
const { vatQrOf } = await import('./invoice.qr.ts');

/** A UBL document read, or the VAT QR code of a PDF or photo (plain data crosses the thread boundary). */
export default async function read({ kind, content }) {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  return kind === 'ubl' ? readUblInvoice(bytes) : vatQrOf(new Uint8Array(bytes));
}
