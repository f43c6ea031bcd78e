// A small in-memory cache whose entries expire, with a bounded size and an injectable clock.

type Entry<V> = { value: V; expiresAt: number };

export class TtlCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: { maxEntries: number; now: () => number }) {
    this.#maxEntries = options.maxEntries;
    this.#now = options.now;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, ttlMs: number): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) this.#evict();
    this.#entries.set(key, { value, expiresAt: this.#now() + ttlMs });
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * Keys are whatever clients type, so the cache must not grow without bound: drop what has
   * expired, and if it is still full, the oldest entry (a Map iterates in insertion order).
   */
  #evict(): void {
    const now = this.#now();
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt <= now) this.#entries.delete(key);
    }
    if (this.#entries.size < this.#maxEntries) return;
    const oldest = this.#entries.keys().next();
    if (!oldest.done) this.#entries.delete(oldest.value);
  }
}
