import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CategoryDto } from '@lumina/contracts';
import type { Repository } from 'typeorm';
import { CategoryEntity } from './category.entity';
import { CategoryNotFoundError } from './category.errors';

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

@Injectable()
export class CategoriesService {
  constructor(@InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>) {}

  async list(): Promise<CategoryDto[]> {
    const rows = await this.categories.find({ order: { sortOrder: 'ASC', name: 'ASC' } });
    return rows.map(toCategoryDto);
  }

  async findBySlug(slug: string): Promise<CategoryDto> {
    const category = await this.categories.findOneBy({ slug });
    if (!category) throw new CategoryNotFoundError(slug);
    return toCategoryDto(category);
  }
}
