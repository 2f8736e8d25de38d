import { gzipSync } from 'node:zlib';
import { zipSync, strToU8 } from 'fflate';

/** Small feeds in every format a merchant sends, each with the same three lamps. */

export const CSV_SEMICOLON =
  '\uFEFFid;title;price;link;category;description;ean\n' +
  'A1;"Nova Ceiling Light; 18 W";"249,90 EUR";https://shop.example/a1;Beleuchtung > Deckenleuchten;"Line one\nline ""two"""\t;4006381333931\n' +
  'A2;Aria Pendant 2700K;"89,00";https://shop.example/a2;Pendelleuchten;plain;123\n' +
  'A3;Garden Spike IP65;"39,90";https://shop.example/a3;Garten;;\n';

export const GOOGLE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:gm="http://base.google.com/ns/1.0">
<channel><title>Shop</title>
<item><gm:id>G1</gm:id><title>Aria Pendant</title><link>https://shop.example/g1</link><description><![CDATA[<p>Brass</p>]]></description>
<gm:price>199.00 EUR</gm:price><gm:availability>in stock</gm:availability><gm:product_type>Lighting &gt; Pendant Lights</gm:product_type><gm:brand>Lumen Co</gm:brand></item>
<item><gm:id>G2</gm:id><title>Nova Ceiling</title><link>https://shop.example/g2</link>
<gm:price>89.00 EUR</gm:price><gm:availability>out of stock</gm:availability><gm:product_type>Lighting &gt; Ceiling Lights</gm:product_type></item>
<item><gm:id>G3</gm:id><title>E27 LED bulb 806 lm</title><link>https://shop.example/g3</link>
<gm:price>9.90 EUR</gm:price><gm:product_type>Lighting &gt; Bulbs</gm:product_type></item>
</channel></rss>`;

export const AWIN_CSV =
  'aw_product_id,merchant_product_id,product_name,aw_deep_link,merchant_image_url,search_price,currency,merchant_category,brand_name,in_stock\n' +
  '1,W1,"Wall Sconce, brass",https://www.awin1.example/p?1,https://img.example/w1.jpg,59.00,EUR,Wall Lights,Hortus,1\n' +
  '2,W2,Smart Strip RGB,https://www.awin1.example/p?2,https://img.example/w2.jpg,29.00,EUR,Smart Lighting,Hortus,1\n' +
  '3,W3,Outdoor Bollard IP44,https://www.awin1.example/p?3,,119.00,EUR,Outdoor,Hortus,0\n';

const jsonItems = [
  { sku: 'J1', name: 'Smart Bulb GU10', price: 12.5, url: 'https://shop.example/j1', category: 'Smart Lighting > Bulbs' },
  { sku: 'J2', name: 'Pendant Luna', price: '149,00', url: 'https://shop.example/j2', category: 'Pendant' },
  { sku: 'J3', name: 'Ceiling Disc', price: '59.00', url: 'https://shop.example/j3', category: 'Ceiling' },
];
export const JSON_ARRAY = JSON.stringify(jsonItems);
export const NDJSON = jsonItems.map((item) => JSON.stringify(item)).join('\n');

export const gzip = (text: string) => gzipSync(Buffer.from(text));
export const zip = (name: string, text: string) => Buffer.from(zipSync({ [name]: strToU8(text) }));

/** A CSV of `count` lamps (for the stale guard and cancel tests). */
export function csvOfSize(count: number, priceSuffix = ''): string {
  const rows = Array.from({ length: count }, (_, i) => `S${i},Ceiling Lamp ${i},${10 + i}.00${priceSuffix},https://shop.example/s${i},Ceiling Lights`);
  return `sku,title,price,link,category\n${rows.join('\n')}\n`;
}
