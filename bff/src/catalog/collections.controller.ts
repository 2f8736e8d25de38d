import { Controller, Get, Header } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  CatalogPatterns,
  type CollectionDto,
  type CollectionWithProductsDto,
} from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { Public } from '../auth/access.decorators';
import { SlugParam, type SlugParams } from './slug-param';

@ApiTags('catalog')
@Public()
@Controller('collections')
export class CollectionsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Header('cache-control', 'public, max-age=60')
  @ApiOkResponse({ description: 'Every collection, in display order' })
  list(): Promise<CollectionDto[]> {
    return this.rpc.send(CatalogPatterns.collectionsList, {});
  }

  // Declared before ':slug' so the literal path is never read as a collection slug.
  @Get('featured')
  @Header('cache-control', 'public, max-age=60')
  @ApiOkResponse({ description: 'The featured collections, in display order' })
  featured(): Promise<CollectionDto[]> {
    return this.rpc.send(CatalogPatterns.collectionsFeatured, {});
  }

  @Get(':slug')
  @ApiOkResponse({ description: 'One collection with its products' })
  @ApiNotFoundResponse({ description: 'No collection has this slug' })
  bySlug(@SlugParam() { slug }: SlugParams): Promise<CollectionWithProductsDto> {
    return this.rpc.send(CatalogPatterns.collectionBySlug, { slug });
  }
}
