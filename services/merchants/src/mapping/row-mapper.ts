import { createHash, hash } from 'node:crypto';
import {
  MAPPING_OPTION_KEYS,
  MAPPING_TARGETS,
  productWriteSchema,
  type IngestRejectedRow,
  type MappingTarget,
  type ProductWriteInput,
} from '@lumina/contracts';
import type { FeedRecord } from '../feeds/feed-records';
import { AWIN_PRESET, GENERIC_NAMES, GOOGLE_PRESET, normaliseFieldName } from './mapping-presets';
import {
  bulbTypeFromText,
  categoryFromPath,
  featuresFromText,
  feedHtml,
  finishFromText,
  parseEprelId,
  httpUrl,
  normaliseGtin,
  parseAvailability,
  parseColorTemperature,
  parseIpRating,
  parseLumens,
  parsePrice,
  parseShipping,
  parseWattage,
  plainText,
  truncated,
  unitsFromText,
} from './value-rules';

/** http(s) images, or the demo catalogue's own `/images/…` files (served by the app itself). */
const imageUrl = (raw: unknown): string | null =>
  typeof raw === 'string' && /^\/images\/[\w./-]+$/.test(raw.trim()) && !raw.includes('..') ? raw.trim() : httpUrl(raw);

/**
 * A row whose category text maps to no Lumina category: kept whole (its product without a category)
 * until a category rule on the merchant maps the text (issue 29), never dropped.
 */
export interface HeldRow {
  line: number;
  categoryText: string;
  product: Omit<ProductWriteInput, 'categorySlug'>;
}

export type MappedRow = { product: ProductWriteInput } | { rejected: IngestRejectedRow } | { held: HeldRow };

/** Why a held row is not written, in the Feed Test's and the run's words. */
export function heldReason(categoryText: string): string {
  return `'${categoryText.slice(0, 80)}' matches none of our categories: held until a category rule maps it`;
}

/**
 * Bump when the mapping rules change what a record maps to (value rules, presets, this class):
 * every source hash changes, so the next run maps each row again instead of keeping it.
 */
export const MAPPING_RULES_VERSION = 1;

/** A record's product identity and the hash of everything its mapped product depends on. */
export interface RecordIdentity {
  sku: string;
  sourceHash: string;
}

/**
 * Feed fields onto the product write model. Which feed field feeds which product field is decided
 * once per feed from its first record (mappingConfig first, then the preset's and common names).
 */
export class RowMapper {
  private fieldFor: Partial<Record<MappingTarget, string>> | null = null;
  private readonly explicit: Partial<Record<MappingTarget, string>> = {};
  private readonly categories: Record<string, string>;
  private readonly preset: string;
  /** Hashed into every source hash: the rules, the mapping, and what else a written product depends on. */
  private readonly sourceSeed: string;

  /**
   * `context`: whatever else the written product depends on (the merchant's name, feed language,
   * shipping table). `shippingCountries`: where a feed's bare shipping cost applies (parseShipping).
   */
  constructor(
    mappingConfig: Record<string, unknown>,
    private readonly defaultCurrency: string,
    context: unknown = null,
    private readonly shippingCountries: readonly string[] = [],
  ) {
    const seed = [MAPPING_RULES_VERSION, mappingConfig, defaultCurrency, context];
    this.sourceSeed = JSON.stringify(shippingCountries.length > 0 ? [...seed, shippingCountries] : seed);
    for (const [feedField, target] of Object.entries(mappingConfig)) {
      if ((MAPPING_OPTION_KEYS as readonly string[]).includes(feedField)) continue;
      if ((MAPPING_TARGETS as readonly string[]).includes(String(target))) this.explicit[target as MappingTarget] = feedField;
    }
    this.categories = (mappingConfig.categories as Record<string, string> | undefined) ?? {};
    this.preset = typeof mappingConfig.preset === 'string' ? mappingConfig.preset : 'auto';
  }

  /** A digest of what every source hash depends on, and of `more` (what else reading the feed depends on). */
  rulesDigest(more: unknown[]): string {
    return hash('sha256', this.sourceSeed + JSON.stringify(more), 'base64url');
  }

  /** The feed fields used, once known: a mapping without title, price or link fails the run. */
  resolve(first: FeedRecord): Partial<Record<MappingTarget, string>> {
    const names = new Map(Object.keys(first.fields).map((name) => [normaliseFieldName(name), name]));
    const tables = this.preset === 'none' ? [] : this.preset === 'awin' ? [AWIN_PRESET, GENERIC_NAMES] : this.preset === 'google' ? [GOOGLE_PRESET, GENERIC_NAMES] : [GOOGLE_PRESET, AWIN_PRESET, GENERIC_NAMES];
    const resolved: Partial<Record<MappingTarget, string>> = {};
    for (const target of MAPPING_TARGETS) {
      const explicit = this.explicit[target];
      if (explicit) {
        resolved[target] = names.get(normaliseFieldName(explicit)) ?? explicit;
        continue;
      }
      for (const table of tables) {
        const found = (table[target] ?? []).map((name) => names.get(name)).find((name) => name !== undefined);
        if (found) {
          resolved[target] = found;
          break;
        }
      }
    }
    this.fieldFor = resolved;
    return resolved;
  }

  /** Missing required fields of the mapping as a whole (not of a row). */
  static missingRequired(resolved: Partial<Record<MappingTarget, string>>): MappingTarget[] {
    return (['title', 'price', 'link'] as const).filter((target) => !resolved[target]);
  }

