import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

/** One generated offer, in the words a merchant feed uses (Google Merchant attribute names). */
export interface FeedItem {
  id: string;
  title: string;
  description: string;
  link: string;
  image_link: string;
  additional_image_link: string;
  price: string;
  sale_price: string;
  availability: string;
  brand: string;
  gtin: string;
  product_type: string;
  color: string;
}

const BRANDS = [
  'Nordlys Design',
  'Helios Werk',
  'Casa Luce',
  'Fjordlight',
  'Brightwell',
  'Lumetra',
  'Voltix',
  'EcoLux',
];
const TYPES = [
  ['Home > Lighting > Ceiling Lights', 'Ceiling Light'],
  ['Home > Lighting > Pendant Lights', 'Pendant'],
  ['Home > Lighting > Wall Lights', 'Wall Sconce'],
  ['Garden > Outdoor Lighting', 'Garden Spot'],
  ['Home > Smart Home > Smart Lighting', 'Smart Bulb'],
  ['Home > Lighting > LED Bulbs', 'LED Bulb'],
] as const;
const COLOURS = ['black', 'white', 'brass', 'chrome', 'bronze', 'copper', 'steel'];

/** GTIN-13 with its check digit, padded to 14 as feeds often send it. */
function gtin(n: number): string {
  const body = `400${String(n).padStart(9, '0')}`;
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `0${body}${(10 - (sum % 10)) % 10}`;
}

/** Deterministic, realistic rows (HTML descriptions of a few hundred bytes, sale prices, stock-outs). */
export function* feedItems(count: number, revision = 0): Generator<FeedItem> {
  for (let n = 0; n < count; n += 1) {
    const [path, label] = TYPES[n % TYPES.length]!;
    const brand = BRANDS[(n * 7) % BRANDS.length]!;
    const colour = COLOURS[(n * 3) % COLOURS.length]!;
    const cents = 1_990 + ((n * 7_919) % 40_000) + revision;
    const lumens = 400 + ((n * 37) % 3_000);
    yield {
      id: `BENCH-${String(n).padStart(7, '0')}`,
      title: `${brand} ${label} ${n} ${lumens} lm ${colour}`,
      description:
        `<p>The <strong>${brand} ${label}</strong> gives ${lumens} lm of warm 2700K light at ${(lumens / 110).toFixed(1)} W.</p>` +
        `<ul><li>Finish: ${colour}</li><li>IP44 rated</li><li>Dimmable with trailing-edge dimmers</li></ul>` +
        `<p>Delivered with a 5-year warranty. Model ${n}.</p>`,
      link: `https://shop.bench.example/p/${n}?ref=feed`,
      image_link: `https://cdn.bench.example/img/${n}-1.jpg`,
      additional_image_link: `https://cdn.bench.example/img/${n}-2.jpg`,
      price: `${(cents / 100).toFixed(2)} EUR`,
      sale_price: n % 5 === 0 ? `${((cents * 0.8) / 100).toFixed(2)} EUR` : '',
      availability: n % 13 === 0 ? 'out of stock' : 'in stock',
      brand,
      gtin: gtin(n),
      product_type: path,
      color: colour,
    };
  }
}

const COLUMNS: (keyof FeedItem)[] = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'additional_image_link',
  'price',
  'sale_price',
  'availability',
  'brand',
  'gtin',
  'product_type',
  'color',
];

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function* csvLines(count: number, revision: number): Generator<string> {
  yield `${COLUMNS.join(',')}\n`;
  for (const item of feedItems(count, revision)) yield `${COLUMNS.map((c) => csvCell(item[c])).join(',')}\n`;
}

function* googleXmlLines(count: number, revision: number): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Bench</title>\n';
  for (const item of feedItems(count, revision)) {
    yield `<item>${COLUMNS.map((c) => (item[c] === '' ? '' : `<g:${c}>${xmlText(item[c])}</g:${c}>`)).join('')}</item>\n`;
  }
  yield '</channel></rss>\n';
}

export type FeedFormat = 'csv' | 'xml';

/** Writes a gzipped feed file, streamed (the 100k-row feeds never sit in memory whole). */
export async function writeFeed(
  path: string,
  format: FeedFormat,
  count: number,
  revision = 0,
): Promise<void> {
  const lines = format === 'csv' ? csvLines(count, revision) : googleXmlLines(count, revision);
  await pipeline(Readable.from(lines), createGzip(), createWriteStream(path));
}
