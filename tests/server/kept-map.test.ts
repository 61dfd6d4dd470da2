import { describe, expect, it } from 'vitest';
import { KeptMap } from '../../server/db/kept-map.js';

/** The caches of prepared and compiled statements (server/db/kept-map.ts). */
describe('a kept map', () => {
  it('holds at most its size, dropping an entry not used since it was kept', () => {
    const kept = new KeptMap<string, number>(3);
    kept.set('a', 1);
    kept.set('b', 2);
    kept.set('c', 3);
    expect(kept.get('a')).toBe(1);
    kept.set('d', 4);
    expect(kept.size).toBe(3);
    // `a` was used, so `b`, the oldest unused, went.
    expect(kept.get('b')).toBeUndefined();
    expect([kept.get('a'), kept.get('c'), kept.get('d')]).toEqual([1, 3, 4]);
  });

  it('drops the oldest when every entry was used, and gives each a second chance only once', () => {
    const kept = new KeptMap<string, number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    kept.get('a');
    kept.get('b');
    kept.set('c', 3);
    expect(kept.size).toBe(2);
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('b')).toBe(2);
    expect(kept.get('c')).toBe(3);
  });
});
