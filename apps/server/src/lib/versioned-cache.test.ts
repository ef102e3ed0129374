import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.ts';

describe('VersionedCache', () => {
  it('gives back what was set with its version, and a later set replaces it', () => {
    const cache = new VersionedCache<string>(3);
    expect(cache.peek('a')).toBeUndefined();
    cache.set('a', 1, 'first');
    expect(cache.peek('a')).toMatchObject({ version: 1, value: 'first' });
    cache.set('a', 2, 'second');
    expect(cache.peek('a')).toMatchObject({ version: 2, value: 'second' });
    expect(cache.size).toBe(1);
  });

  it('never holds more than its bound, dropping the oldest entry nobody read', () => {
    const cache = new VersionedCache<number>(3);
    cache.set('a', 1, 1);
    cache.set('b', 1, 2);
    cache.set('c', 1, 3);
    cache.set('d', 1, 4);
    expect(cache.size).toBe(3);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')?.value).toBe(2);
    // b was read: c, the oldest unread, leaves for e.
    cache.set('e', 1, 5);
    expect(cache.size).toBe(3);
    expect(cache.peek('c')).toBeUndefined();
    expect(cache.peek('b')?.value).toBe(2);
    expect(cache.peek('d')?.value).toBe(4);
  });

  it('drops the oldest entry when every entry was read, and stays bounded over many sets', () => {
    const cache = new VersionedCache<number>(2);
    cache.set('a', 1, 1);
    cache.set('b', 1, 2);
    cache.peek('a');
    cache.peek('b');
    cache.set('c', 1, 3);
    expect(cache.size).toBe(2);
    expect(cache.peek('a')).toBeUndefined();
    for (let n = 0; n < 1000; n += 1) {
      cache.set(`k${n}`, 1, n);
      cache.peek(`k${n}`);
      expect(cache.size).toBeLessThanOrEqual(2);
    }
    expect(cache.peek('k999')?.value).toBe(999);
  });
});
