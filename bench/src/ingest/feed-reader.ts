import type { ProductWriteInput } from '@lumina/contracts';
import { parse as parseCsv } from 'csv-parse';
import { SaxesParser } from 'saxes';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FeedFormat, FeedItem } from './feed-generator';

/**
 * The stand-in for the merchants pipeline (fetch → gunzip → parse → map) while it is not on main:
 * the same well-kept streaming parsers (csv-parse, saxes), rows mapped onto the product write
 * schema, yielded one at a time so memory stays flat whatever the feed's size.
 */
const GOOGLE_NS = 'http://base.google.com/ns/1.0';
const CATEGORY_BY_PATH: Array<[RegExp, ProductWriteInput['categorySlug']]> = [
  [/smart/i, 'smart-lighting'],
  [/outdoor|garden/i, 'outdoor-lighting'],
  [/pendant/i, 'pendant-lights'],
  [/wall/i, 'wall-sconces'],
  [/bulb/i, 'led-bulbs'],
  [/ceiling/i, 'ceiling-lights'],
];
const FINISHES = new Set(['black', 'white', 'brass', 'chrome', 'bronze', 'copper', 'steel']);

function cents(price: string): number {
  const amount = /(\d+(?:[.,]\d{1,2})?)/.exec(price)?.[1] ?? '0';
  return Math.round(Number(amount.replace(',', '.')) * 100);
}

export function mapItem(item: Partial<FeedItem>): ProductWriteInput {
  const price = cents(item.price ?? '');
  const sale = item.sale_price ? cents(item.sale_price) : null;
  const colour = item.color?.toLowerCase() ?? '';
  return {
    sku: item.id ?? '',
    title: item.title ?? '',
    brandName: item.brand || null,
    categorySlug:
      CATEGORY_BY_PATH.find(([pattern]) => pattern.test(item.product_type ?? ''))?.[1] ?? 'ceiling-lights',
    priceMinor: sale ?? price,
    originalPriceMinor: sale === null ? null : price,
    currency: 'EUR',
    images: [item.image_link, item.additional_image_link]
      .filter((url): url is string => !!url)
      .map((url) => ({ url })),
    lumens: Number(/(\d+) lm/.exec(item.title ?? '')?.[1] ?? '') || null,
    colorTemperature: 2700,
    isDimmable: /dimmable/i.test(item.description ?? ''),
    features: /dimmable/i.test(item.description ?? '') ? ['dimmable'] : [],
    ipRating: 'IP44',
    finish: FINISHES.has(colour) ? (colour as ProductWriteInput['finish']) : null,
    isInStock: item.availability === 'in stock',
    affiliateUrl: item.link ?? null,
    gtin: item.gtin || null,
    longDescription: item.description || null,
  };
}

async function* csvItems(body: Readable): AsyncGenerator<Partial<FeedItem>> {
  yield* body.pipe(parseCsv({ columns: true, bom: true, relax_column_count: true })) as AsyncIterable<
    Partial<FeedItem>
  >;
}

/** Items of a Google Merchant RSS feed, `g:` fields matched by namespace URI. */
async function* googleXmlItems(body: Readable): AsyncGenerator<Partial<FeedItem>> {
  const parser = new SaxesParser({ xmlns: true });
  const ready: Partial<FeedItem>[] = [];
  let item: Record<string, string> | null = null;
  let field: string | null = null;
  let text = '';
  parser.on('opentag', (tag) => {
    if (tag.local === 'item') item = {};
    else if (item && tag.uri === GOOGLE_NS) [field, text] = [tag.local, ''];
  });
  parser.on('text', (chunk) => {
    if (field) text += chunk;
  });
  parser.on('closetag', (tag) => {
    if (tag.local === 'item' && item) {
      ready.push(item as Partial<FeedItem>);
      item = null;
    } else if (item && field && tag.local === field) {
      item[field] = text;
      field = null;
    }
  });
  body.setEncoding('utf8'); // a string decoder: multi-byte characters split across chunks stay whole
  for await (const chunk of body) {
    parser.write(chunk as string);
    while (ready.length > 0) yield ready.shift() as Partial<FeedItem>;
  }
  parser.close();
  yield* ready;
}

/** Fetches a gzipped feed and yields its rows mapped onto the product write schema. */
export async function* readFeed(url: string, format: FeedFormat): AsyncGenerator<ProductWriteInput> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`feed ${url}: HTTP ${response.status}`);
  const body = Readable.fromWeb(response.body as never).pipe(createGunzip());
  const items = format === 'csv' ? csvItems(body) : googleXmlItems(body);
  for await (const item of items) yield mapItem(item);
}
