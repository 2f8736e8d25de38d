import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CatalogPatterns,
  categoriesListPayload,
  categoryBySlugPayload,
  type CategoriesListPayload,
  type CategoryBySlugPayload,
  type CategoryDto,
} from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { CategoriesService } from './categories.service';

@Controller()
export class CategoriesHandlers {
  constructor(private readonly categories: CategoriesService) {}

  @MessagePattern(CatalogPatterns.categoriesList)
  list(@Payload(new ZodPayloadPipe(categoriesListPayload)) payload: CategoriesListPayload): Promise<CategoryDto[]> {
    return this.categories.list(payload.language);
  }

  @MessagePattern(CatalogPatterns.categoryBySlug)
  bySlug(@Payload(new ZodPayloadPipe(categoryBySlugPayload)) payload: CategoryBySlugPayload): Promise<CategoryDto> {
    return this.categories.findBySlug(payload.slug, payload.language);
  }
}
