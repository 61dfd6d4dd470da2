/**
 * A map of at most `max` entries for what is made once and used on every request
 * (prepared and compiled statements, the lists' kept totals). A hit only marks its entry as used: moving it
 * to the end of a Map on every request, as a strict least-recently-used order would,
 * cost a request more than finding it (docs/bench.md, issue 43). When the map is
 * full, the oldest entry not used since the sweep last passed it goes ("second
 * chance"); a used one is marked unused and moved to the end.
 */
export class KeptMap<K, V> {
  readonly #entries = new Map<K, { value: V; used: boolean }>();

  constructor(readonly max: number) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    entry.used = true;
    return entry.value;
  }

  set(key: K, value: V): void {
    const entry = this.#entries.get(key);
    if (entry) {
      entry.value = value;
      entry.used = true;
      return;
    }
    if (this.#entries.size >= this.max) this.#dropOne();
    this.#entries.set(key, { value, used: false });
  }

  clear(): void {
    this.#entries.clear();
  }

  #dropOne(): void {
    // Entries moved to the end are reached again, unused by then: this ends.
    for (const [key, entry] of this.#entries) {
      this.#entries.delete(key);
      if (!entry.used) return;
      entry.used = false;
      this.#entries.set(key, entry);
    }
  }
}
