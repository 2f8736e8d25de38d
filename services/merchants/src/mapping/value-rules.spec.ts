import {
  plainText,
  parseShipping,
  categoryFromPath,
  featuresFromText,
  httpUrl,
  normaliseGtin,
  feedHtml,
  parseAvailability,
  parseEprelId,
  parseIpRating,
  parsePrice,
  unitsFromText,
} from './value-rules';

describe('parsePrice', () => {
  it.each([
    ['249,90', 24990, null],
    ['249.90 EUR', 24990, 'EUR'],
    ['EUR 1.249,90', 124990, 'EUR'],
    ['1,249.90 USD', 124990, 'USD'],
    ['€12', 1200, 'EUR'],
    ['12.5', 1250, null],
    ['1 299,00 €', 129900, 'EUR'],
    [19.99, 1999, null],
  ])('%j → %i minor, currency %j', (raw, minor, currency) => {
    expect(parsePrice(raw)).toEqual({ minor, currency });
  });

  it.each([[''], ['free'], [null], [-3]])('%j is no price', (raw) => {
    expect(parsePrice(raw)).toBeNull();
  });
});

describe('parseAvailability', () => {
  it.each(['in stock', 'in_stock', 'InStock', '1', 'yes', 'true', 'auf Lager', '12'])('%j is in stock', (word) => {
    expect(parseAvailability(word)).toBe(true);
  });
  it.each(['out of stock', 'out_of_stock', '0', 'no', 'false', 'sold out', 'ausverkauft'])('%j is out of stock', (word) => {
    expect(parseAvailability(word)).toBe(false);
  });
});

describe('unitsFromText', () => {
  it('reads lumens, kelvin and watts with their units', () => {
    expect(unitsFromText('LED bulb E27 9 W 800 lm 2700K warm white')).toEqual({ lumens: 800, colorTemperature: 2700, wattage: 9 });
    expect(unitsFromText('Pendant 4,5W 450lm 3000 K')).toEqual({ lumens: 450, colorTemperature: 3000, wattage: 4.5 });
  });
  it('never takes a bare number', () => {
    expect(unitsFromText('Model 2700 in 9 colours')).toEqual({ lumens: null, colorTemperature: null, wattage: null });
  });
});

describe('parseIpRating', () => {
  it.each([['IP44', 'IP44'], ['ip 65 garden light', 'IP65'], ['Schutzart IP67', 'IP67'], ['IPX4', 'IPX4'], ['no rating', null]])('%j → %j', (raw, rating) => {
    expect(parseIpRating(raw)).toBe(rating);
  });
});

describe('featuresFromText', () => {
  it('finds features by keyword in several languages', () => {
    expect(featuresFromText('Dimmable smart WiFi RGB lamp')).toEqual(['dimmable', 'smart', 'rgb']);
    expect(featuresFromText('Solar Wandleuchte mit Bewegungsmelder, dimmbar')).toEqual(['dimmable', 'motion-sensor', 'solar']);
  });
});

describe('categoryFromPath', () => {
  it.each([
    ['Home & Garden > Lighting > Ceiling Lights', 'ceiling-lights'],
    ['Beleuchtung > Innen > Deckenleuchten', 'ceiling-lights'],
    ['Luminaires > Suspensions', 'pendant-lights'],
    ['Illuminazione > Applique da parete', 'wall-sconces'],
    ['Garten > Außenleuchten', 'outdoor-lighting'],
    ['Lighting > Smart Home', 'smart-lighting'],
    ['Leuchtmittel > LED', 'led-bulbs'],
    ['Lighting > Smart LED bulbs', 'led-bulbs'],
    ['pendant-lights', 'pendant-lights'],
  ])('%j → %s', (path, slug) => {
    expect(categoryFromPath(path)).toBe(slug);
  });

  it('does not guess: an unmatched path is null', () => {
    expect(categoryFromPath('Furniture > Sofas')).toBeNull();
    expect(categoryFromPath('')).toBeNull();
  });

  it("uses the merchant's own table first", () => {
    expect(categoryFromPath('Furniture > Lampshades', { lampshades: 'pendant-lights' })).toBe('pendant-lights');
  });
});

describe('normaliseGtin', () => {
  it.each([
    ['4006381333931', '04006381333931'],
    ['400-6381-333931', '04006381333931'],
    ['012000007897', '00012000007897'],
    ['96385074', '00000096385074'],
    ['12341234123413', '12341234123413'],
  ])('keeps %j as %j (valid check digit)', (raw, gtin) => {
    expect(normaliseGtin(raw)).toBe(gtin);
  });

  it.each([['4006381333932'], ['012000007896'], ['123'], ['abc'], [''], [null]])('drops %j', (raw) => {
    expect(normaliseGtin(raw)).toBeNull();
  });
});

