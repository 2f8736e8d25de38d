import { seedUuid } from './seed-ids';
import { SeedRandom } from './seed-random';

describe('SeedRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = new SeedRandom(42);
    const b = new SeedRandom(42);
    expect(Array.from({ length: 5 }, () => a.int(0, 1000))).toEqual(
      Array.from({ length: 5 }, () => b.int(0, 1000)),
    );
  });

  it('keeps int() within its inclusive bounds', () => {
    const random = new SeedRandom(7);
    const values = Array.from({ length: 2000 }, () => random.int(3, 5));
    expect(new Set(values)).toEqual(new Set([3, 4, 5]));
  });

  it('samples distinct items', () => {
    const picked = new SeedRandom(1).sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(picked).size).toBe(4);
  });
});

describe('seedUuid', () => {
  it('derives the same RFC version-5 UUID from the same key and different ones from different keys', () => {
    const id = seedUuid('product', 'aria-pendant');
    expect(id).toBe(seedUuid('product', 'aria-pendant'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(seedUuid('brand', 'aria-pendant')).not.toBe(id);
  });
});
