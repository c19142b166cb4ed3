import { DesignerDrawer, type DesignTarget } from './DesignerDrawer.tsx';
import { createPdfmeEngine } from './pdfmeEngine.ts';

/** The designer with pdfme: its own chunk (pdfme, its fonts and barcode code are large), loaded on first use. */
export default function TemplateDesigner(props: {
  target: DesignTarget | null;
  onClose: (saved: boolean) => void;
}) {
  return <DesignerDrawer {...props} createEngine={createPdfmeEngine} />;
}
