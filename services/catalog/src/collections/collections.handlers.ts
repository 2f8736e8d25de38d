import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CatalogPatterns,
  collectionBySlugPayload,
  type CollectionBySlugPayload,
  type CollectionDto,
  type CollectionWithProductsDto,
} from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { CollectionsService } from './collections.service';

@Controller()
export class CollectionsHandlers {
  constructor(private readonly collections: CollectionsService) {}

  @MessagePattern(CatalogPatterns.collectionsList)
  list(): Promise<CollectionDto[]> {
    return this.collections.list();
  }

  @MessagePattern(CatalogPatterns.collectionsFeatured)
  featured(): Promise<CollectionDto[]> {
    return this.collections.featured();
  }

  @MessagePattern(CatalogPatterns.collectionBySlug)
  bySlug(
    @Payload(new ZodPayloadPipe(collectionBySlugPayload)) payload: CollectionBySlugPayload,
  ): Promise<CollectionWithProductsDto> {
    return this.collections.findBySlug(payload.slug);
  }
}
