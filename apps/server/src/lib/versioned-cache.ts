/**
 * A bounded in-process cache whose entries are valid for one version of the data they were read
 * from (the content version, see modules/content/content.watching.ts). The least recently used entry goes first when it is full.
 * Every instance keeps its own; because the version is read from the database on each use, an
 * entry never outlives a change made through any instance.
 */
export class VersionedCache<V> {
  readonly #entries = new Map<string, { version: number; value: V }>();
  readonly #maxEntries: number;

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries;
  }

  /** The entry for `key`, whatever its version, marked as recently used. */
  peek(key: string): { version: number; value: V } | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, version: number, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { version, value });
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}
