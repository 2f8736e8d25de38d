import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CategoryMappingPatterns,
  mapCategoryPayload,
  unmappedCategoriesPayload,
  type MapCategoryPayload,
  type MapCategoryReply,
  type UnmappedCategoriesPayload,
  type UnmappedCategoryDto,
} from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { CategoryMappingService } from './category-mapping.service';

@Controller()
export class CategoryMappingHandlers {
  constructor(private readonly mapping: CategoryMappingService) {}

  @MessagePattern(CategoryMappingPatterns.unmapped)
  unmapped(@Payload(new ZodPayloadPipe(unmappedCategoriesPayload)) payload: UnmappedCategoriesPayload): Promise<UnmappedCategoryDto[]> {
    return this.mapping.unmapped(payload.merchantId);
  }

  @MessagePattern(CategoryMappingPatterns.map)
  map(@Payload(new ZodPayloadPipe(mapCategoryPayload)) payload: MapCategoryPayload): Promise<MapCategoryReply> {
    return this.mapping.map(payload);
  }
}
