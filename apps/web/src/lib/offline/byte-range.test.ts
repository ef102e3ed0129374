import { describe, expect, it } from 'vitest';
import { answerRange, rangeBounds } from './byte-range';

describe('rangeBounds', () => {
  it('reads ranges as an HTTP server does, shortening past the end', () => {
    expect(rangeBounds('bytes=0-4', 10)).toEqual([0, 4]);
    expect(rangeBounds('bytes=0-65535', 1000)).toEqual([0, 999]);
    expect(rangeBounds('bytes=5-', 10)).toEqual([5, 9]);
    expect(rangeBounds('bytes=-3', 10)).toEqual([7, 9]);
    expect(rangeBounds('bytes=-65536', 1000)).toEqual([0, 999]);
  });
  it('refuses what cannot be satisfied', () => {
    expect(rangeBounds('bytes=10-', 10)).toBeUndefined();
    expect(rangeBounds('bytes=5-2', 10)).toBeUndefined();
    expect(rangeBounds('bytes=-0', 10)).toBeUndefined();
    expect(rangeBounds('bytes=-', 10)).toBeUndefined();
    expect(rangeBounds('items=0-1', 10)).toBeUndefined();
    expect(rangeBounds('bytes=0-1,4-5', 10)).toBeUndefined();
  });
});

describe('answerRange', () => {
  const whole = () => new Response('%PDF-1.4 body', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
  it('answers 206 with the bytes and Content-Range, and the whole file without a Range header', async () => {
    const part = await answerRange(new Request('http://x/a', { headers: { Range: 'bytes=-100' } }), whole());
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe('bytes 0-12/13');
    expect(await part.text()).toBe('%PDF-1.4 body');
    const head = await answerRange(new Request('http://x/a', { headers: { Range: 'bytes=0-4' } }), whole());
    expect(await head.text()).toBe('%PDF-');
    expect((await answerRange(new Request('http://x/a'), whole())).status).toBe(200);
  });
  it('answers 416 past the end', async () => {
    const refused = await answerRange(new Request('http://x/a', { headers: { Range: 'bytes=99-' } }), whole());
    expect(refused.status).toBe(416);
    expect(refused.headers.get('Content-Range')).toBe('bytes */13');
  });
});
