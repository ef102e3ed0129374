import * as pdfjsLib from 'pdfjs-dist';
// The worker is a file of our own build (hashed name, cached immutably), served from our origin (CSP
// `worker-src 'self'`), never a CDN.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { takeEarlyPdfWorker } from './early-preview-handoff';

/**
 * pdf.js's viewer components (`pdfjs-dist/web/pdf_viewer.mjs`) read the library from
 * `globalThis.pdfjsLib` when their module runs, so this module is imported before it.
 */
(globalThis as { pdfjsLib?: typeof pdfjsLib }).pdfjsLib = pdfjsLib;
pdfjsLib.GlobalWorkerOptions.workerSrc = workerUrl;

/** Readers to tell if the early script's worker fails after pdf.js took it (its file gone, say). */
export const earlyWorkerFailures = new Set<() => void>();

/**
 * One pdf.js worker per visit (docs/decisions/0012): the one a direct link's early script started
 * (early-preview.ts), which pdf.js takes as its port; else a new one, started as this module loads.
 */
const port = takeEarlyPdfWorker(workerUrl, () => earlyWorkerFailures.forEach((listener) => listener()));
export const visitWorker = port === undefined ? new pdfjsLib.PDFWorker() : pdfjsLib.PDFWorker.create({ port });

export { pdfjsLib };
