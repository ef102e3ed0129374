/**
 * The reader's page canvases, handed from the pages that scroll away to those that scroll in
 * (docs/decisions/0012). A canvas's pixels are the largest thing a drawn page
 * holds (3.2 MB for a phone's page at twice its CSS size), and a software compositor keeps a copy of
 * each: letting every leaving page's canvas go and allocating a new one for every arriving page makes the
 * tab's memory jump by 60–100 MB at a time while scrolling a long PDF, until the browser gets round to it.
 * A canvas kept at the same size keeps its pixels' memory, so a flick reuses what the last one had.
 */

/** What the pool needs of a canvas: its size, which is also how its pixels are let go (0 × 0). */
export interface SizedCanvas {
  width: number;
  height: number;
}

export interface CanvasPool<C extends SizedCanvas> {
  /** A canvas of exactly this size: a spare one of that size if there is one, else a spare resized, else a new one. */
  take: (width: number, height: number) => C;
  /** Back to the spares (its content is whatever was last drawn), or let go past `keep` spares. */
  give: (canvas: C) => void;
  /** Lets go of every spare canvas's pixels: the reader was closed, or the pages shown have not changed a while. */
  clear: () => void;
  /** How many spares are kept now. */
  spares: () => number;
}

function letGo(canvas: SizedCanvas): void {
  // A 0 × 0 canvas gives its pixels back at once (browsers free them without waiting for a collection).
  canvas.width = 0;
  canvas.height = 0;
}

export function createCanvasPool<C extends SizedCanvas>(create: () => C, keep: number): CanvasPool<C> {
  const spare: C[] = [];
  return {
    take(width, height) {
      const sameSize = spare.findIndex((canvas) => canvas.width === width && canvas.height === height);
      const canvas = sameSize >= 0 ? spare.splice(sameSize, 1)[0]! : (spare.pop() ?? create());
      // Setting a canvas's size, even to the same numbers, empties it and may allocate its pixels anew.
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      return canvas;
    },
    give(canvas) {
      if (spare.includes(canvas)) return;
      if (spare.length < keep && canvas.width > 0 && canvas.height > 0) spare.push(canvas);
      else letGo(canvas);
    },
    clear() {
      for (const canvas of spare.splice(0)) letGo(canvas);
    },
    spares: () => spare.length,
  };
}
