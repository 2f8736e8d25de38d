import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { BrandDto } from '@lumina/contracts';
import type { Repository } from 'typeorm';
import { BrandEntity } from './brand.entity';

@Injectable()
export class BrandsService {
  constructor(@InjectRepository(BrandEntity) private readonly brands: Repository<BrandEntity>) {}

  async list(): Promise<BrandDto[]> {
    const rows = await this.brands.find({ order: { name: 'ASC' }, select: { id: true, name: true, slug: true } });
    return rows.map((brand) => ({ id: brand.id, name: brand.name, slug: brand.slug }));
  }
}
