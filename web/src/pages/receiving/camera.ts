/**
 * The camera is offered wherever the browser may open one (CameraScanner.tsx): the browser's own barcode reader
 * when it has one (Chrome on Android), else the `barcode-detector` ponyfill (ZXing compiled to WebAssembly, loaded
 * from the portal itself when the camera opens).
 */
export const cameraScanning = () =>
  typeof window !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
