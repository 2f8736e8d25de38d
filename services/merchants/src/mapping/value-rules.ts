import { isValid as isValidGtin } from 'gtin';
import {
  BULB_TYPES,
  FINISHES,
  isDeliveryCountry,
  isSlug as isSlugShaped,
  type ProductWriteInput,
  type ShippingTable,
} from '@lumina/contracts';
import { htmlToText } from './html-text';

/** Value rules for feed fields (issue 10 item 4): each a pure function, unit-tested. */

const CURRENCY_SIGNS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', C$: 'CAD', CHF: 'CHF' };

/**
 * "249,90 EUR", "EUR 1.249,90", "1,249.90 USD", "€12", "12.5" → minor units and currency (if
 * given). The last separator followed by 1–2 digits is the decimal point; others group thousands.
 */
export function parsePrice(raw: unknown): { minor: number; currency: string | null } | null {
  if (typeof raw === 'number')
    return Number.isFinite(raw) && raw >= 0 ? { minor: Math.round(raw * 100), currency: null } : null;
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (text === '') return null;
  const code =
    /\b([A-Z]{3})\b/.exec(text)?.[1] ??
    Object.entries(CURRENCY_SIGNS).find(([sign]) => text.includes(sign))?.[1] ??
    null;
  const number = /\d[\d.,' ]*/.exec(text)?.[0]?.trim().replace(/[' ]/g, '');
  if (!number) return null;
  const match = /^(.*?)([.,](\d{1,2}))?$/.exec(number);
  if (!match) return null;
  const whole = match[1].replace(/[.,]/g, '');
  const fraction = (match[3] ?? '').padEnd(2, '0');
  if (!/^\d+$/.test(whole || '0')) return null;
  const minor = Number(whole || '0') * 100 + Number(fraction || '0');
  return Number.isSafeInteger(minor) ? { minor, currency: code } : null;
}

/**
 * A feed's shipping field → minor units per 'Deliver to' country. Google's `g:shipping` arrives as
 * `DE:::4.95 EUR` (country:region:service:price, text feeds) or as its sub-elements' text
 * (`DE Standard 4.95 EUR`, XML); several lines may come, the cheapest per country counts. A bare
 * cost (Awin's `delivery_cost`) applies to `bareCostCountries` (the merchant's shipping countries).
 * Countries outside the 'Deliver to' list are left out.
 */
export function parseShipping(raw: unknown, bareCostCountries: readonly string[]): ShippingTable {
  const table: Record<string, number> = {};
  const put = (country: string, minor: number) => {
    if (isDeliveryCountry(country) && (table[country] === undefined || minor < (table[country] as number)))
      table[country] = minor;
  };
  for (const value of [raw].flat()) {
    if (typeof value === 'number') {
      const price = parsePrice(value);
      if (price) for (const country of bareCostCountries) put(country, price.minor);
      continue;
    }
    if (typeof value !== 'string' || value.trim() === '') continue;
    const text = value.trim();
    const google = /^([A-Z]{2}):[^:]*:[^:]*:(.+)$/.exec(text);
    const leading = google ? null : /^([A-Z]{2})(.*?)(\d[\d.,]*\s*(?:[A-Z]{3})?)$/.exec(text);
    // 'EUR 4.95' starts with no country: only a 'Deliver to' country opens a country's line.
    const nested = leading && isDeliveryCountry(leading[1]) ? leading : null;
    const country = google?.[1] ?? nested?.[1];
    const price = parsePrice(google?.[2] ?? nested?.[3] ?? text);
    if (!price) continue;
    if (country) put(country, price.minor);
    else for (const bare of bareCostCountries) put(bare, price.minor);
  }
  return table;
}

const IN_STOCK = new Set([
  'in stock',
  'in_stock',
  'instock',
  '1',
  'yes',
  'y',
  'true',
  'available',
  'preorder',
  'pre-order',
  'backorder',
  'auf lager',
  'lieferbar',
  'en stock',
  'disponible',
  'disponibile',
  'op voorraad',
]);
const OUT_OF_STOCK = new Set([
  'out of stock',
  'out_of_stock',
  'outofstock',
  '0',
  'no',
  'n',
  'false',
  'sold out',
  'unavailable',
  'discontinued',
  'nicht verfügbar',
  'ausverkauft',
  'rupture de stock',
  'esaurito',
  'agotado',
  'uitverkocht',
]);

/** Availability words; an unknown word counts as in stock (feeds list what they sell). */
export function parseAvailability(raw: unknown): boolean {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return raw > 0;
  const word = String(raw ?? '')
    .trim()
    .toLowerCase();
  if (OUT_OF_STOCK.has(word)) return false;
  if (IN_STOCK.has(word)) return true;
  return !/^\d+$/.test(word) || Number(word) > 0;
}

const number = (text: string) => Number(text.replace(',', '.'));

