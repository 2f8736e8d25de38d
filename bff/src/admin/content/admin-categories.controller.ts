import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import {
  CategoryAdminPatterns,
  categoryCreateSchema,
  categoryMoveSchema,
  categoryRemoveSchema,
  categoryUpdateSchema,
  type AdminCategoryDto,
  type CategoryCreate,
  type CategoryMove,
  type CategoryRemove,
  type CategoryUpdate,
} from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { ZodValidationPipe } from 'nestjs-zod';
import { Allow } from '../../auth/access.decorators';
import { Idempotent } from '../../http/idempotency/idempotency.interceptor';

/** The category tree (issue 29 item 1): `content` permission; every write audited by @Allow. */
@ApiTags('admin')
@Controller('admin/categories')
export class AdminCategoriesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Allow('content:read')
  list(): Promise<AdminCategoryDto[]> {
    return this.rpc.send(CategoryAdminPatterns.list, {});
  }

  @Post()
  @Allow('content:write')
  @Idempotent()
  @ApiConflictResponse({ description: 'The slug is taken (the answer names the category holding it)' })
  create(@Body(new ZodValidationPipe(categoryCreateSchema)) body: CategoryCreate): Promise<AdminCategoryDto> {
    return this.rpc.send(CategoryAdminPatterns.create, body);
  }

  @Put(':id')
  @Allow('content:write')
  @Idempotent()
  @ApiConflictResponse({ description: 'The slug is taken, or another admin saved the category since `version`' })
  update(@Param('id', new ParseUUIDPipe()) id: string, @Body(new ZodValidationPipe(categoryUpdateSchema)) changes: CategoryUpdate): Promise<AdminCategoryDto> {
    return this.rpc.send(CategoryAdminPatterns.update, { id, changes });
  }

  /** Answers the whole tree after the move (siblings' positions changed too). */
  @Post(':id/move')
  @HttpCode(200)
  @Allow('content:write')
  @ApiBadRequestResponse({ description: 'The move would put the category under itself' })
  move(@Param('id', new ParseUUIDPipe()) id: string, @Body(new ZodValidationPipe(categoryMoveSchema)) move: CategoryMove): Promise<AdminCategoryDto[]> {
    return this.rpc.send(CategoryAdminPatterns.move, { id, move });
  }

  @Delete(':id')
  @HttpCode(204)
  @Allow('content:write')
  @ApiConflictResponse({ description: 'It has subcategories, or products and no `moveProductsTo`' })
  async remove(@Param('id', new ParseUUIDPipe()) id: string, @Query(new ZodValidationPipe(categoryRemoveSchema)) query: CategoryRemove): Promise<void> {
    await this.rpc.send(CategoryAdminPatterns.remove, { id, ...query });
  }
}
