import { Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CatalogPatterns, type CategoryDto } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { Public } from '../auth/access.decorators';
import { SlugParam, type SlugParams } from './slug-param';

@ApiTags('catalog')
@Public()
@Controller('categories')
export class CategoriesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOkResponse({ description: 'Every category, in display order' })
  list(): Promise<CategoryDto[]> {
    return this.rpc.send(CatalogPatterns.categoriesList, {});
  }

  @Get(':slug')
  @ApiOkResponse({ description: 'One category' })
  @ApiNotFoundResponse({ description: 'No category has this slug' })
  bySlug(@SlugParam() { slug }: SlugParams): Promise<CategoryDto> {
    return this.rpc.send(CatalogPatterns.categoryBySlug, { slug });
  }
}
