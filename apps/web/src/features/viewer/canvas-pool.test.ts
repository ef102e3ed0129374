import { describe, expect, it } from 'vitest';
import { createCanvasPool } from './canvas-pool';

/** A stand-in canvas that counts how often its size was set (each time, a browser empties it). */
class FakeCanvas {
  resized = 0;
  #width = 300;
  #height = 150;
  get width() {
    return this.#width;
  }
  set width(value: number) {
    this.resized += 1;
    this.#width = value;
  }
  get height() {
    return this.#height;
  }
  set height(value: number) {
    this.resized += 1;
    this.#height = value;
  }
}

describe('the reader’s canvas pool', () => {
  it('hands a leaving page’s canvas to the next page of the same size without touching its size', () => {
    let created = 0;
    const pool = createCanvasPool(() => {
      created += 1;
      return new FakeCanvas();
    }, 4);
    const first = pool.take(748, 1058);
    expect(created).toBe(1);
    expect([first.width, first.height]).toEqual([748, 1058]);
    const sizedOnce = first.resized;

    pool.give(first);
    expect(pool.spares()).toBe(1);
    const again = pool.take(748, 1058);
    expect(again).toBe(first);
    expect(again.resized).toBe(sizedOnce);
    expect(created).toBe(1);
    expect(pool.spares()).toBe(0);
  });

  it('prefers a spare of the right size, and resizes another only when none has it', () => {
    const pool = createCanvasPool(() => new FakeCanvas(), 4);
    const a4 = pool.take(748, 1058);
    const wide = pool.take(1058, 748);
    pool.give(a4);
    pool.give(wide);
    // The last one given is the wide one, but the A4 one fits exactly.
    expect(pool.take(748, 1058)).toBe(a4);
    // Zoomed in: no spare fits, so the wide one is resized rather than a new one made.
    const zoomed = pool.take(1496, 2116);
    expect(zoomed).toBe(wide);
    expect([zoomed.width, zoomed.height]).toEqual([1496, 2116]);
  });

  it('keeps at most `keep` spares and lets go of the rest’s pixels', () => {
    const pool = createCanvasPool(() => new FakeCanvas(), 2);
    const canvases = [1, 2, 3].map(() => pool.take(100, 200));
    for (const canvas of canvases) pool.give(canvas);
    expect(pool.spares()).toBe(2);
    expect([canvases[2]!.width, canvases[2]!.height]).toEqual([0, 0]);
    expect(canvases[0]!.width).toBe(100);
  });

  it('clear lets go of every spare, and a canvas given twice is kept once', () => {
    const pool = createCanvasPool(() => new FakeCanvas(), 4);
    const canvas = pool.take(100, 200);
    pool.give(canvas);
    pool.give(canvas);
    expect(pool.spares()).toBe(1);
    pool.clear();
    expect(pool.spares()).toBe(0);
    expect([canvas.width, canvas.height]).toEqual([0, 0]);
    // An emptied canvas is not kept as a spare.
    pool.give(canvas);
    expect(pool.spares()).toBe(0);
  });
});
