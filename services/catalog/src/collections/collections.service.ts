import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CollectionDto, CollectionWithProductsDto } from '@lumina/contracts';
import type { FindOptionsWhere, Repository } from 'typeorm';
import { ProductReadModel } from '../products/product.read-model';
import { CollectionEntity } from './collection.entity';
import { CollectionNotFoundError } from './collection.errors';
import { listedProduct } from '../products/listed-product';

export function toCollectionDto(collection: CollectionEntity): CollectionDto {
  return {
    id: collection.id,
    name: collection.name,
    slug: collection.slug,
    description: collection.description,
    shortDescription: collection.shortDescription,
    imageUrl: collection.imageUrl,
    isFeatured: collection.isFeatured,
  };
}

@Injectable()
export class CollectionsService {
  constructor(
    @InjectRepository(CollectionEntity) private readonly collections: Repository<CollectionEntity>,
    private readonly products: ProductReadModel,
  ) {}

  list(): Promise<CollectionDto[]> {
    return this.find({});
  }

  featured(): Promise<CollectionDto[]> {
    return this.find({ isFeatured: true });
  }

  /** One collection with its products in curated order. */
  async findBySlug(slug: string): Promise<CollectionWithProductsDto> {
    const collection = await this.collections.findOneBy({ slug });
    if (!collection) throw new CollectionNotFoundError(slug);
    const products = await this.products.read({
      sql: `SELECT cp.product_id AS id, cp.position AS ord FROM collection_products cp
              JOIN products p ON p.id = cp.product_id AND ${listedProduct('p')}
             WHERE cp.collection_id = $1`,
      params: [collection.id],
    });
    return { ...toCollectionDto(collection), collectionProducts: products.map((product) => ({ product })) };
  }

  private async find(where: FindOptionsWhere<CollectionEntity>): Promise<CollectionDto[]> {
    const rows = await this.collections.find({ where, order: { sortOrder: 'ASC', name: 'ASC' } });
    return rows.map(toCollectionDto);
  }
}
