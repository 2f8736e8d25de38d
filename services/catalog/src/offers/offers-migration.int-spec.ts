import { createOwnDatabase, type OwnDatabase } from '@lumina/platform/testing';
import { DataSource } from 'typeorm';
import { catalogDataSourceOptions } from '../data-source';
import { catalogMigrations } from '../migrations';
import { AddOffers1766900000000 } from '../migrations/1766900000000-AddOffers';

/** The AddOffers migration on a catalogue written before it: every product gets exactly one offer. */
describe('AddOffers migration', () => {
  let database: OwnDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createOwnDatabase('offers-migration');
    await database.query('CREATE SCHEMA catalog');
    const before = catalogMigrations.slice(0, catalogMigrations.indexOf(AddOffers1766900000000));
    db = await new DataSource({ ...catalogDataSourceOptions(database.url), migrations: before }).initialize();
    await db.runMigrations();
  }, 60_000);

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('back-fills one offer per product from its merchant, sku, price, link and stock', async () => {
    const merchant = '7d7c1c9e-5b8a-4a43-9c55-3c0f1f0e0a01';
    await db.query(
      `INSERT INTO products (slug, title, sku, merchant_id, merchant_name, price_minor, original_price_minor, currency, is_in_stock, affiliate_url, retired_at)
       VALUES ('lamp-a', 'Lamp A', 'A-1', $1, 'Shop One', 4999, 6000, 'EUR', true, 'https://shop.one.example/a', NULL),
              ('lamp-b', 'Lamp B', 'B-1', $1, 'Shop One', 1250, NULL, 'EUR', false, NULL, now())`,
      [merchant],
    );
    const runner = db.createQueryRunner();
    await new AddOffers1766900000000().up(runner);
    await runner.release();

    const offers = (await db.query(
      `SELECT p.slug, o.merchant_id, o.merchant_name, o.merchant_sku, o.price_minor, o.rrp_minor, o.currency,
              o.is_in_stock, o.deep_link, o.shipping_minor, o.retired_at IS NOT NULL AS retired
         FROM offers o JOIN products p ON p.id = o.product_id ORDER BY p.slug`,
    )) as unknown[];
    expect(offers).toEqual([
      {
        slug: 'lamp-a',
        merchant_id: merchant,
        merchant_name: 'Shop One',
        merchant_sku: 'A-1',
        price_minor: 4999,
        rrp_minor: 6000,
        currency: 'EUR',
        is_in_stock: true,
        deep_link: 'https://shop.one.example/a',
        shipping_minor: {},
        retired: false,
      },
      {
        slug: 'lamp-b',
        merchant_id: merchant,
        merchant_name: 'Shop One',
        merchant_sku: 'B-1',
        price_minor: 1250,
        rrp_minor: null,
        currency: 'EUR',
        is_in_stock: false,
        deep_link: null,
        shipping_minor: {},
        retired: true,
      },
    ]);
  });
});
