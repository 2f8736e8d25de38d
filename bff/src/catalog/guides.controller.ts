import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  CatalogPatterns,
  guidesListQuery,
  type GuideDto,
  type GuidesListQuery,
} from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { ZodValidationPipe } from 'nestjs-zod';
import { Public } from '../auth/access.decorators';
import { SlugParam, type SlugParams } from './slug-param';

@ApiTags('catalog')
@Public()
@Controller('guides')
export class GuidesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOkResponse({
    description: 'The guides in `language` (default en), or the English ones when it has none',
  })
  @ApiBadRequestResponse({ description: 'language is not a two-letter code' })
  list(@Query(new ZodValidationPipe(guidesListQuery)) query: GuidesListQuery): Promise<GuideDto[]> {
    return this.rpc.send(CatalogPatterns.guidesList, query);
  }

  @Get(':slug')
  @ApiOkResponse({ description: 'One guide in `language` (default en), else in English' })
  @ApiNotFoundResponse({ description: 'No guide has this slug' })
  bySlug(
    @SlugParam() { slug }: SlugParams,
    @Query(new ZodValidationPipe(guidesListQuery)) query: GuidesListQuery,
  ): Promise<GuideDto> {
    return this.rpc.send(CatalogPatterns.guideBySlug, { slug, language: query.language });
  }
}
