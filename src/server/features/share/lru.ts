/**
 * A small in-process LRU with a time-to-live and an optional byte budget (Map keeps insertion order: a hit is
 * moved to the end, the oldest entries are dropped first). Per process: with several instances each keeps its
 * own, which is why every entry here has a short TTL or is immutable.
 */
export interface LruOptions<V> {
  maxEntries: number;
  /** Milliseconds an entry lives; Infinity for immutable values. */
  ttlMs: number;
  /** With sizeOf: the most bytes kept in total. */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
}

interface Entry<V> {
  value: V;
  expires: number;
  size: number;
}

export class Lru<K, V> {
  private map = new Map<K, Entry<V>>();
  private bytes = 0;
  constructor(private readonly opts: LruOptions<V>) {}

  get size(): number {
    return this.map.size;
  }

  get(key: K, now = Date.now()): V | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    if (e.expires <= now) {
      this.delete(key);
      return undefined;
    }
    this.map.delete(key);
    this.map.set(key, e);
    return e.value;
  }

  /** ttlMs overrides the default (e.g. a page that expires sooner than the TTL). */
  set(key: K, value: V, ttlMs = this.opts.ttlMs, now = Date.now()): void {
    const size = this.opts.sizeOf ? this.opts.sizeOf(value) : 0;
    if (this.opts.maxBytes !== undefined && size > this.opts.maxBytes) return;
    this.delete(key);
    this.map.set(key, { value, expires: now + ttlMs, size });
    this.bytes += size;
    while (this.map.size > this.opts.maxEntries || (this.opts.maxBytes !== undefined && this.bytes > this.opts.maxBytes)) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: K): void {
    const e = this.map.get(key);
    if (!e) return;
    this.bytes -= e.size;
    this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
    this.bytes = 0;
  }
}
