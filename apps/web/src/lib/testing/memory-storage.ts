import { afterEach, beforeEach, vi } from 'vitest';

/** A plain in-memory Web Storage for unit tests: the browser's localStorage does not exist under Node. */
export class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
  clear(): void {
    this.values.clear();
  }
}

/** Gives each test of the file a fresh, empty MemoryStorage as `localStorage`, taken away after the test. */
export function memoryLocalStorageEachTest(): void {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
