/**
 * Cuts the byte range a request asks for out of a whole saved file, as an HTTP server does
 * (RFC 9110 §14): a range that runs past the end is shortened to the end, a suffix longer than the file
 * means the whole file, a range starting past the end is 416. Workbox's range plugin refuses the first
 * two, and the reader asks for both (its first and last 64 KB) of every PDF, small ones included.
 */
export async function answerRange(request: Request, whole: Response): Promise<Response> {
  const header = request.headers.get('Range');
  if (header === null || whole.status !== 200) return whole;
  const blob = await whole.blob();
  const size = blob.size;
  const bounds = rangeBounds(header, size);
  if (bounds === undefined) {
    return new Response(null, {
      status: 416,
      statusText: 'Range Not Satisfiable',
      headers: { 'Content-Range': `bytes */${size}` },
    });
  }
  const [start, end] = bounds;
  const part = blob.slice(start, end + 1);
  const headers = new Headers(whole.headers);
  headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  headers.set('Content-Length', String(part.size));
  return new Response(part, { status: 206, statusText: 'Partial Content', headers });
}

/** [first, last] byte (inclusive) of a single `bytes=` range on a file of `size` bytes; undefined: 416. */
export function rangeBounds(header: string, size: number): [number, number] | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (match === null || size === 0) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    return suffix === 0 ? undefined : [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start >= size || start > end ? undefined : [start, end];
}
