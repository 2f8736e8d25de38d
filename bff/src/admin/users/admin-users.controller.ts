import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  createAdminUserSchema,
  updateAdminUserSchema,
  type AdminUserListItemDto,
  type CreateAdminUserInput,
  type CreatedAdminUserDto,
  type UpdateAdminUserInput,
} from '@lumina/contracts';
import type { FastifyRequest } from 'fastify';
import { ZodValidationPipe } from 'nestjs-zod';
import { Allow } from '../../auth/access.decorators';
import { AdminUsersService } from './admin-users.service';

@ApiTags('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @Allow('users:read')
  list(): Promise<AdminUserListItemDto[]> {
    return this.users.list();
  }

  /** Answers the one-time password once; it is never stored or shown again. */
  @Post()
  @Allow('users:write')
  create(@Body(new ZodValidationPipe(createAdminUserSchema)) input: CreateAdminUserInput): Promise<CreatedAdminUserDto> {
    return this.users.create(input);
  }

  @Patch(':id')
  @Allow('users:write')
  update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodValidationPipe(updateAdminUserSchema)) changes: UpdateAdminUserInput,
    @Req() request: FastifyRequest,
  ): Promise<AdminUserListItemDto> {
    return this.users.update(id, changes, request.adminSession?.user.id ?? '');
  }

  /** A new one-time password for another user, answered once; their sessions end at once. */
  @Post(':id/password')
  @HttpCode(200)
  @Allow('users:write')
  resetPassword(@Param('id', new ParseUUIDPipe()) id: string, @Req() request: FastifyRequest): Promise<CreatedAdminUserDto> {
    return this.users.resetPassword(id, request.adminSession?.user.id ?? '');
  }
}
