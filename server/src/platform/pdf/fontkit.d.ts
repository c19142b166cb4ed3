/** The part of fontkit (a dependency of pdfme, without types of its own) that pdf-fonts.ts uses. */
declare module 'fontkit' {
  export function create(buffer: Uint8Array, postscriptName?: string): object;
}
