import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { BrandDto } from '@lumina/contracts';
import type { Repository } from 'typeorm';
import { BrandEntity } from './brand.entity';

const byName = new Intl.Collator('en', { sensitivity: 'base' });

@Injectable()
export class BrandsService {
  constructor(@InjectRepository(BrandEntity) private readonly brands: Repository<BrandEntity>) {}

  /** By name as a reader expects it ('Światło' beside 'Solaris'), whatever the database collation. */
  async list(): Promise<BrandDto[]> {
    const rows = await this.brands.find({ select: { id: true, name: true, slug: true } });
    return rows
      .map((brand) => ({ id: brand.id, name: brand.name, slug: brand.slug }))
      .sort((a, b) => byName.compare(a.name, b.name));
  }
}
