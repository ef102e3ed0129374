import { describe, expect, it } from 'vitest';
import {
  openPdfSource,
  parseContentRange,
  parseFileName,
  PdfSourceError,
  progressParts,
  RANGE_CHUNK_SIZE,
} from './pdf-source';

/** An HTTP server's answers to Range requests over `file`, as our files route gives them; records each Range asked. */
function rangeServer(file: Uint8Array, status = 206) {
  const asked: string[] = [];
  const fetchRange: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    const range = headers.get('Range') ?? '';
    asked.push(range);
    // Every range has an address of its own, so the browser caches each chunk apart.
    expect(typeof input === 'string' ? input : '').toMatch(new RegExp(`\\?range=${range.slice(6)}$`));
    if (headers.get('AuthToken') !== 'secret') return Promise.resolve(new Response('{}', { status: 401 }));
    if (status !== 206) return Promise.resolve(new Response(status === 200 ? file.slice() : '{}', { status }));
    const suffix = /^bytes=-(\d+)$/.exec(range);
    const span = /^bytes=(\d+)-(\d+)$/.exec(range);
    const begin = suffix ? Math.max(0, file.length - Number(suffix[1])) : Number(span![1]);
    const end = suffix ? file.length - 1 : Math.min(Number(span![2]), file.length - 1);
    return Promise.resolve(
      new Response(file.slice(begin, end + 1), {
        status: 206,
        headers: {
          'Content-Range': `bytes ${begin}-${end}/${file.length}`,
          'Content-Disposition': `inline; filename="Notes_.pdf"; filename*=UTF-8''Notes%20%E2%80%94%20Physics.pdf`,
        },
      }),
    );
  };
  return { asked, fetch: fetchRange };
}

const fileOf = (length: number) => Uint8Array.from({ length }, (_, index) => (index * 7) % 251);

describe('reading a PDF by range', () => {
  it('asks for the first and last chunks at once, then only the ranges read, each carrying the session header', async () => {
    const file = fileOf(RANGE_CHUNK_SIZE * 10 + 123);
    const server = rangeServer(file);
    const source = await openPdfSource({ url: '/api/files/x', headers: { AuthToken: 'secret' }, fetch: server.fetch });
    expect(source.length).toBe(file.length);
    expect(source.fileName).toBe('Notes — Physics.pdf');
    expect(source.initialData).toEqual(file.slice(0, RANGE_CHUNK_SIZE));
    expect(server.asked).toEqual([`bytes=0-${RANGE_CHUNK_SIZE - 1}`, `bytes=-${RANGE_CHUNK_SIZE}`]);

    // The last chunk is already in memory.
    const lastChunk = await source.read(RANGE_CHUNK_SIZE * 10, file.length);
    expect(lastChunk).toEqual(file.slice(RANGE_CHUNK_SIZE * 10));
    expect(server.asked).toHaveLength(2);

    const middle = await source.read(RANGE_CHUNK_SIZE * 4, RANGE_CHUNK_SIZE * 6);
    expect(middle).toEqual(file.slice(RANGE_CHUNK_SIZE * 4, RANGE_CHUNK_SIZE * 6));
    expect(server.asked[2]).toBe(`bytes=${RANGE_CHUNK_SIZE * 4}-${RANGE_CHUNK_SIZE * 6 - 1}`);
    expect(source.progress()).toEqual({ loaded: RANGE_CHUNK_SIZE * 4, total: file.length });
    // Only the first and last chunks stay in memory (pdf.js keeps its own copy of the rest, and the
    // browser's cache has it): reading a middle chunk again asks again.
    expect(await source.read(RANGE_CHUNK_SIZE * 5, RANGE_CHUNK_SIZE * 6)).toEqual(
      file.slice(RANGE_CHUNK_SIZE * 5, RANGE_CHUNK_SIZE * 6),
    );
    expect(server.asked).toHaveLength(4);
    expect(await source.read(0, RANGE_CHUNK_SIZE)).toEqual(file.slice(0, RANGE_CHUNK_SIZE));
    expect(server.asked).toHaveLength(4);
  });

  it('hands out copies, so pdf.js detaching a buffer leaves the cache whole', async () => {
    const file = fileOf(RANGE_CHUNK_SIZE * 3);
    const source = await openPdfSource({ url: '/x', headers: { AuthToken: 'secret' }, fetch: rangeServer(file).fetch });
    const first = await source.read(0, 100);
    structuredClone(first.buffer, { transfer: [first.buffer] });
    expect(await source.read(0, 100)).toEqual(file.slice(0, 100));
  });

  it('a small file arrives whole in the first answer', async () => {
    const file = fileOf(5000);
    const source = await openPdfSource({ url: '/x', headers: { AuthToken: 'secret' }, fetch: rangeServer(file).fetch });
    expect(source.length).toBe(5000);
    expect(source.progress()).toEqual({ loaded: 5000, total: 5000 });
    expect(await source.read(4000, 5000)).toEqual(file.slice(4000));
  });

  it('a server that ignores ranges sends the whole file, which is then read from memory', async () => {
    const file = fileOf(RANGE_CHUNK_SIZE * 3);
    const server = rangeServer(file, 200);
    const source = await openPdfSource({ url: '/x', headers: { AuthToken: 'secret' }, fetch: server.fetch });
    expect(source.length).toBe(file.length);
    expect(await source.read(RANGE_CHUNK_SIZE, RANGE_CHUNK_SIZE * 2)).toEqual(
      file.slice(RANGE_CHUNK_SIZE, RANGE_CHUNK_SIZE * 2),
    );
    expect(server.asked).toHaveLength(2);
  });

  it('an answer other than the bytes rejects with its status', async () => {
    const file = fileOf(100);
    await expect(
      openPdfSource({ url: '/x', headers: { AuthToken: 'wrong' }, fetch: rangeServer(file).fetch }),
    ).rejects.toEqual(new PdfSourceError(401));
    await expect(
      openPdfSource({ url: '/x', headers: { AuthToken: 'secret' }, fetch: rangeServer(file, 404).fetch }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('the words of the viewer', () => {
  it('shows bytes loaded and the size in MB with one decimal, or KB for small files', () => {
    expect(progressParts({ loaded: 629_146, total: 1_782_580 })).toEqual({ loaded: '0.6', total: '1.7', unit: 'MB' });
    expect(progressParts({ loaded: 0, total: 1_782_580 })).toEqual({ loaded: '0.0', total: '1.7', unit: 'MB' });
    expect(progressParts({ loaded: 20_480, total: 40_960 })).toEqual({ loaded: '20', total: '40', unit: 'KB' });
    expect(progressParts({ loaded: 2_000_000_000, total: 2_000_000_000 }, 'hi-IN').total).toBe('1,907.3');
  });

  it('reads Content-Range and Content-Disposition headers', () => {
    expect(parseContentRange('bytes 0-65535/1700000')).toEqual({ begin: 0, end: 65535, total: 1700000 });
    expect(parseContentRange('bytes */1700000')).toBeUndefined();
    expect(parseContentRange(null)).toBeUndefined();
    expect(parseFileName(`inline; filename="a_b.pdf"; filename*=UTF-8''a%C3%A9b.pdf`)).toBe('aéb.pdf');
    expect(parseFileName('inline; filename="plain.pdf"')).toBe('plain.pdf');
    expect(parseFileName(`inline; filename="ok.pdf"; filename*=UTF-8''%E0%A4`)).toBe('ok.pdf');
    expect(parseFileName(null)).toBe('');
  });
});
