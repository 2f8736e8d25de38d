import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { BrandListItemDto } from '@lumina/contracts';
import type { Repository } from 'typeorm';
import { BrandEntity } from './brand.entity';
import { listedProduct } from '../products/listed-product';

const byName = new Intl.Collator('en', { sensitivity: 'base' });

@Injectable()
export class BrandsService {
  constructor(@InjectRepository(BrandEntity) private readonly brands: Repository<BrandEntity>) {}

  /** By name as a reader expects it ('Światło' beside 'Solaris'), whatever the database collation. */
  async list(): Promise<BrandListItemDto[]> {
    // One grouped count with the brands (the A–Z index shows how many products each has).
    const rows: { id: string; name: string; slug: string; product_count: number }[] = await this.brands
      .createQueryBuilder('b')
      .select(['b.id AS id', 'b.name AS name', 'b.slug AS slug'])
      .addSelect(`(SELECT count(*)::int FROM products p WHERE p.brand_id = b.id AND ${listedProduct('p')})`, 'product_count')
      .getRawMany();
    return rows
      .map((brand) => ({ id: brand.id, name: brand.name, slug: brand.slug, productCount: brand.product_count }))
      .sort((a, b) => byName.compare(a.name, b.name));
  }
}
