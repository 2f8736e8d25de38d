import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CatalogPatterns,
  productBySlugPayload,
  productListQuery,
  productSnapshotsPayload,
  type ProductBySlugPayload,
  type ProductDto,
  type ProductListDto,
  type ProductListQuery,
  type ProductSnapshotDto,
  type ProductSnapshotsPayload,
} from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { ProductsService } from './products.service';

@Controller()
export class ProductsHandlers {
  constructor(private readonly products: ProductsService) {}

  @MessagePattern(CatalogPatterns.productBySlug)
  bySlug(@Payload(new ZodPayloadPipe(productBySlugPayload)) payload: ProductBySlugPayload): Promise<ProductDto> {
    return this.products.findBySlug(payload.slug);
  }

  @MessagePattern(CatalogPatterns.productsFeatured)
  featured(): Promise<ProductDto[]> {
    return this.products.featured();
  }

  @MessagePattern(CatalogPatterns.productsList)
  list(@Payload(new ZodPayloadPipe(productListQuery)) query: ProductListQuery): Promise<ProductListDto> {
    return this.products.list(query);
  }

  @MessagePattern(CatalogPatterns.productSnapshots)
  snapshots(@Payload(new ZodPayloadPipe(productSnapshotsPayload)) payload: ProductSnapshotsPayload): Promise<ProductSnapshotDto[]> {
    return this.products.snapshots(payload.ids);
  }
}