describe('httpUrl and feedHtml', () => {
  it('keeps http(s) links only', () => {
    expect(httpUrl('https://shop.example/p/1')).toBe('https://shop.example/p/1');
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl('data:image/png;base64,xx')).toBeNull();
    expect(httpUrl('/relative')).toBeNull();
  });

  it('passes HTML descriptions on as sent (catalog sanitises them on write), within the schema length', () => {
    expect(feedHtml('  <p>Warm <b>light</b></p><script>alert(1)</script> ')).toBe('<p>Warm <b>light</b></p><script>alert(1)</script>');
    expect(feedHtml('   ')).toBeNull();
    expect(feedHtml(`<p>${'x'.repeat(200_000)}</p>`)).toHaveLength(100_000);
  });
});

describe('plainText', () => {
  it('keeps text without markup as it is, spaces collapsed', () => {
    expect(plainText('  Aurelia   Arc Floor Lamp ', 300)).toBe('Aurelia Arc Floor Lamp');
  });

  it('decodes entities instead of escaping them again: the shop escapes text itself', () => {
    expect(plainText('Black & White Pendant', 300)).toBe('Black & White Pendant');
    expect(plainText('Brass &amp; Glass Sconce &ndash; 2&nbsp;lights', 300)).toBe('Brass & Glass Sconce – 2 lights');
    expect(plainText('Café &lt;3 5 < 6', 300)).toBe('Café <3 5 < 6');
  });

  it('drops tags and what scripts and styles hold, keeping words apart across blocks', () => {
    expect(plainText('<p>Warm <strong>2700K</strong> light.</p><p>Dimmable.</p><script>alert(1)</script><style>p{}</style>', 300)).toBe(
      'Warm 2700K light. Dimmable.',
    );
    expect(plainText('<ul><li>IP44</li><li>9 W</li></ul>Line<br>break', 300)).toBe('IP44 9 W Line break');
  });

  it('cuts at the limit with an ellipsis and answers null for empty or non-text values', () => {
    expect(plainText('<p>abcdefghij</p>', 6)).toBe('abcde…');
    expect(plainText('<p> </p>', 10)).toBeNull();
    expect(plainText(42, 10)).toBeNull();
  });
});

describe('parseShipping', () => {
  it('reads Google shipping lines in text and XML form, the cheapest per country', () => {
    expect(parseShipping(['DE:::4.95 EUR', 'AT::Express:9.90 EUR', 'AT:::5.90 EUR'], [])).toEqual({ DE: 495, AT: 590 });
    expect(parseShipping('DE Standard 4.95 EUR', [])).toEqual({ DE: 495 });
    expect(parseShipping('NLStandard0 EUR', [])).toEqual({ NL: 0 });
  });

  it('applies a bare cost (Awin delivery_cost) to the merchant\u2019s shipping countries', () => {
    expect(parseShipping('3.50', ['DE', 'AT'])).toEqual({ DE: 350, AT: 350 });
    expect(parseShipping('EUR 3,50', ['FR'])).toEqual({ FR: 350 });
    expect(parseShipping('3.50', [])).toEqual({});
  });

  it('leaves out countries outside the Deliver-to list and what is no price', () => {
    expect(parseShipping(['US:::5.00 USD', 'DE:::free'], [])).toEqual({});
    expect(parseShipping(undefined, ['DE'])).toEqual({});
  });
});

describe('parseEprelId', () => {
  it("reads digits and Google's certification as text or as nested fields", () => {
    expect(parseEprelId('123456')).toBe('123456');
    expect(parseEprelId(987654)).toBe('987654');
    expect(parseEprelId('EC:EPREL:123456')).toBe('123456');
    expect(parseEprelId({ 'g:certification_authority': 'EC', 'g:certification_name': 'EPREL', 'g:certification_code': '445566' })).toBe('445566');
    expect(parseEprelId([{ certification_name: 'ENERGY STAR', certification_code: '1' }, { certification_name: 'EPREL', certification_code: '778899' }])).toBe('778899');
  });

  it('drops a registration number that is not digits', () => {
    expect(parseEprelId('EPREL-12a')).toBeNull();
    expect(parseEprelId('')).toBeNull();
    expect(parseEprelId({ certification_name: 'EPREL', certification_code: 'n/a' })).toBeNull();
  });
});
