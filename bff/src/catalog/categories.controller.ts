import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CatalogPatterns, categoriesListPayload, type CategoriesListPayload, type CategoryDto } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { ZodValidationPipe } from 'nestjs-zod';
import { Public } from '../auth/access.decorators';
import { SlugParam, type SlugParams } from './slug-param';

@ApiTags('catalog')
@Public()
@Controller('categories')
export class CategoriesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOkResponse({ description: 'Every shown category in tree order, texts in `language` (default en, else English)' })
  @ApiBadRequestResponse({ description: 'language is not a two-letter code' })
  list(@Query(new ZodValidationPipe(categoriesListPayload)) query: CategoriesListPayload): Promise<CategoryDto[]> {
    return this.rpc.send(CatalogPatterns.categoriesList, { language: query.language });
  }

  @Get(':slug')
  @ApiOkResponse({ description: 'One category, texts in `language`' })
  @ApiNotFoundResponse({ description: 'No shown category has this slug' })
  bySlug(@SlugParam() { slug }: SlugParams, @Query(new ZodValidationPipe(categoriesListPayload)) query: CategoriesListPayload): Promise<CategoryDto> {
    return this.rpc.send(CatalogPatterns.categoryBySlug, { slug, language: query.language });
  }
}
