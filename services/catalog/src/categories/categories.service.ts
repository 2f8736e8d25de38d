import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { localizedText, type CategoryDto } from '@lumina/contracts';
import { DataSource, type Repository } from 'typeorm';
import { formatMinorUnits } from '../products/money';
import { shownNodes, treeOrder } from './category-tree';
import { CategoryEntity } from './category.entity';
import { CategoryNotFoundError } from './category.errors';
import { listedProduct } from '../products/listed-product';

/** A category as shoppers read it: its texts in `language` (else English). */
export function toCategoryDto(category: CategoryEntity, language = 'en'): CategoryDto {
  return {
    id: category.id,
    name: localizedText(category.name, language),
    slug: category.slug,
    description: category.description === null ? null : localizedText(category.description, language),
    imageUrl: category.imageUrl,
    emoji: category.emoji,
    parentId: category.parentId,
    onHome: category.onHome,
    lightSource: category.lightSource,
  };
}

/** How long the categories' lowest prices are reused: a minimum over every listing costs more than the list. */
const FROM_PRICES_REUSE_MS = 60_000;

/** The shop's reads of the category tree: shown categories only, in tree order. */
@Injectable()
export class CategoriesService {
  private fromPrices?: { value: Promise<Map<string, number>>; until: number };

  constructor(
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    private readonly db: DataSource,
  ) {}

  async list(language?: string): Promise<CategoryDto[]> {
    const [rows, fromPrices] = await Promise.all([this.categories.find(), this.lowestPrices()]);
    // Parents of hidden categories' children are left out with them, so what is left stays a tree.
    return treeOrder(shownNodes(rows)).map((row) => {
      const from = fromPrices.get(row.id);
      return { ...toCategoryDto(row, language), fromPrice: from === undefined ? null : formatMinorUnits(from) };
    });
  }

  /** Each category's lowest listed price in cents (kept a minute; a failure is not kept). */
  private lowestPrices(): Promise<Map<string, number>> {
    if (this.fromPrices && this.fromPrices.until > Date.now()) return this.fromPrices.value;
    const value = (
      this.db.query(
        `SELECT l.category_id AS id, min(p.price_minor)::int AS from_minor
           FROM products p CROSS JOIN LATERAL unnest(p.listing_ids) AS l(category_id)
          WHERE ${listedProduct('p')}
          GROUP BY l.category_id`,
      ) as Promise<Array<{ id: string; from_minor: number }>>
    ).then((rows) => new Map(rows.map((row) => [row.id, row.from_minor])));
    const entry = { value, until: Date.now() + FROM_PRICES_REUSE_MS };
    this.fromPrices = entry;
    value.catch(() => {
      if (this.fromPrices === entry) this.fromPrices = undefined;
    });
    return value;
  }

  /** A hidden category (or one under a hidden parent) has no page: not found, as an unknown slug. */
  async findBySlug(slug: string, language?: string): Promise<CategoryDto> {
    const rows = await this.categories.find();
    const category = shownNodes(rows).find((row) => row.slug === slug);
    if (!category) throw new CategoryNotFoundError(slug);
    return toCategoryDto(category, language);
  }
}