/** '800 lm', '800lm', 800 → 800 */
export function parseLumens(raw: unknown): number | null {
  const match = /(\d{1,6}(?:[.,]\d+)?)\s*(?:lm|lumens?)?\b/i.exec(String(raw ?? ''));
  return match ? Math.round(number(match[1])) : null;
}

/** '2700K', '2700 K', '2700' → 2700 (1000–20000 K) */
export function parseColorTemperature(raw: unknown): number | null {
  const match = /(\d{4,5})\s*k?\b/i.exec(String(raw ?? ''));
  const kelvin = match ? Number(match[1]) : NaN;
  return kelvin >= 1000 && kelvin <= 20_000 ? kelvin : null;
}

/** '9 W', '9,5W', '60' → 9, 9.5, 60 */
export function parseWattage(raw: unknown): number | null {
  const match = /(\d{1,5}(?:[.,]\d{1,2})?)\s*(?:w|watt)?\b/i.exec(String(raw ?? ''));
  return match ? number(match[1]) : null;
}

/** Units read from free text (title, description): only with their unit, never a bare number. */
export function unitsFromText(text: string): {
  lumens: number | null;
  colorTemperature: number | null;
  wattage: number | null;
} {
  const lumens = /(\d{2,6}(?:[.,]\d+)?)\s*(?:lm|lumens?)\b/i.exec(text);
  const kelvin = /\b(\d{4,5})\s*K\b/.exec(text);
  const watt = /(\d{1,4}(?:[.,]\d{1,2})?)\s*(?:W|watts?)\b/i.exec(text);
  return {
    lumens: lumens ? Math.round(number(lumens[1])) : null,
    colorTemperature: kelvin ? parseColorTemperature(kelvin[1]) : null,
    wattage: watt ? number(watt[1]) : null,
  };
}

/** 'IP44', 'ip 65', 'Schutzart IP67' → 'IP44'… */
export function parseIpRating(raw: unknown): string | null {
  const match = /\bIP\s?([0-6X][0-9X])\b/i.exec(String(raw ?? ''));
  return match ? `IP${match[1].toUpperCase()}` : null;
}

const FEATURE_WORDS: [feature: 'dimmable' | 'smart' | 'motion-sensor' | 'solar' | 'rgb', pattern: RegExp][] =
  [
    ['dimmable', /\b(dimmable|dimmbar|dimmer|variable|regulable|dimbaar|dimmerabile)\b/i],
    ['smart', /\b(smart|wi-?fi|zigbee|alexa|google home|homekit|app[- ]controlled)\b/i],
    ['motion-sensor', /\b(motion|pir|bewegungsmelder|sensor|détecteur|sensore|sensor de movimiento)\b/i],
    ['solar', /\b(solar|solaire|solare)\b/i],
    ['rgb', /\b(rgb|rgbw|colou?r[- ]changing)\b/i],
  ];

/** Features from keywords in the title, description or a features field. */
export function featuresFromText(text: string): ('dimmable' | 'smart' | 'motion-sensor' | 'solar' | 'rgb')[] {
  return FEATURE_WORDS.filter(([, pattern]) => pattern.test(text)).map(([feature]) => feature);
}

export function bulbTypeFromText(text: string): (typeof BULB_TYPES)[number] | null {
  for (const type of ['GU10', 'MR16', 'E27', 'E14', 'G9', 'T8'] as const)
    if (new RegExp(`\\b${type}\\b`, 'i').test(text)) return type;
  return /\bLED\b/i.test(text) ? 'LED' : null;
}

export function finishFromText(text: string): (typeof FINISHES)[number] | null {
  return FINISHES.find((finish) => new RegExp(`\\b${finish}\\b`, 'i').test(text)) ?? null;
}

/** A Lumina category's slug (categories are rows in catalog; an unknown one leaves the product without one). */
type CategorySlug = string;

// Checked in order on each path segment from the most specific: a "Smart LED bulb" is a bulb, a
// "Smart LED strip" a strip. The first categories' words (issue 29: admins add mapping rules on top).
const CATEGORY_WORDS: [CategorySlug, RegExp][] = [
  [
    'led-strips',
    /(led[\s-]*(strip|stripe|tape|band)|lichtband|lichtleiste|led-streifen|ruban\s*led|tira\s*led|striscia\s*led|ledstrip)/i,
  ],
  [
    'led-bulbs',
    /(bulb|leuchtmittel|ampoule|lampadin|bombill|gloeilamp|lamp(en)?\s*led|led\s*lamp|retrofit)/i,
  ],
  ['smart-lighting', /(smart|connected|vernetzt|intelligent)/i],
  [
    'table-lamps',
    /(table\s*lamp|desk\s*lamp|tischleuchte|tischlampe|schreibtischl|lampe\s*de\s*table|lampada\s*da\s*tavolo|l[aá]mpara\s*de\s*mesa|tafellamp|bureaulamp)/i,
  ],
  [
    'floor-lamps',
    /(floor\s*lamp|stehleuchte|stehlampe|lampadaire|lampada\s*da\s*terra|l[aá]mpara\s*de\s*pie|vloerlamp)/i,
  ],
  ['spotlights', /(spotlight|track\s*light|downlight|strahler|einbauleuchte|spots?\b|faretti|foco)/i],
  [
    'outdoor-lighting',
    /(outdoor|garden|exterior|außen|aussen|garten|jardin|extérieur|giardino|esterno|buiten|tuin)/i,
  ],
  [
    'pendant-lights',
    /(pendant|hängeleuchte|haengeleuchte|pendel|suspension|lampadari|sospensione|colgante|hanglamp|chandelier|kronleuchter|lustre)/i,
  ],
  ['wall-sconces', /(wall|sconce|wand|applique|aplique|parete|wandlamp)/i],
  ['ceiling-lights', /(ceiling|decke|plafon|soffitto|techo|plafond)/i],
];

