import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CategoryDto } from '@lumina/contracts';
import { DataSource, type Repository } from 'typeorm';
import { formatMinorUnits } from '../products/money';
import { CategoryEntity } from './category.entity';
import { CategoryNotFoundError } from './category.errors';
import { listedProduct } from '../products/listed-product';

export function toCategoryDto(category: CategoryEntity): CategoryDto {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    description: category.description,
    imageUrl: category.imageUrl,
    emoji: category.emoji,
  };
}

/** How long the categories' lowest prices are reused: a minimum over every listing costs more than the list. */
const FROM_PRICES_REUSE_MS = 60_000;

@Injectable()
export class CategoriesService {
  private fromPrices?: { value: Promise<Map<string, number>>; until: number };

  constructor(
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    private readonly db: DataSource,
  ) {}

  async list(): Promise<CategoryDto[]> {
    const [rows, fromPrices] = await Promise.all([this.categories.find({ order: { sortOrder: 'ASC', name: 'ASC' } }), this.lowestPrices()]);
    return rows.map((row) => {
      const from = fromPrices.get(row.id);
      return { ...toCategoryDto(row), fromPrice: from === undefined ? null : formatMinorUnits(from) };
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

  async findBySlug(slug: string): Promise<CategoryDto> {
    const category = await this.categories.findOneBy({ slug });
    if (!category) throw new CategoryNotFoundError(slug);
    return toCategoryDto(category);
  }
}
