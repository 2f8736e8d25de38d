import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CatalogPatterns, categoryBySlugPayload, type CategoryBySlugPayload, type CategoryDto } from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { CategoriesService } from './categories.service';

@Controller()
export class CategoriesHandlers {
  constructor(private readonly categories: CategoriesService) {}

  @MessagePattern(CatalogPatterns.categoriesList)
  list(): Promise<CategoryDto[]> {
    return this.categories.list();
  }

  @MessagePattern(CatalogPatterns.categoryBySlug)
  bySlug(@Payload(new ZodPayloadPipe(categoryBySlugPayload)) payload: CategoryBySlugPayload): Promise<CategoryDto> {
    return this.categories.findBySlug(payload.slug);
  }
}
