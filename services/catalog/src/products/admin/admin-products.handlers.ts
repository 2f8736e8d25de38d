import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CatalogAdminPatterns,
  adminProductIdPayload,
  adminProductListQuery,
  adminProductUpdatePayload,
  type AdminProductDto,
  type AdminProductListDto,
  type AdminProductListQuery,
  type AdminProductUpdatePayload,
  type BadgeDto,
} from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { AdminProductsService } from './admin-products.service';

/** The admin products calls; the BFF has checked the admin's permission before it sends them. */
@Controller()
export class AdminProductsHandlers {
  constructor(private readonly products: AdminProductsService) {}

  @MessagePattern(CatalogAdminPatterns.list)
  list(@Payload(new ZodPayloadPipe(adminProductListQuery)) query: AdminProductListQuery): Promise<AdminProductListDto> {
    return this.products.list(query);
  }

  @MessagePattern(CatalogAdminPatterns.get)
  get(@Payload(new ZodPayloadPipe(adminProductIdPayload)) payload: { id: string }): Promise<AdminProductDto> {
    return this.products.get(payload.id);
  }

  @MessagePattern(CatalogAdminPatterns.update)
  update(@Payload(new ZodPayloadPipe(adminProductUpdatePayload)) payload: AdminProductUpdatePayload): Promise<AdminProductDto> {
    return this.products.update(payload.id, payload.changes);
  }

  @MessagePattern(CatalogAdminPatterns.remove)
  async remove(@Payload(new ZodPayloadPipe(adminProductIdPayload)) payload: { id: string }): Promise<{ removed: true }> {
    await this.products.remove(payload.id);
    return { removed: true };
  }

  @MessagePattern(CatalogAdminPatterns.badges)
  badges(): Promise<BadgeDto[]> {
    return this.products.badges();
  }

  @MessagePattern(CatalogAdminPatterns.restore)
  restore(@Payload(new ZodPayloadPipe(adminProductIdPayload)) payload: { id: string }): Promise<AdminProductDto> {
    return this.products.restore(payload.id);
  }
}
