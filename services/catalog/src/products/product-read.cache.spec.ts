import { ReadCache } from './product-read.cache';

describe('ReadCache', () => {
  let now = 0;
  const clock = () => now;

  beforeEach(() => {
    now = 1_000;
  });

  it('returns a value until its time is up', () => {
    const cache = new ReadCache<string>(100, 10, clock, () => 1);
    cache.set('a', 'A');
    now += 99;
    expect(cache.get('a')).toBe('A');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('spreads expiry over 80-100% of the TTL so entries filled together do not expire together', () => {
    const cache = new ReadCache<string>(100, 10, clock, () => 0);
    cache.set('a', 'A');
    now += 79;
    expect(cache.get('a')).toBe('A');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new ReadCache<number>(1000, 2, clock);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('keeps nothing when its TTL is 0, and clear() empties it', () => {
    const off = new ReadCache<number>(0, 10, clock);
    off.set('a', 1);
    expect(off.get('a')).toBeUndefined();
    const on = new ReadCache<number>(1000, 10, clock);
    on.set('a', 1);
    on.clear();
    expect(on.get('a')).toBeUndefined();
  });
});
