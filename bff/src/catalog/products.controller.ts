import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  CatalogPatterns,
  productListQuery,
  slugSchema,
  type ProductDto,
  type ProductListDto,
  type ProductListQuery,
} from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { ZodValidationPipe } from 'nestjs-zod';
import { SharedReply } from './shared-reply';
import { Public } from '../auth/access.decorators';

/** The home page's shelf is the same for everyone: one catalog call serves all requests for this long. */
const FEATURED_REUSE_MS = 2000;

@ApiTags('catalog')
@Public()
@Controller('products')
export class ProductsController {
  private readonly featuredShelf = new SharedReply<ProductDto[]>(FEATURED_REUSE_MS);

  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOkResponse({
    description:
      'A page of products, the total and facet counts per filter group (listing, category pages, search; Meilisearch with a PostgreSQL fallback). A repeated filter (brand=a&brand=b) is ORed, different filters are ANDed; `category` and `exclude` serve related products',
  })
  @ApiBadRequestResponse({
    description: 'page below 1, limit outside 1..100, an unknown sortBy or sortOrder, or a malformed filter',
  })
  list(@Query(new ZodValidationPipe(productListQuery)) query: ProductListQuery): Promise<ProductListDto> {
    return this.rpc.send(CatalogPatterns.productsList, query);
  }

  // Declared before ':slug' so the literal path is never read as a product slug.
  @Get('featured')
  // The shelf changes with the catalogue, not per visit: browsers may keep it a minute.
  @Header('cache-control', 'public, max-age=60')
  @ApiOkResponse({ description: 'The featured products in display order (the home page shows the first 8)' })
  featured(): Promise<ProductDto[]> {
    return this.featuredShelf.get(() => this.rpc.send(CatalogPatterns.productsFeatured, {}));
  }

  @Get(':slug')
  @ApiOkResponse({ description: 'One product; the view is counted' })
  @ApiNotFoundResponse({ description: 'No product has this slug' })
  bySlug(@Param('slug', new ZodValidationPipe(slugSchema)) slug: string): Promise<ProductDto> {
    return this.rpc.send(CatalogPatterns.productBySlug, { slug });
  }
}
