/*
 * The bytes of a stored PDF, read by HTTP range (docs/decisions/0012). The viewer opens a source as soon
 * as it knows the file id: the first chunk and the last one (where a PDF keeps its cross-reference) are
 * asked for at once, in parallel with the reader's code; pdf.js then asks for the chunks the pages it
 * shows need, through `read`. Every request carries the session header, which pdf.js's own loader
 * could send too, but here the first bytes do not wait for pdf.js to arrive.
 */

/** pdf.js's chunk size here: small enough that page 1 of a large PDF needs a few tens of KB. */
export const RANGE_CHUNK_SIZE = 65_536;

export interface PdfSourceProgress {
  loaded: number;
  total: number;
}

export interface PdfSource {
  /** The whole file's size in bytes. */
  readonly length: number;
  /** The first bytes, for pdf.js's `initialData`. */
  readonly initialData: Uint8Array;
  /** The file's name as the server stored it (from Content-Disposition), or ''. */
  readonly fileName: string;
  /** Bytes `begin` up to (not including) `end`: the first and last chunks from memory, others fetched. */
  read: (begin: number, end: number) => Promise<Uint8Array>;
  /** Bytes fetched so far (counting each byte once) and the file's size. */
  progress: () => PdfSourceProgress;
  /** Calls `listener` whenever more bytes have arrived; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

/** An HTTP answer that was not the bytes: its status, for the viewer's messages. */
export class PdfSourceError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`The PDF could not be read (HTTP ${status}).`);
    this.name = 'PdfSourceError';
    this.status = status;
  }
}

interface Segment {
  begin: number;
  bytes: Uint8Array;
}

interface RangeAnswer {
  begin: number;
  bytes: Uint8Array;
  total: number;
  fileName: string;
}

export interface OpenPdfSourceOptions {
  url: string;
  /** Sent with every request (the session header). */
  headers: Record<string, string>;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/** `bytes 0-65535/1700000` → begin and total; undefined when the header is missing or malformed. */
export function parseContentRange(header: string | null): { begin: number; end: number; total: number } | undefined {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  return { begin: Number(match[1]), end: Number(match[2]), total: Number(match[3]) };
}

/** The name in a Content-Disposition header, preferring the UTF-8 `filename*`. */
export function parseFileName(header: string | null): string {
  if (header === null) return '';
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended !== undefined) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // Fall back to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? '';
}

/**
 * Bytes as the viewer shows them, for the message "{loaded} of {total} {unit}" ("0.6 of 1.7 MB", or KB
 * for small files): the figures through `Intl` in the page's locale, the unit as it is in both languages.
 */
export function progressParts(
  { loaded, total }: PdfSourceProgress,
  locale = 'en-IN',
): { loaded: string; total: string; unit: 'MB' | 'KB' } {
  const megabyte = 1024 * 1024;
  const shown = Math.min(loaded, total);
  if (total >= megabyte / 10) {
    const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return { loaded: format.format(shown / megabyte), total: format.format(total / megabyte), unit: 'MB' };
  }
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return {
    loaded: format.format(Math.round(shown / 1024)),
    total: format.format(Math.round(total / 1024)),
    unit: 'KB',
  };
}

/** Opens a PDF by range: resolves once the first chunk has arrived (and rejects with its HTTP status). */
export async function openPdfSource(options: OpenPdfSourceOptions): Promise<PdfSource> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const segments: Segment[] = [];
  const listeners = new Set<() => void>();
  let loaded = 0;
  let total = 0;

  function notify() {
    for (const listener of listeners) listener();
  }

  /**
   * Counts the bytes of one range as they stream in, so progress moves during a slow chunk. Each range
   * has its own address (`?range=…`, which the server ignores): the browser then caches every chunk
   * as an entry of its own, so a chunk cancelled when the reader closes cannot spoil the others
   * (with one address, reopening fetched page 1's chunks again; docs/benchmarks.md).
   */
  async function fetchRange(range: string): Promise<RangeAnswer> {
    const separator = options.url.includes('?') ? '&' : '?';
    const response = await doFetch(`${options.url}${separator}range=${range.slice('bytes='.length)}`, {
      headers: { ...options.headers, Range: range, Accept: 'application/pdf' },
      signal: options.signal ?? null,
    });
    if (response.status !== 206 && response.status !== 200) throw new PdfSourceError(response.status);
    const contentRange = parseContentRange(response.headers.get('Content-Range'));
    const fileName = parseFileName(response.headers.get('Content-Disposition'));
    const reader = response.body?.getReader();
    const chunks: Uint8Array[] = [];
    let received = 0;
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        loaded += value.byteLength;
        notify();
      }
    } else {
      const bytes = new Uint8Array(await response.arrayBuffer());
      chunks.push(bytes);
      received = bytes.byteLength;
      loaded += received;
    }
    const bytes = new Uint8Array(received);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    // 200: the server sent the whole file (no range support, or a range it would not honour).
    if (response.status === 200 || !contentRange) return { begin: 0, bytes, total: bytes.byteLength, fileName };
    return { begin: contentRange.begin, bytes, total: contentRange.total, fileName };
  }

  function keep(answer: RangeAnswer) {
    segments.push({ begin: answer.begin, bytes: answer.bytes });
  }

  function fromMemory(begin: number, end: number): Uint8Array | undefined {
    const segment = segments.find((s) => s.begin <= begin && s.begin + s.bytes.byteLength >= end);
    // A copy: pdf.js hands what it is given over to its worker, which detaches the buffer.
    return segment?.bytes.slice(begin - segment.begin, end - segment.begin);
  }

  // The first chunk and the last one together: the second does not wait for the first to tell the size.
  const first = fetchRange(`bytes=0-${RANGE_CHUNK_SIZE - 1}`);
  const last = fetchRange(`bytes=-${RANGE_CHUNK_SIZE}`);
  // The tail is an optimisation: if it fails, pdf.js asks for it again through `read`.
  last.catch(() => undefined);
  const head = await first;
  total = head.total;
  keep(head);
  // Everything arrived in one answer (a small file, or no range support): the tail is not needed.
  if (head.bytes.byteLength >= total) loaded = total;
  const tail = head.bytes.byteLength >= total ? Promise.resolve(undefined) : last.then(keep, () => undefined);
  notify();

  // Reads already asked for, so two pages needing the same chunk fetch it once.
  const inFlight = new Map<string, Promise<Uint8Array>>();

  return {
    length: total,
    initialData: head.bytes.slice(),
    fileName: head.fileName,
    async read(begin, end) {
      await tail;
      const cached = fromMemory(begin, end);
      if (cached) return cached;
      const key = `${begin}-${end}`;
      let pending = inFlight.get(key);
      if (!pending) {
        // Not kept: pdf.js keeps what it was given, and the browser's cache has the chunk for a reopen;
        // a copy here too would hold a long PDF twice in memory.
        pending = fetchRange(`bytes=${begin}-${end - 1}`)
          .then((answer) => answer.bytes.slice(0, end - begin))
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
    progress: () => ({ loaded: Math.min(loaded, total), total }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
