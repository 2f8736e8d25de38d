import { gtinClash, gtinKey, mpnKey, titleOverlap } from './match-keys';

describe('match keys', () => {
  it('pads EAN-13, UPC-A and EAN-8 to GTIN-14 when the check digit is valid', () => {
    expect(gtinKey('4006381333931')).toBe('04006381333931');
    expect(gtinKey('036000291452')).toBe('00036000291452');
    expect(gtinKey('96385074')).toBe('00000096385074');
    expect(gtinKey('04006381333931')).toBe('04006381333931');
  });

  it('refuses a wrong check digit and anything that is not a GTIN', () => {
    expect(gtinKey('4006381333932')).toBeNull();
    expect(gtinKey('04006381333930')).toBeNull();
    expect(gtinKey('12345')).toBeNull();
    expect(gtinKey(null)).toBeNull();
  });

  it('normalises brand and MPN for case, spaces, hyphens and dots', () => {
    expect(mpnKey('Philips Hue', 'LCT-015.E27')).toBe(mpnKey('philips-hue', 'lct 015 e27'));
    expect(mpnKey('Philips', 'LCT015')).not.toBe(mpnKey('Osram', 'LCT015'));
    expect(mpnKey(null, 'LCT015')).toBeNull();
    expect(mpnKey('Philips', null)).toBeNull();
  });

  it('measures titles by the words of the shorter one', () => {
    expect(titleOverlap('Hue White Ambiance E27', 'Philips Hue White Ambiance E27 bulb, 2 pack')).toBe(1);
    expect(titleOverlap('Strap wall light', 'Hue Go portable lamp')).toBe(0);
  });

  it('lets a GTIN join agreeing rows and names why it may not join the others', () => {
    expect(gtinClash({ brand: 'Philips', title: 'Hue Go lamp' }, { brand: 'philips', title: 'Philips Hue Go portable lamp' })).toBeNull();
    expect(gtinClash({ brand: 'Philips', title: 'Hue Go' }, { brand: 'Nordlux', title: 'Hue Go' })).toMatch(/brands differ/);
    expect(gtinClash({ brand: null, title: 'Strap wall light' }, { brand: null, title: 'Hue Go portable lamp' })).toMatch(/titles share 0 %/);
  });
});
