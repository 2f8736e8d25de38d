import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CatalogPatterns,
  productBySlugPayload,
  productSnapshotsPayload,
  type ProductBySlugPayload,
  type ProductDetailDto,
  type ProductDto,
  type ProductSnapshotDto,
  type ProductSnapshotsPayload,
} from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { ProductsService } from './products.service';

@Controller()
export class ProductsHandlers {
  constructor(private readonly products: ProductsService) {}

  @MessagePattern(CatalogPatterns.productBySlug)
  bySlug(
    @Payload(new ZodPayloadPipe(productBySlugPayload)) payload: ProductBySlugPayload,
  ): Promise<ProductDetailDto> {
    return this.products.findBySlug(payload.slug, payload.country, payload.language);
  }

  @MessagePattern(CatalogPatterns.productsFeatured)
  featured(): Promise<ProductDto[]> {
    return this.products.featured();
  }

  // catalog.products.list is answered by search/listing/product-list.handlers.ts (index + fallback).

  @MessagePattern(CatalogPatterns.productSnapshots)
  snapshots(
    @Payload(new ZodPayloadPipe(productSnapshotsPayload)) payload: ProductSnapshotsPayload,
  ): Promise<ProductSnapshotDto[]> {
    return this.products.snapshots(payload.ids);
  }
}
