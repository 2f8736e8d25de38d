import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CatalogPatterns, slugSchema, type CategoryDto } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { ZodValidationPipe } from 'nestjs-zod';
import { Public } from '../auth/access.decorators';

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
  bySlug(@Param('slug', new ZodValidationPipe(slugSchema)) slug: string): Promise<CategoryDto> {
    return this.rpc.send(CatalogPatterns.categoryBySlug, { slug });
  }
}
