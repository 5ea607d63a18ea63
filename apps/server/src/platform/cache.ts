/**
 * The server's one cache shape: an LRU (lru-cache) bounded in entries and in time. Negative answers
 * ("no such tenant") are entries like any other, so keys a client makes up cannot grow it past its
 * bound. Requests that miss together share one load; a failed load is not kept.
 */
import { LRUCache } from 'lru-cache';

export interface CacheBounds {
  /** Most entries kept; the least recently used goes first. */
  max: number;
  /** How long an entry is trusted. */
  ttlMs: number;
}

export class BoundedCache<K extends NonNullable<unknown>, V> {
  private readonly entries: LRUCache<K, Promise<V>>;
  constructor(bounds: CacheBounds) {
    this.entries = new LRUCache<K, Promise<V>>({ max: bounds.max, ttl: bounds.ttlMs });
  }

  getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const value = load();
    this.entries.set(key, value);
    value.catch(() => {
      if (this.entries.get(key) === value) this.entries.delete(key);
    });
    return value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Entries held now (for tests of the bound). */
  get size(): number {
    return this.entries.size;
  }
}
