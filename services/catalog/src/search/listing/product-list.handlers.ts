import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CatalogPatterns,
  productListQuery,
  type ProductListDto,
  type ProductListQuery,
} from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { ProductListingService } from './product-listing.service';

/** `catalog.products.list`: listing, category pages, search and related products. */
@Controller()
export class ProductListHandlers {
  constructor(private readonly listing: ProductListingService) {}

  @MessagePattern(CatalogPatterns.productsList)
  list(@Payload(new ZodPayloadPipe(productListQuery)) query: ProductListQuery): Promise<ProductListDto> {
    return this.listing.list(query);
  }
}
