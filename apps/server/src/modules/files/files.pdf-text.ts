import type { Readable } from 'node:stream';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Db } from '../../db/client.ts';
import { storageKeyOf, type FileStore } from '../../storage/file-store.ts';
import type { FilesRepository } from './files.repository.ts';
import { PREVIEW_MIME_TYPE, previewKeyOf, renderPdfPreview } from './files.preview.ts';

/** PostgreSQL text cannot hold NUL; some PDFs put it in their text layer. */
const NUL = new RegExp(String.fromCharCode(0), 'g');

/**
 * The text of every page of a PDF, page 1 first; a page without a text layer gives ''. pdf.js runs
 * without eval (isEvalSupported false), so a crafted PDF cannot run code through its font programs.
 */
export async function extractPdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(bytes, { isEvalSupported: false, verbosity: 0 });
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return text.map((page) => page.replace(NUL, '').trim());
  } finally {
    await pdf.destroy();
  }
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

export interface ExtractionLogger {
  info(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface TextExtractionQueue {
  /** Queues a PDF whose text_status is 'pending'; queuing one already waiting does nothing. */
  enqueue(fileId: string): void;
  /** Queues every PDF left 'pending' (after a crash or restart); resolves with how many. */
  resumePending(): Promise<number>;
  /** Resolves when nothing is queued or running. */
  whenIdle(): Promise<void>;
  /** Stops taking work and waits for the PDF in hand. */
  stop(): Promise<void>;
}

/**
 * Makes each new PDF's first-page preview, then extracts its text, in the background, one file at a time, so uploads answer at once and a burst
 * of uploads does not pile up parsers in memory. A file whose extraction throws is marked 'failed'
 * and logged; the queue moves on.
 */
export function createTextExtractionQueue(deps: {
  db: Db;
  repository: FilesRepository;
  store: FileStore;
  logger: ExtractionLogger;
  extract?: (bytes: Uint8Array) => Promise<string[]>;
  /** Renders the first-page preview image; a failure is logged and the text is still extracted. */
  preview?: (bytes: Uint8Array) => Promise<Buffer>;
}): TextExtractionQueue {
  const { db, repository, store, logger } = deps;
  const extract = deps.extract ?? extractPdfPages;
  const preview = deps.preview ?? renderPdfPreview;

  /** The reader shows this image while pdf.js starts (docs/decisions/0012), so it is made first. */
  async function savePreview(fileId: string, bytes: Uint8Array): Promise<void> {
    try {
      const image = await preview(bytes);
      await store.put(previewKeyOf(fileId), image, { contentType: PREVIEW_MIME_TYPE, size: image.length });
    } catch (error) {
      if (!isStopped) logger.error({ err: error, fileId }, 'PDF preview rendering failed');
    }
  }
  const waiting: string[] = [];
  let running: Promise<void> | undefined;
  let isStopped = false;

  async function processOne(fileId: string): Promise<void> {
    const file = await repository.findFile(db, fileId);
    if (!file || file.kind !== 'pdf' || file.textStatus !== 'pending') return;
    try {
      const object = await store.get(storageKeyOf(file.id));
      if (!object) throw new Error('The stored object is missing');
      const bytes = await readAll(object.stream);
      await savePreview(file.id, bytes);
      const pages = await extract(bytes);
      await repository.savePdfPages(db, file.id, pages);
      logger.info({ fileId, pages: pages.length }, 'extracted PDF text');
    } catch (error) {
      if (isStopped) return;
      logger.error({ err: error, fileId }, 'PDF text extraction failed');
      await repository.markTextFailed(db, file.id).catch((markError: unknown) => {
        logger.error({ err: markError, fileId }, 'could not mark PDF text as failed');
      });
    }
  }

  async function drain(): Promise<void> {
    for (let fileId = waiting.shift(); fileId !== undefined && !isStopped; fileId = waiting.shift()) {
      await processOne(fileId).catch((error: unknown) => logger.error({ err: error, fileId }, 'PDF text job failed'));
    }
  }

  function kick(): void {
    if (running !== undefined || isStopped || waiting.length === 0) return;
    running = drain().finally(() => {
      running = undefined;
      kick();
    });
  }

  function enqueue(fileId: string): void {
    if (isStopped || waiting.includes(fileId)) return;
    waiting.push(fileId);
    kick();
  }

  return {
    enqueue,
    async resumePending() {
      const ids = await repository.findPendingTextFileIds(db);
      for (const id of ids) enqueue(id);
      return ids.length;
    },
    async whenIdle() {
      while (running !== undefined) await running;
    },
    async stop() {
      isStopped = true;
      waiting.length = 0;
      while (running !== undefined) await running;
    },
  };
}
