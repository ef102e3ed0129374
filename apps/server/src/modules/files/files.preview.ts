import { createCanvas, loadImage } from '@napi-rs/canvas';
import { getDocumentProxy, renderPageAsImage } from 'unpdf';
import { storageKeyOf } from '../../storage/file-store.ts';

/**
 * The preview's width in pixels: enough to read the page at the width of a phone (390 CSS px, drawn at
 * 2 device pixels or more) while pdf.js starts, which on a slow link takes tens of seconds; 400 px is
 * blurred to the eye there. Quality 40 keeps text sharp: 57–64 KB for a page with a photo,
 * a few KB for text alone (docs/decisions/0025).
 */
export const PREVIEW_WIDTH = 600;
const WEBP_QUALITY = 40;
export const PREVIEW_MIME_TYPE = 'image/webp';

/** Where the first-page image of a PDF lives in the file store, beside (not among) the content-addressed files. */
export const previewKeyOf = (fileId: string): string => `previews/${storageKeyOf(fileId)}.webp`;

/**
 * A small WebP image of page 1 of a PDF, on white. pdf.js renders it into a @napi-rs/canvas canvas
 * (through unpdf), without eval, as text extraction does.
 */
export async function renderPdfPreview(bytes: Uint8Array): Promise<Buffer> {
  // pdf.js takes ownership of (detaches) the buffer it is given; the caller keeps its copy.
  const pdf = await getDocumentProxy(bytes.slice(), { isEvalSupported: false, verbosity: 0 });
  try {
    const png = await renderPageAsImage(pdf, 1, {
      canvasImport: () => import('@napi-rs/canvas'),
      width: PREVIEW_WIDTH,
    });
    const image = await loadImage(Buffer.from(png));
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    // Pages without a background are transparent; a preview must look like paper.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0);
    return await canvas.encode('webp', WEBP_QUALITY);
  } finally {
    await pdf.destroy();
  }
}
