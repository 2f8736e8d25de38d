import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CategoryMappingPatterns,
  categoryRuleBodySchema,
  type CategoryRuleBody,
  type MapCategoryReply,
  type UnmappedCategoryDto,
} from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { ZodValidationPipe } from 'nestjs-zod';
import { Allow } from '../auth/access.decorators';

/**
 * A merchant's category rules (issue 29 item 2): its held rows' category texts with their counts,
 * and a rule mapping one text to a Lumina category, which writes the held rows it maps at once.
 */
@ApiTags('merchants')
@Controller('merchants/:id')
export class CategoryRulesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('unmapped-categories')
  @Allow('merchants:read')
  unmapped(@Param('id', new ParseUUIDPipe()) id: string): Promise<UnmappedCategoryDto[]> {
    return this.rpc.send(CategoryMappingPatterns.unmapped, { merchantId: id });
  }

  @Post('category-rules')
  @HttpCode(200)
  @Allow('merchants:write')
  addRule(@Param('id', new ParseUUIDPipe()) id: string, @Body(new ZodValidationPipe(categoryRuleBodySchema)) body: CategoryRuleBody): Promise<MapCategoryReply> {
    return this.rpc.send(CategoryMappingPatterns.map, { merchantId: id, ...body });
  }
}
