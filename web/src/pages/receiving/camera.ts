/** The camera is offered only where the browser reads barcodes itself and may open a camera (CameraScanner.tsx). */
export const cameraScanning = () =>
  typeof window !== 'undefined' &&
  'BarcodeDetector' in window &&
  typeof navigator.mediaDevices?.getUserMedia === 'function';
