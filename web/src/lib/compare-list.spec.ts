import { addToCompare, clearCompare, COMPARE_LIMIT, readCompareList, removeFromCompare } from './compare-list';

const product = (n: number) => ({ id: `id-${n}`, slug: `lamp-${n}`, title: `Lamp ${n}` });

describe('compare list', () => {
  beforeEach(() => clearCompare());

  it('keeps up to four products in the browser, once each', () => {
    expect(addToCompare(product(1))).toBe('added');
    expect(addToCompare(product(1))).toBe('already');
    for (let n = 2; n <= COMPARE_LIMIT; n += 1) expect(addToCompare(product(n))).toBe('added');
    expect(addToCompare(product(5))).toBe('full');
    expect(readCompareList().map((item) => item.slug)).toEqual(['lamp-1', 'lamp-2', 'lamp-3', 'lamp-4']);
    expect(JSON.parse(window.localStorage.getItem('compare-list') ?? '[]')).toHaveLength(4);
  });

  it('removes one product and reads a damaged entry as an empty list', () => {
    addToCompare(product(1));
    addToCompare(product(2));
    removeFromCompare('id-1');
    expect(readCompareList().map((item) => item.id)).toEqual(['id-2']);
    window.localStorage.setItem('compare-list', '{not json');
    expect(readCompareList()).toEqual([]);
  });
});