/**
 * A merchant's category path ('Home > Lighting > Ceiling Lights') onto a Lumina category: the
 * merchant's own table first (mappingConfig.categories, by whole path or a segment, any category slug),
 * then keywords from the last segment backwards. No match → null: the row is skipped and reported.
 */
export function categoryFromPath(path: unknown, table: Record<string, string> = {}): CategorySlug | null {
  const text = Array.isArray(path) ? path.join(' > ') : String(path ?? '').trim();
  if (text === '') return null;
  const segments = text.split(/\s*(?:>|\/|\||»)\s*/).filter(Boolean);
  const tableLower = Object.fromEntries(
    Object.entries(table).map(([key, value]) => [key.toLowerCase(), value]),
  );
  for (const candidate of [text, ...segments.slice().reverse()]) {
    const mapped = tableLower[candidate.toLowerCase()];
    if (typeof mapped === 'string' && isSlugShaped(mapped)) return mapped;
  }
  if (CATEGORY_WORDS.some(([slug]) => slug === text)) return text;
  for (const segment of segments.slice().reverse()) {
    for (const [slug, pattern] of CATEGORY_WORDS) if (pattern.test(segment)) return slug;
  }
  return null;
}

/** EAN-8/UPC-A/EAN-13/GTIN-14 → 14 digits, only with a valid check digit (gtin library); else null. */
export function normaliseGtin(raw: unknown): string | null {
  const digits = String(raw ?? '').replace(/[\s-]/g, '');
  if (!/^\d{8}$|^\d{12,14}$/.test(digits)) return null;
  try {
    return isValidGtin(digits) ? digits.padStart(14, '0') : null;
  } catch {
    return null;
  }
}

/** Only http(s) links; anything else (javascript:, data:, relative) is dropped. */
export function httpUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * A feed's HTML description as the merchant has it, within the write schema's length: catalog
 * sanitises it on write with the catalogue's one set of rules (sanitising here too cost a quarter
 * of the mapping's time and could only drift from catalog's allow-list).
 */
export function feedHtml(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const html = raw.trim();
  return html === '' ? null : html.slice(0, 100_000);
}

/** Characters that can make a string HTML (a tag or an entity); text without them is text already. */
const MARKUP = /[<&]/;

/** A feed value as plain text (tags dropped, entities decoded, spaces collapsed), at most `max` characters. */
export function plainText(raw: unknown, max: number): string | null {
  if (typeof raw !== 'string') return null;
  // Most titles, brands and sizes are plain: the HTML parser runs only for text that has markup.
  const stripped = MARKUP.test(raw) ? htmlToText(raw) : raw;
  return truncated(stripped.replace(/\s+/g, ' ').trim(), max);
}

/** At most `max` characters, an ellipsis marking a cut; null for empty text. */
export function truncated(text: string | null, max: number): string | null {
  if (text === null || text === '') return null;
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export type { ProductWriteInput };

/**
 * An EPREL registration number from a feed: digits, or Google's `certification` (authority EC,
 * name EPREL, code), as `EC:EPREL:123456` text or as the XML's nested fields (one or several).
 * Anything else: null (the row is kept without it).
 */
export function parseEprelId(raw: unknown): string | null {
  if (Array.isArray(raw)) {
    for (const item of raw) {
      const found = parseEprelId(item);
      if (found !== null) return found;
    }
    return null;
  }
  if (raw !== null && typeof raw === 'object') {
    const fields = Object.fromEntries(
      Object.entries(raw).map(([key, value]) => [key.toLowerCase().replace(/^g:/, ''), value]),
    );
    const name = String(fields.certification_name ?? 'EPREL')
      .trim()
      .toUpperCase();
    return name === 'EPREL' ? parseEprelId(String(fields.certification_code ?? '')) : null;
  }
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const text = String(raw).trim();
  const match = /^(?:(?:EC\s*:\s*)?EPREL\s*:\s*)?([0-9]{1,12})$/i.exec(text);
  return match ? match[1] : null;
}
