import { Injectable } from '@nestjs/common';
import type { BadgeDto, ProductDto, ProductImageDto } from '@lumina/contracts';
import { DataSource } from 'typeorm';
import { formatMinorUnits } from './money';
import { OFFER_SUMMARY_COLUMNS, offerSummaryJoin, type OfferSummaryRow } from '../offers/offer-summary.sql';
import { reducedFromSql } from './reduced-price.sql';
import { lightSourceSql } from './energy-label.sql';

/** One product as the read query returns it (snake_case columns, images and badges as JSON). */
interface ProductRow extends OfferSummaryRow {
  id: string;
  slug: string;
  title: string;
  sku: string;
  brand_id: string | null;
  brand_name: string | null;
  category_id: string | null;
  category_name: string | null;
  category_slug: string | null;
  merchant_id: string | null;
  merchant_name: string | null;
  price_minor: number;
  original_price_minor: number | null;
  reduced_from_minor: number | null;
  currency: string;
  lumens: number | null;
  color_temperature: number | null;
  wattage: number | null;
  is_dimmable: boolean;
  ip_rating: string | null;
  bulb_type: string | null;
  finish: string | null;
  dimensions: string | null;
  materials: string | null;
  energy_rating: string | null;
  eprel_id: string | null;
  light_source: 'light-source' | 'contains' | null;
  features: string[];
  is_in_stock: boolean;
  view_count: number;
  click_count: number;
  affiliate_url: string | null;
  short_description: string | null;
  long_description: string | null;
  created_at: Date;
  images: ProductImageDto[];
  badges: { badge: BadgeDto }[];
}

/**
 * SQL that picks which products and in what order: it must return `id` and `ord` columns. Built
 * only from fixed fragments in this service; values always go in `params`.
 */
export interface ProductPage {
  sql: string;
  params: unknown[];
}

// The page is chosen first (cheap, index-backed), then only its rows get brand, category, images
// and badges, in one round trip: JSON aggregation instead of a join fan-out hydrated in Node.
const READ_SQL = (pageSql: string) => `
  WITH page AS MATERIALIZED (${pageSql})
  SELECT p.id, p.slug, p.title, p.sku,
         p.brand_id, b.name AS brand_name,
         p.category_id, c.name->>'en' AS category_name, c.slug AS category_slug,
         p.merchant_id, p.merchant_name, p.price_minor, p.original_price_minor, ${reducedFromSql('p')} AS reduced_from_minor, p.currency,
         p.lumens, p.color_temperature, p.wattage::float8 AS wattage, p.is_dimmable,
         p.ip_rating, p.bulb_type, p.finish, p.dimensions, p.materials, p.energy_rating, p.eprel_id,
         ${lightSourceSql('p', 'c')} AS light_source, p.features,
         p.is_in_stock, p.view_count, p.click_count, p.affiliate_url,
         p.short_description, p.long_description, p.created_at,
         p.images,
         COALESCE(bdg.badges, '[]'::json) AS badges,
         ${OFFER_SUMMARY_COLUMNS}
    FROM page
    JOIN products p ON p.id = page.id
    LEFT JOIN brands b ON b.id = p.brand_id
    LEFT JOIN categories c ON c.id = p.category_id
    ${offerSummaryJoin('p')}
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object('badge', json_build_object('id', bd.id, 'name', bd.name, 'color', bd.color))
                      ORDER BY bd.name) AS badges
        FROM product_badges pb JOIN badges bd ON bd.id = pb.badge_id WHERE pb.product_id = p.id
    ) bdg ON true
   ORDER BY page.ord, p.id`;

/** Reads whole products (ProductDto) for products, collections and anything else that shows product cards. */
@Injectable()
export class ProductReadModel {
  constructor(private readonly dataSource: DataSource) {}

  async read(page: ProductPage): Promise<ProductDto[]> {
    const rows = (await this.dataSource.query(READ_SQL(page.sql), page.params)) as ProductRow[];
    return rows.map(toProductDto);
  }
}

export function toProductDto(row: ProductRow): ProductDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    brand: row.brand_name === null ? null : { name: row.brand_name },
    brandId: row.brand_id,
    category:
      row.category_id === null || row.category_name === null || row.category_slug === null
        ? null
        : { id: row.category_id, name: row.category_name, slug: row.category_slug },
    merchant: row.merchant_name === null ? null : { name: row.merchant_name },
    merchantId: row.merchant_id,
    sku: row.sku,
    // The lowest in-stock offer's price; the row's own feed price ('RRP') and the reduction the
    // prior-price rule decided belong to the row's own offer, so they show only when it is that one.
    price: formatMinorUnits(row.offer_min_minor ?? row.price_minor),
    originalPrice:
      row.original_price_minor === null || (row.offer_min_minor ?? row.price_minor) !== row.price_minor
        ? null
        : formatMinorUnits(row.original_price_minor),
    reducedFrom:
      row.reduced_from_minor === null || (row.offer_min_minor ?? row.price_minor) !== row.price_minor
        ? null
        : formatMinorUnits(row.reduced_from_minor),
    currency: row.currency,
    images: row.images,
    badges: row.badges,
    lumens: row.lumens,
    colorTemperature: row.color_temperature,
    wattage: row.wattage,
    isDimmable: row.is_dimmable,
    ipRating: row.ip_rating,
    bulbType: row.bulb_type,
    finish: row.finish,
    dimensions: row.dimensions,
    materials: row.materials,
    energyRating: row.energy_rating,
    eprelId: row.eprel_id,
    lightSource: row.light_source,
    features: row.features,
    isInStock: row.offer_in_stock ?? row.is_in_stock,
    offerCount: Math.max(row.offer_count, 1),
    viewCount: row.view_count,
    clickCount: row.click_count,
    affiliateUrl: row.affiliate_url,
    shortDescription: row.short_description,
    longDescription: row.long_description,
    createdAt: row.created_at.toISOString(),
  };
}
