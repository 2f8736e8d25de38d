import { Controller, Get, Header, Inject, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiMovedPermanentlyResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  ADMIN_ONLY_PRODUCT_PARAMS,
  CatalogAdminPatterns,
  CatalogPatterns,
  adminProductListQuery,
  deliveryCountryFor,
  isWireError,
  type AdminProductListDto,
  productListQuery,
  priceHistoryQuery,
  productPageQuery,
  type PriceHistoryDto,
  type PriceHistoryQuery,
  type ProductDetailDto,
  type ProductDto,
  type ProductListDto,
  type ProductListQuery,
  type ProductPageQuery,
} from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { ZodValidationPipe } from 'nestjs-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authorize } from '../auth/access.guard';
import { AdminSessionStore } from '../auth/admin-session.store';
import { withActor } from '../auth/acting-user';
import type { BffConfig } from '../config';
import { BFF_CONFIG } from '../tokens';
import { SharedReply } from './shared-reply';

/** The query uses a parameter only the admin table sends (search, merchant, status). */
export function isAdminProductQuery(query: Record<string, unknown>): boolean {
  return ADMIN_ONLY_PRODUCT_PARAMS.some((name) => query[name] !== undefined && query[name] !== '');
}
import { Public } from '../auth/access.decorators';
import { SlugParam, type SlugParams } from './slug-param';

/** The home page's shelf is the same for everyone: one catalog call serves all requests for this long. */
const FEATURED_REUSE_MS = 2000;

@ApiTags('catalog')
@Public()
@Controller('products')
export class ProductsController {
  private readonly featuredShelf = new SharedReply<ProductDto[]>(FEATURED_REUSE_MS);

  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: AdminSessionStore,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  @Get()
  @ApiOkResponse({
    description:
      'A page of products, the total and facet counts per filter group (listing, category pages, search; Meilisearch with a PostgreSQL fallback). A repeated filter (brand=a&brand=b) is ORed, different filters are ANDed; `category` and `exclude` serve related products. The admin query: any of `search`, `merchant`, `status` (active|removed) makes it the admin table\'s listing (signed-in admin with products:read, else 401/403; category, brand id or slug, merchant, page, limit=20, sortBy price|createdAt, sortOrder; rows carry createdAt, removedAt, isFeatured; no facets)',
  })
  @ApiBadRequestResponse({
    description: 'page below 1, limit outside 1..100, an unknown sortBy or sortOrder, or a malformed filter',
  })
  async list(@Query() raw: Record<string, unknown>, @Req() request: FastifyRequest): Promise<ProductListDto | AdminProductListDto> {
    // One address, two audiences (issue 9): the shopper listing is public; a query with an
    // admin-only parameter (search, merchant, status) is the admin table's, which needs a signed-in
    // admin with products:read and answers from PostgreSQL (removed products on request, brand by
    // id or slug, rows with createdAt and removedAt).
    if (isAdminProductQuery(raw)) {
      const session = await authorize(this.sessions, this.config, request, ['products:read']);
      withActor(session.user);
      const query = new ZodValidationPipe(adminProductListQuery).transform(raw, { type: 'query' });
      return this.rpc.send(CatalogAdminPatterns.list, query);
    }
    const query = new ZodValidationPipe(productListQuery).transform(raw, { type: 'query' }) as ProductListQuery;
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
  @ApiOkResponse({
    description:
      "One product with its offers that deliver to `country` (a 'Deliver to' country; default: the country of `language`, default en), ranked by total price with shipping, in-stock first; price, merchant, merchantId, affiliateUrl and isInStock are the best offer's. The view is counted",
  })
  @ApiBadRequestResponse({ description: "country is not a 'Deliver to' country, or language not a two-letter code" })
  @ApiNotFoundResponse({ description: 'No product has this slug' })
  @ApiMovedPermanentlyResponse({ description: 'The product was merged into another: Location is the survivor' })
  async bySlug(
    @SlugParam() { slug }: SlugParams,
    @Query(new ZodValidationPipe(productPageQuery)) query: ProductPageQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ProductDetailDto | undefined> {
    try {
      return await this.rpc.send(CatalogPatterns.productBySlug, {
        slug,
        country: query.country ?? deliveryCountryFor(undefined, query.language),
        language: query.language,
      });
    } catch (error) {
      const survivor = isWireError(error) && error.code === 'CATALOG.PRODUCT_MOVED' ? (error.details as { slug?: unknown } | undefined)?.slug : undefined;
      if (typeof survivor !== 'string') throw error;
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      void reply.status(301).header('location', `/api/products/${encodeURIComponent(survivor)}${search}`);
      return undefined;
    }
  }

  @Get(':slug/price-history')
  // The rollup moves every PRICE_ROLLUP_INTERVAL_MS (15 min): a few minutes' reuse shows nothing older.
  @Header('cache-control', 'public, max-age=300')
  @ApiOkResponse({
    description:
      "A product's lowest, highest and closing item price per UTC day of the last `days` (1–730, default 90), each day's lowest total with today's shipping to `country` (default: the country of `language`), the 30-day and all-time lows and the chart's sentence (`verdict`; 'too-little-history' under 30 days observed)",
  })
  @ApiBadRequestResponse({ description: "days outside 1–730, country not a 'Deliver to' country, or language not a two-letter code (the message names the field)" })
  @ApiNotFoundResponse({ description: 'No product has this slug' })
  priceHistory(
    @SlugParam() { slug }: SlugParams,
    @Query(new ZodValidationPipe(priceHistoryQuery)) query: PriceHistoryQuery,
  ): Promise<PriceHistoryDto> {
    return this.rpc.send(CatalogPatterns.productPriceHistory, {
      slug,
      days: query.days,
      country: query.country ?? deliveryCountryFor(undefined, query.language),
    });
  }
}
