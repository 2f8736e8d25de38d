import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CatalogAdminPatterns, adminProductUpdateSchema, type AdminProductDto, type AdminProductUpdate, type BadgeDto } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { ZodValidationPipe } from 'nestjs-zod';
import { Allow } from '../../auth/access.decorators';
import { Idempotent } from '../../http/idempotency/idempotency.interceptor';

/**
 * The admin products row menu (issue 9): view, edit, remove, restore. The listing is the admin
 * query of `GET /api/products` (catalog/products.controller.ts).
 */
@ApiTags('admin')
@Controller('admin')
export class AdminProductsController {
  constructor(private readonly rpc: RpcClient) {}

  /** The badges the edit form offers (every badge, not only those the table's page shows). */
  @Get('badges')
  @Allow('products:read')
  badges(): Promise<BadgeDto[]> {
    return this.rpc.send(CatalogAdminPatterns.badges, {});
  }

  @Get('products/:id')
  @Allow('products:read')
  get(@Param('id', new ParseUUIDPipe()) id: string): Promise<AdminProductDto> {
    return this.rpc.send(CatalogAdminPatterns.get, { id });
  }

  @Put('products/:id')
  @Allow('products:write')
  @Idempotent()
  update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodValidationPipe(adminProductUpdateSchema)) changes: AdminProductUpdate,
  ): Promise<AdminProductDto> {
    return this.rpc.send(CatalogAdminPatterns.update, { id, changes });
  }

  @Delete('products/:id')
  @HttpCode(204)
  @Allow('products:write')
  async remove(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    await this.rpc.send(CatalogAdminPatterns.remove, { id });
  }

  @Post('products/:id/restore')
  @HttpCode(200)
  @Allow('products:write')
  restore(@Param('id', new ParseUUIDPipe()) id: string): Promise<AdminProductDto> {
    return this.rpc.send(CatalogAdminPatterns.restore, { id });
  }
}
