/**
 * A bounded in-process cache whose entries are valid for one version of the data they were read
 * from (the content version, see modules/content/content.watching.ts). Every instance keeps its own;
 * because the version is read from the database on each use, an entry never outlives a change made
 * through any instance.
 *
 * When it is full, an entry not read since the clock's hand last passed it goes (CLOCK, the usual
 * approximation of least recently used): a hit only marks its entry. Keeping exact recency in a Map
 * cost a delete and an insert per hit, and finding the oldest entry scanned past the deleted slots at
 * the Map's head: 4.5 µs a lookup at 20,000 entries, against well under one here (docs/benchmarks.md).
 */
export class VersionedCache<V> {
  /** Where each key's entry is in the ring. */
  readonly #slots = new Map<string, number>();
  readonly #keys: string[] = [];
  readonly #entries: { version: number; value: V; read: boolean }[] = [];
  readonly #maxEntries: number;
  #hand = 0;

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries;
  }

  /** The entry for `key`, whatever its version, marked as read. */
  peek(key: string): { readonly version: number; readonly value: V } | undefined {
    const slot = this.#slots.get(key);
    if (slot === undefined) return undefined;
    const entry = this.#entries[slot]!;
    entry.read = true;
    return entry;
  }

  set(key: string, version: number, value: V): void {
    const entry = { version, value, read: false };
    const known = this.#slots.get(key);
    if (known !== undefined) {
      this.#entries[known] = entry;
      return;
    }
    if (this.#maxEntries <= 0) return;
    if (this.#keys.length < this.#maxEntries) {
      this.#slots.set(key, this.#keys.length);
      this.#keys.push(key);
      this.#entries.push(entry);
      return;
    }
    // The hand passes over read entries, unmarking them, and stops at the first one not read: within
    // one turn of the ring at most.
    while (this.#entries[this.#hand]!.read) {
      this.#entries[this.#hand]!.read = false;
      this.#hand = (this.#hand + 1) % this.#maxEntries;
    }
    this.#slots.delete(this.#keys[this.#hand]!);
    this.#slots.set(key, this.#hand);
    this.#keys[this.#hand] = key;
    this.#entries[this.#hand] = entry;
    this.#hand = (this.#hand + 1) % this.#maxEntries;
  }

  get size(): number {
    return this.#slots.size;
  }
}
