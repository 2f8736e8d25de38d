import type { MappingTarget } from '@lumina/contracts';

/**
 * Feed field names of the two standard feeds, so a Google Merchant or Awin feed needs no mapping.
 * Names are compared lower-case with a `g:` prefix removed. Earlier names win.
 */
export const GOOGLE_PRESET: Partial<Record<MappingTarget, string[]>> = {
  sku: ['id', 'offer_id'],
  title: ['title'],
  description: ['description'],
  link: ['link', 'mobile_link'],
  imageUrl: ['image_link'],
  additionalImages: ['additional_image_link'],
  price: ['price'],
  salePrice: ['sale_price'],
  availability: ['availability'],
  brand: ['brand'],
  gtin: ['gtin', 'ean'],
  mpn: ['mpn'],
  shipping: ['shipping'],
  category: ['product_type', 'google_product_category'],
  energyRating: ['energy_efficiency_class'],
  eprelId: ['certification'],
  materials: ['material'],
  finish: ['color'],
};

export const AWIN_PRESET: Partial<Record<MappingTarget, string[]>> = {
  sku: ['merchant_product_id', 'aw_product_id'],
  title: ['product_name'],
  description: ['description', 'product_short_description'],
  shortDescription: ['product_short_description'],
  link: ['aw_deep_link', 'merchant_deep_link'],
  imageUrl: ['merchant_image_url', 'aw_image_url', 'large_image'],
  additionalImages: ['alternate_image', 'alternate_image_two'],
  price: ['search_price', 'store_price'],
  salePrice: [],
  availability: ['in_stock', 'stock_status', 'is_for_sale'],
  brand: ['brand_name'],
  gtin: ['ean', 'product_gtin', 'upc'],
  mpn: ['mpn', 'model_number'],
  shipping: ['delivery_cost'],
  category: ['merchant_category', 'category_name', 'merchant_product_category_path'],
  currency: ['currency'],
};

/** Common names of other feeds (generic CSV/JSON exports). */
export const GENERIC_NAMES: Partial<Record<MappingTarget, string[]>> = {
  sku: ['sku', 'product_id', 'item_id', 'artikelnummer', 'reference'],
  title: ['name', 'product_title', 'titel', 'nom'],
  description: ['long_description', 'body_html', 'beschreibung'],
  shortDescription: ['short_description', 'summary'],
  link: ['url', 'deeplink', 'deep_link', 'product_url', 'affiliate_url'],
  imageUrl: ['image', 'image_url', 'imageurl', 'picture'],
  price: ['price_eur', 'preis', 'prix', 'prezzo', 'precio', 'prijs'],
  salePrice: ['special_price'],
  availability: ['stock', 'in_stock', 'instock', 'available'],
  brand: ['manufacturer', 'marke', 'marque'],
  gtin: ['ean13', 'upc', 'barcode'],
  mpn: ['manufacturer_part_number', 'part_number', 'herstellernummer'],
  shipping: ['shipping_cost', 'delivery_cost', 'versandkosten'],
  category: ['category', 'categories', 'category_path', 'kategorie'],
  currency: ['currency_code'],
  lumens: ['lumen', 'lumens', 'luminous_flux'],
  colorTemperature: ['color_temperature', 'colour_temperature', 'kelvin'],
  wattage: ['wattage', 'watt', 'power'],
  ipRating: ['ip_rating', 'ip'],
  bulbType: ['bulb_type', 'socket', 'fitting'],
  dimensions: ['dimensions', 'size'],
  finish: ['finish', 'colour', 'color'],
  materials: ['materials', 'material'],
  energyRating: ['energy_rating', 'energy_class'],
  eprelId: ['eprel', 'eprel_id', 'eprel_registration_number'],
  isDimmable: ['dimmable'],
  features: ['features'],
};

export const normaliseFieldName = (name: string) => name.trim().toLowerCase().replace(/^g:/, '');
