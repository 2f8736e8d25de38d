import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CategoryAdminPatterns,
  categoryCreateSchema,
  categoryMovePayload,
  categoryRemovePayload,
  categoryUpdatePayload,
  type AdminCategoryDto,
  type CategoryCreate,
  type CategoryMovePayload,
  type CategoryRemovePayload,
  type CategoryUpdatePayload,
} from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { CategoryAdminService } from './category-admin.service';

/** The admin's category tree calls; the BFF has checked the `content` permission before sending them. */
@Controller()
export class CategoryAdminHandlers {
  constructor(private readonly categories: CategoryAdminService) {}

  @MessagePattern(CategoryAdminPatterns.list)
  list(): Promise<AdminCategoryDto[]> {
    return this.categories.list();
  }

  @MessagePattern(CategoryAdminPatterns.create)
  create(@Payload(new ZodPayloadPipe(categoryCreateSchema)) payload: CategoryCreate): Promise<AdminCategoryDto> {
    return this.categories.create(payload);
  }

  @MessagePattern(CategoryAdminPatterns.update)
  update(@Payload(new ZodPayloadPipe(categoryUpdatePayload)) payload: CategoryUpdatePayload): Promise<AdminCategoryDto> {
    return this.categories.update(payload.id, payload.changes);
  }

  @MessagePattern(CategoryAdminPatterns.move)
  move(@Payload(new ZodPayloadPipe(categoryMovePayload)) payload: CategoryMovePayload): Promise<AdminCategoryDto[]> {
    return this.categories.move(payload.id, payload.move);
  }

  @MessagePattern(CategoryAdminPatterns.remove)
  async remove(@Payload(new ZodPayloadPipe(categoryRemovePayload)) payload: CategoryRemovePayload): Promise<{ removed: true }> {
    await this.categories.remove(payload.id, payload.moveProductsTo);
    return { removed: true };
  }
}