  /**
   * The record's SKU and source hash, without mapping it (a fraction of the cost): an unchanged
   * record is found by them. Null when the SKU is not in the record (it then comes from the link).
   */
  identify(record: FeedRecord): RecordIdentity | null {
    const sku = this.skuField(record);
    if (!sku) return null;
    // One-shot hash of the concatenation (the same digest as two updates): a third less CPU per row than createHash().
    const sourceHash = hash('sha256', this.sourceSeed + JSON.stringify(record.fields), 'base64url');
    return { sku, sourceHash };
  }

  private value(record: FeedRecord, target: MappingTarget): unknown {
    const name = (this.fieldFor ?? this.resolve(record))[target];
    const value = name ? record.fields[name] : undefined;
    return Array.isArray(value) && target !== 'additionalImages' ? value[0] : value;
  }

  private skuField(record: FeedRecord): string {
    return String(this.value(record, 'sku') ?? '').trim().slice(0, 120);
  }

  /**
   * The record as a product, or why it is rejected. `checked: false` leaves the write schema's
   * check to catalog, which validates every batch anyway and names a refused row by its index
   * (ingest); the Feed Test checks here, to show each row's first problem.
   */
  map(record: FeedRecord, { checked = true }: { checked?: boolean } = {}): MappedRow {
    const get = (target: MappingTarget): unknown => this.value(record, target);
    const reject = (field: string, reason: string): MappedRow => ({ rejected: { line: record.line, field, reason } });

    const title = plainText(get('title'), 300);
    if (!title) return reject('title', 'missing title');
    const price = parsePrice(get('price'));
    if (!price) return reject('price', get('price') ? `'${String(get('price')).slice(0, 40)}' is not a price` : 'missing price');
    const link = httpUrl(get('link'));
    if (!link) return reject('link', get('link') ? 'the link is not an http(s) URL' : 'missing link');
    const categorySource = get('category');
    const categorySlug = categoryFromPath(categorySource, this.categories) ?? categoryFromPath(title);
    const categoryText = categoryTextOf(categorySource);
    if (!categorySlug && !categoryText) return reject('category', 'missing category');

    const sale = parsePrice(get('salePrice'));
    const onSale = sale !== null && sale.minor > 0 && sale.minor < price.minor;
    const description = get('description');
    // The description's text once: it feeds the attribute rules and, cut shorter, the short description.
    const descriptionText = plainText(description, 5000);
    const text = `${title} ${descriptionText ?? ''} ${String(get('features') ?? '')}`;
    const units = unitsFromText(text);
    const features = new Set(featuresFromText(text));
    const dimmableField = get('isDimmable');
    const isDimmable = dimmableField !== undefined && dimmableField !== '' ? parseAvailability(dimmableField) : features.has('dimmable');
    if (isDimmable) features.add('dimmable');
    const currency = (typeof get('currency') === 'string' && /^[A-Z]{3}$/.test(String(get('currency')).trim()) ? String(get('currency')).trim() : null) ?? price.currency ?? this.defaultCurrency;
    const images = [get('imageUrl'), ...[get('additionalImages')].flat()]
      .map(imageUrl)
      .filter((url): url is string => url !== null)
      .slice(0, 20)
      .map((url) => ({ url, altText: title }));
    const ipRating = parseIpRating(get('ipRating') ?? text);
    const sku = this.skuField(record) || `url-${createHash('sha1').update(link).digest('hex').slice(0, 20)}`;

    const product: ProductWriteInput = {
      sku,
      title,
      brandName: plainText(get('brand'), 120),
      categorySlug: categorySlug ?? '',
      priceMinor: onSale && sale ? sale.minor : price.minor,
      originalPriceMinor: onSale ? price.minor : null,
      currency,
      images,
      lumens: get('lumens') !== undefined ? parseLumens(get('lumens')) : units.lumens,
      colorTemperature: get('colorTemperature') !== undefined ? parseColorTemperature(get('colorTemperature')) : units.colorTemperature,
      wattage: get('wattage') !== undefined ? parseWattage(get('wattage')) : units.wattage,
      isDimmable,
      ipRating: ipRating && /^IP[0-6X][0-9X]$/.test(ipRating) ? ipRating : null,
      bulbType: bulbTypeFromText(String(get('bulbType') ?? text)),
      finish: finishFromText(String(get('finish') ?? text)),
      dimensions: plainText(get('dimensions'), 300),
      materials: plainText(get('materials'), 300),
      energyRating: (() => {
        const value = String(get('energyRating') ?? '').trim().toUpperCase();
        return /^(A\+{0,3}|[B-G])$/.test(value) ? value : null;
      })(),
      eprelId: parseEprelId(get('eprelId')),
      features: [...features],
      isInStock: get('availability') === undefined ? true : parseAvailability(get('availability')),
      affiliateUrl: link,
      gtin: normaliseGtin(get('gtin')),
      mpn: plainText(get('mpn'), 70),
      shippingMinor: parseShipping(get('shipping'), this.shippingCountries),
      shortDescription: get('shortDescription') != null ? plainText(get('shortDescription'), 300) : truncated(descriptionText, 300),
      longDescription: feedHtml(description),
    };
    if (!categorySlug) {
      const { categorySlug: _none, ...uncategorised } = product;
      return { held: { line: record.line, categoryText: categoryText as string, product: uncategorised } };
    }
    if (!checked) return { product };
    // The write schema is the last word: a value it refuses names the field.
    const result = productWriteSchema.safeParse(product);
    if (!result.success) {
      const issue = result.error.issues[0];
      return reject(String(issue.path[0] ?? 'row'), issue.message);
    }
    return { product };
  }
}

/** A category source as the text rules are keyed by: a path's segments joined by ' > ', trimmed, bounded. */
export function categoryTextOf(source: unknown): string | null {
  const text = (Array.isArray(source) ? source.join(' > ') : String(source ?? '')).trim().replace(/\s+/g, ' ');
  return text === '' ? null : text.slice(0, 200);
}
