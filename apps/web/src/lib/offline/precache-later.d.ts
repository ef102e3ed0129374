// The build's files the service worker does not precache (build/precache-split.ts), as absolute URLs.
declare module 'virtual:precache-later' {
  /** Every later file: the reader, pdf.js's worker, the signed-in and staff screens, the fonts. */
  export const LATER: readonly string[];
  /** Those the reader needs (its screen, pdf.js and its worker): kept with a PDF saved for offline. */
  export const READER: readonly string[];
}
